// The anti-fraud card: 客服验证 (is this QQ / WeChat really our staff?) and 黑号查询 (was this game account
// reclaimed or used for fraud?). Both check the input first, then show a clear safe (green) or unsafe (red)
// result; a failed call (network, timeout) is a toast with the server's message. The lookups themselves live in
// features/service (the 联系客服 and 黑号查询 pages use them too).
import { lazy, Suspense, useState } from 'react';
import { Box, Flex, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { LoadingState } from '@/components/states.tsx';
import { TabStrip } from '@/components/TabStrip.tsx';
import { StaffCheck } from '@/features/service/StaffCheck.tsx';

// 客服验证 is the card's first tab; 黑号查询's code loads when its tab is chosen.
const BlackCheck = lazy(() => import('@/features/service/BlackCheck.tsx'));

type Mode = 'staff' | 'black';

const MODES = [
  { value: 'staff', label: '客服验证' },
  { value: 'black', label: '黑号查询' },
] as const;

export function AntiFraudCard() {
  const [mode, setMode] = useState<Mode>('staff');
  return (
    <Box as="section" aria-label="防骗验证" bg="bg.surface" borderRadius="xl" mx="3" mt="3" overflow="hidden"
      data-testid="anti-fraud">
      <Flex align="center" justify="space-between" pr="3" borderBottomWidth="1px" borderColor="border.muted">
        <TabStrip label="防骗验证" items={MODES} value={mode} onChange={setMode} idPrefix="fraud" />
        <Link to={paths.security}>
          <Text fontSize="xs" color="fg.muted">安全中心</Text>
        </Link>
      </Flex>
      <Box px="4" py="3" role="tabpanel" aria-labelledby={`fraud-tab-${mode}`}>
        {mode === 'staff' ? <StaffCheck /> : <Suspense fallback={<LoadingState compact />}><BlackCheck /></Suspense>}
      </Box>
    </Box>
  );
}
