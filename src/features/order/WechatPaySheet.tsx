// 微信支付 by code: the code_url from /saleOrder/pay drawn as a QR code (the qrcode package, loaded only here), the
// amount, and queryOrder every 2 s until the order is paid (→ done) or closed. At desktop widths, where the phone
// scans the screen; on a phone only when the backend has no H5 pay (usePayment), and then it says how a phone pays
// a code it shows itself: saved, and picked from the album in 微信「扫一扫」. With the mock backend a 模拟扫码支付
// button completes the payment through the mock's control API, so demos can finish it.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Center, HStack, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import type { QueryOrderResult } from '@/contract/types.ts';
import { OrderStatus, PayState } from '@/contract/statuses.ts';
import { toast } from '@/components/toast.ts';
import { formatPrice } from '@/lib/format.ts';
import { isDesktop } from '@/lib/media.ts';
import { BottomSheet } from '@/components/BottomSheet.tsx';
import { isMockBackend, mockPay } from '@/api/mock.ts';
import { controlErrorMessage } from './payment.ts';
import { payStateQuery } from '@/api/order.queries.ts';
import { PAY_TYPE_NAMES, type PayType } from './status.ts';

export interface WechatPayment {
  orderId: number;
  amount: number;
  /** weixin://… code_url. */
  formStr: string;
  payType: PayType;
}

export type WechatOutcome = 'paid' | 'closed';

/** Whether the probe shows this payment done: the first payment opens the deal, the balance completes it. */
export function wechatOutcome(payType: PayType, state: QueryOrderResult | undefined): WechatOutcome | null {
  if (!state) return null;
  if (state.orderStatus === OrderStatus.cancelled) return 'closed';
  if (payType === 'balance') return state.payState === PayState.full ? 'paid' : null;
  return state.orderStatus !== OrderStatus.unpaid && state.payState > PayState.unpaid ? 'paid' : null;
}

function useQrCode(text: string | undefined): { src: string | null; failed: boolean } {
  const [made, setMade] = useState<{ text: string; src: string | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!text) return undefined;
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(text, { width: 480, margin: 1, errorCorrectionLevel: 'M' }))
      .then((src) => { if (live) setMade({ text, src, failed: false }); })
      .catch(() => { if (live) setMade({ text, src: null, failed: true }); });
    return () => { live = false; };
  }, [text]);
  if (!text || made?.text !== text) return { src: null, failed: false };
  return { src: made.src, failed: made.failed };
}

export function WechatPaySheet({ payment, onClose, onFinished }: {
  payment: WechatPayment | null;
  onClose: () => void;
  onFinished: (outcome: WechatOutcome) => void;
}) {
  const open = payment !== null;
  const qr = useQrCode(payment?.formStr);
  // Read when the sheet opens: a phone turned sideways stays a phone.
  const [phone] = useState(() => !isDesktop());
  const [simulating, setSimulating] = useState(false);
  const probe = useQuery({
    ...payStateQuery(payment?.orderId ?? 0),
    enabled: open,
    refetchInterval: 2000,
    refetchIntervalInBackground: true,
  });
  const outcome = payment ? wechatOutcome(payment.payType, probe.data) : null;

  useEffect(() => {
    if (outcome) onFinished(outcome);
  }, [outcome, onFinished]);

  const simulate = async () => {
    if (!payment) return;
    setSimulating(true);
    try {
      await mockPay(payment.orderId);
      await probe.refetch();
    } catch (error) {
      toast.error(controlErrorMessage(error, '模拟支付失败'));
    } finally {
      setSimulating(false);
    }
  };

  return (
    <BottomSheet open={open} onOpenChange={(next) => { if (!next) onClose(); }} title="微信支付" modal
      footer={(
        <Stack w="full" gap="2">
          {isMockBackend && (
            <Button colorPalette="green" onClick={() => void simulate()} loading={simulating} loadingText="支付中"
              data-testid="mock-wechat-pay">
              模拟扫码支付
            </Button>
          )}
          <Button variant="outline" onClick={onClose}>暂不支付</Button>
        </Stack>
      )}>
      {payment && (
        <Stack align="center" gap="3" textAlign="center">
          <Text fontSize="sm" color="fg.muted">支付{PAY_TYPE_NAMES[payment.payType]}</Text>
          <Text fontSize="2xl" fontWeight="bold" color="price" data-testid="wechat-amount">{formatPrice(payment.amount)}</Text>
          <Center boxSize="48" borderWidth="1px" borderColor="border.muted" borderRadius="lg" bg="white" p="2">
            {qr.src ? (
              <Image src={qr.src} alt="微信支付二维码" boxSize="full" data-testid="wechat-qr" />
            ) : qr.failed ? (
              <Text fontSize="xs" color="red.500" px="3">二维码生成失败，请关闭后重试</Text>
            ) : (
              <Spinner color="green.500" />
            )}
          </Center>
          <Box>
            {phone ? (
              <Text fontSize="sm" data-testid="wechat-how">长按二维码保存到相册，在微信「扫一扫」中点「相册」选择它完成支付</Text>
            ) : (
              <Text fontSize="sm" data-testid="wechat-how">请使用微信「扫一扫」扫码支付</Text>
            )}
            <HStack justify="center" gap="1.5" mt="1" color="fg.muted" fontSize="xs" role="status">
              <Spinner size="xs" />
              <Text>等待支付结果，支付完成后自动跳转</Text>
            </HStack>
          </Box>
        </Stack>
      )}
    </BottomSheet>
  );
}
