// Development helpers, never in a production build (provider.tsx imports this file behind a compile-time
// MODE check): a corner badge naming the backend (模拟 / 线上, 混合 when the mock takes some paths from the live backend),
// beside it the data space this browser works in when it is not the shared one, and, with the mock backend only,
// the QA panel.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, HStack } from '@chakra-ui/react';
import { isMockBackend, mockControl } from '@/api/mock.ts';
import { DEV_CORNER } from './corner.ts';
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
    <Box pointerEvents="none" px="2" py="0.5" borderRadius="full" maxW="32" truncate
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
    <Box pointerEvents="none" px="2" py="0.5" borderRadius="full"
      fontSize="2xs" fontWeight="semibold" color="white" bg={bg} data-testid="backend-badge" title={title}>
      {label}
    </Box>
  );
}

export default function DevTools() {
  const { hybrid, keyRequired } = useHealth();
  return (
    <HStack position="fixed" zIndex="overlay" {...DEV_CORNER} gap="1.5">
      <BackendBadge hybrid={hybrid} />
      <SpaceBadge />
      {QaPanel && (
        <Suspense fallback={null}>
          <QaPanel hybrid={hybrid} keyRequired={keyRequired} />
        </Suspense>
      )}
    </HStack>
  );
}
