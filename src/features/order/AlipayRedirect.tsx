// goZFB: asks /saleOrder/pay for the 支付宝 form (returnUrl = this order's orderDetail) and submits it; the
// cashier page then sends the browser back to orderDetail (with payResult=fail when the payment failed).
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '@/api/client.ts';
import { payOrder } from '@/api/order.ts';
import { PayWay } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';
import { AlertIcon } from '@/components/icons.tsx';
import { formatPrice } from '@/lib/format.ts';
import { parsePaymentForm, submitPaymentForm } from './payment.ts';
import { invalidateOrder } from '@/api/order.queries.ts';
import { PAY_TYPE_NAMES, type PayType } from './status.ts';

type Stage = { kind: 'working'; amount?: number } | { kind: 'failed'; message: string };

export function AlipayRedirect({ orderId, payType }: { orderId: number; payType: PayType }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<Stage>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    // Once per attempt (StrictMode runs effects twice in development; a second pay call would replace the
    // ticket of the form being submitted).
    if (started.current === attempt) return;
    started.current = attempt;
    payOrder({ orderId, payWay: PayWay.alipay, payType, returnUrl: paths.orderDetail(orderId) })
      .then((result) => {
        const form = parsePaymentForm(result.formStr);
        if (!form) throw new Error('支付宝支付表单无效，请返回订单重试');
        setStage({ kind: 'working', amount: result.amount });
        submitPaymentForm(form);
      })
      .catch((error: unknown) => {
        setStage({ kind: 'failed', message: error instanceof Error && !('code' in error) ? error.message : errorMessage(error) });
        void invalidateOrder(queryClient, orderId);
      });
  }, [attempt, orderId, payType, queryClient]);

  // Back from the cashier, a page restored from the back/forward cache would wait here forever.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) navigate(paths.orderDetail(orderId), { replace: true });
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [navigate, orderId]);

  if (stage.kind === 'failed') {
    return (
      <Stack align="center" textAlign="center" gap="3" bg="bg.surface" borderRadius="xl" mx="3" mt="6" py="10" px="6" role="alert"
        data-testid="alipay-error">
        <Box color="red.400"><AlertIcon boxSize="12" /></Box>
        <Text fontSize="md" fontWeight="semibold">无法发起支付宝支付</Text>
        <Text fontSize="sm" color="fg.muted">{stage.message}</Text>
        <Flex gap="3" mt="2">
          <Button variant="outline" minW="24" onClick={() => { setStage({ kind: 'working' }); setAttempt((n) => n + 1); }}>重试</Button>
          <Button asChild minW="24"><Link to={paths.orderDetail(orderId)} replace>返回订单</Link></Button>
        </Flex>
      </Stack>
    );
  }

  return (
    <Stack align="center" textAlign="center" gap="3" bg="bg.surface" borderRadius="xl" mx="3" mt="6" py="12" px="6" role="status">
      <Flex boxSize="14" borderRadius="xl" bg="#1677FF" color="white" fontSize="2xl" fontWeight="bold" align="center" justify="center">支</Flex>
      <Flex align="center" gap="2">
        <Spinner size="sm" color="#1677FF" />
        <Text fontSize="md" fontWeight="semibold">正在跳转到支付宝…</Text>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        支付{PAY_TYPE_NAMES[payType]}{stage.amount !== undefined ? ` ${formatPrice(stage.amount)}` : ''}，请勿关闭页面
      </Text>
      <Button asChild variant="plain" size="sm" color="fg.muted">
        <Link to={paths.orderDetail(orderId)} replace>返回订单</Link>
      </Button>
    </Stack>
  );
}
