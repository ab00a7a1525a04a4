// Development helpers, never in a production build (provider.tsx imports this file behind a compile-time
// MODE check): a corner badge naming the backend (模拟 / 线上) and, with the mock backend only, the QA panel.
import { lazy, Suspense } from 'react';
import { Box, HStack } from '@chakra-ui/react';
import { DEV_CORNER } from './corner.ts';

const backendKind = import.meta.env.VITE_BACKEND_KIND;

// Same idea one level down: with a live backend the QA panel's chunk is not even built.
const QaPanel = import.meta.env.VITE_BACKEND_KIND === 'mock' ? lazy(() => import('./QaPanel.tsx')) : null;


function BackendBadge() {
  const isMock = backendKind === 'mock';
  return (
    <Box pointerEvents="none" px="2" py="0.5" borderRadius="full"
      fontSize="2xs" fontWeight="semibold" color="white" bg={isMock ? 'purple.700' : 'green.700'}
      data-testid="backend-badge" title={isMock ? '当前连接模拟后端' : '当前连接线上后端'}>
      {isMock ? '模拟' : '线上'}
    </Box>
  );
}

export default function DevTools() {
  return (
    <HStack position="fixed" zIndex="overlay" {...DEV_CORNER} gap="1.5">
      <BackendBadge />
      {QaPanel && (
        <Suspense fallback={null}>
          <QaPanel />
        </Suspense>
      )}
    </HStack>
  );
}
