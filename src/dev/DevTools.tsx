// Development helpers, never in a production build (provider.tsx imports this file behind a compile-time
// MODE check): a corner badge naming the backend (模拟 / 线上, 混合 when the mock takes some paths from the live backend) and, with the mock backend only, the QA panel.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, HStack } from '@chakra-ui/react';
import { isMockBackend, mockControl } from '@/api/mock.ts';
import { DEV_CORNER } from './corner.ts';

// Same idea one level down: with a live backend the QA panel's chunk is not even built.
const QaPanel = import.meta.env.VITE_BACKEND_KIND === 'mock' ? lazy(() => import('./QaPanel.tsx')) : null;

/** The mock says whether it runs hybrid (MOCK_LIVE paths from the live backend): GET /__mock/health, once. */
function useHybrid(): boolean {
  const [hybrid, setHybrid] = useState(false);
  useEffect(() => {
    if (!isMockBackend) return;
    mockControl<{ data?: { backend?: string } }>('GET', '/health').then(
      (a) => setHybrid(a.data?.backend === 'hybrid'),
      () => undefined,
    );
  }, []);
  return hybrid;
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
  const hybrid = useHybrid();
  return (
    <HStack position="fixed" zIndex="overlay" {...DEV_CORNER} gap="1.5">
      <BackendBadge hybrid={hybrid} />
      {QaPanel && (
        <Suspense fallback={null}>
          <QaPanel hybrid={hybrid} />
        </Suspense>
      )}
    </HStack>
  );
}
