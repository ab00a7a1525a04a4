// Development helpers, never in a production build (provider.tsx imports this file behind a compile-time
// MODE check): a badge naming the backend (模拟 / 线上, 混合 when the mock takes some paths from the live backend),
// beside it the data space this browser works in when it is not the shared one, with the mock backend the QA
// panel's wrench, and 隐藏. They dock where they cover nothing (corner.ts: in the top bar after the back button,
// in the gutter beside the column on wide screens), and hide for a clean demo (?mockTools=0, or 隐藏).
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { Box, Button, Flex, HStack, Stack } from '@chakra-ui/react';
import { isMockBackend, mockControl } from '@/api/mock.ts';
import { toast } from '@/components/toast.ts';
import { DEV_CORNER, DOCK_IN_GUTTER, hideMockTools, mockToolsHidden, TITLE_INSET_VAR } from './corner.ts';
import { useSandboxSpace } from './sandboxSpace.ts';

// Same idea one level down: with a live backend the QA panel's chunk is not even built.
const QaPanel = import.meta.env.VITE_BACKEND_KIND === 'mock' ? lazy(() => import('./QaPanel.tsx')) : null;

interface Health {
  /** MOCK_LIVE paths come from the live backend. */
  hybrid: boolean;
  /** A team's mock: control calls need its key (MOCK_CONTROL_KEY); the QA panel asks for it. */
  keyRequired: boolean;
}

/** What the mock says of itself (GET /__mock/health, once; answered without the key too). */
function useHealth(): Health {
  const [health, setHealth] = useState<Health>({ hybrid: false, keyRequired: false });
  useEffect(() => {
    if (!isMockBackend) return;
    mockControl<{ data?: { backend?: string; keyRequired?: boolean } }>('GET', '/health').then(
      (a) => setHealth({ hybrid: a.data?.backend === 'hybrid', keyRequired: a.data?.keyRequired === true }),
      () => undefined,
    );
  }, []);
  return health;
}

/** The data space this browser works in, when it left the shared one: always in sight while testing. */
function SpaceBadge() {
  const space = useSandboxSpace();
  if (!isMockBackend || space === null) return null;
  return (
    <Box pointerEvents="none" px="1.5" py="0.5" borderRadius="full" maxW={{ base: '8', lg: '20' }} minW="0" truncate
      fontSize="2xs" fontWeight="semibold" color="purple.800" bg="purple.100" borderWidth="1px" borderColor="purple.300"
      data-testid="space-badge" title={`本浏览器在数据空间「${space}」中`}>
      {space}
    </Box>
  );
}

function BackendBadge({ hybrid }: { hybrid: boolean }) {
  const [label, bg, title] = hybrid ? ['混合', 'orange.700', '当前连接模拟后端，部分接口走线上后端（MOCK_LIVE）']
    : isMockBackend ? ['模拟', 'purple.700', '当前连接模拟后端'] : ['线上', 'green.700', '当前连接线上后端'];
  return (
    <Box pointerEvents="none" px="1.5" py="0.5" borderRadius="full" flexShrink="0" lineHeight="1.2"
      fontSize="2xs" fontWeight="semibold" color="white" bg={bg} data-testid="backend-badge" title={title}>
      {label}
    </Box>
  );
}

/**
 * Docked in the top bar, the dock's right edge bounds the title (TopBar reads --dev-corner-inset), following its
 * width (the wrench arrives with its chunk, a space badge comes and goes); in the gutter, or hidden, it does not.
 */
function useTitleInset(dock: RefObject<HTMLDivElement | null>, hidden: boolean): void {
  useLayoutEffect(() => {
    const el = dock.current;
    const root = document.documentElement;
    if (!el || hidden || typeof ResizeObserver === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
    const inGutter = window.matchMedia(DOCK_IN_GUTTER);
    const update = () => {
      if (inGutter.matches) root.style.removeProperty(TITLE_INSET_VAR);
      else root.style.setProperty(TITLE_INSET_VAR, `calc(var(--chakra-spacing-11) + ${el.offsetWidth}px + var(--chakra-spacing-1))`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    inGutter.addEventListener('change', update);
    return () => {
      observer.disconnect();
      inGutter.removeEventListener('change', update);
      root.style.removeProperty(TITLE_INSET_VAR);
    };
  }, [dock, hidden]);
}

export default function DevTools() {
  const { hybrid, keyRequired } = useHealth();
  // Read once, as the app starts: the flag is in the address the page was opened with.
  const [hidden, setHidden] = useState(() => mockToolsHidden(window.location.search));
  const dock = useRef<HTMLDivElement>(null);
  useTitleInset(dock, hidden);
  const hide = () => {
    hideMockTools();
    setHidden(true);
    toast.info('已隐藏模拟工具（本次访问内有效）；地址加 ?mockTools=1 可重新显示');
  };
  // Hidden, the QA panel stays mounted (not shown): its notices (a deleted space) and a reproduction link's
  // panel, which it opens by itself, still appear.
  return (
    <Flex ref={dock} position="fixed" zIndex="overlay" {...DEV_CORNER} display={hidden ? 'none' : 'flex'} align="center" gap="1"
      data-testid="dev-corner">
      {QaPanel && (
        <Suspense fallback={null}>
          <QaPanel hybrid={hybrid} keyRequired={keyRequired} />
        </Suspense>
      )}
      <Stack gap="0.5" align="flex-start" minW="0">
        <HStack gap="1" maxW="full">
          <BackendBadge hybrid={hybrid} />
          <SpaceBadge />
        </HStack>
        <Button size="2xs" h="4.5" minW="0" px="1.5" fontSize="2xs" variant="outline" colorPalette="purple" bg="bg.surface"
          borderRadius="full" title="隐藏模拟工具：本次访问内不再显示（地址加 ?mockTools=1 重新显示）" onClick={hide}>
          隐藏
        </Button>
      </Stack>
    </Flex>
  );
}
