// Starting a payment from any screen: 支付宝 goes through goZFB (which submits the cashier form); 微信 asks
// for a code_url here and shows it in the WechatPaySheet until queryOrder reports the result.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { payOrder } from '@/api/order.ts';
import { PayWay } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';
import { toast } from '@/components/toast.ts';
import { WechatPaySheet } from './lazySheets.ts';
import { invalidateOrder } from '@/api/order.queries.ts';
import type { PayType } from './status.ts';
import type { WechatOutcome, WechatPayment } from './WechatPaySheet.tsx';

export interface PaymentTarget {
  orderId: number;
  goodsId?: number;
}

export function usePayment() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [wechat, setWechat] = useState<(WechatPayment & { goodsId?: number }) | null>(null);
  const [pending, setPending] = useState(false);

  const start = useCallback(async (target: PaymentTarget, payWay: PayWay, payType: PayType) => {
    if (payWay === PayWay.alipay) {
      navigate(paths.goZFB(target.orderId, payType));
      return;
    }
    setPending(true);
    // The QR sheet's code comes while the server makes the code_url.
    void WechatPaySheet.preload().catch(() => undefined);
    try {
      const result = await payOrder({
        orderId: target.orderId, payWay: PayWay.wechat, payType, returnUrl: paths.orderDetail(target.orderId),
      });
      setWechat({ orderId: target.orderId, goodsId: target.goodsId, amount: result.amount, formStr: result.formStr, payType });
    } catch (error) {
      toast.fromError(error);
      // The order may have changed (closed, already paid): show it as it is now.
      void invalidateOrder(queryClient, target.orderId, target.goodsId);
    } finally {
      setPending(false);
    }
  }, [navigate, queryClient]);

  const closeWechat = useCallback(() => setWechat(null), []);

  const finishWechat = useCallback((outcome: WechatOutcome) => {
    if (wechat) void invalidateOrder(queryClient, wechat.orderId, wechat.goodsId);
    setWechat(null);
    if (outcome === 'paid') toast.success('支付成功');
    else toast.error('订单已取消，未完成支付');
  }, [queryClient, wechat]);

  return { start, pending, wechat, closeWechat, finishWechat };
}
