// Starting a payment from any screen: 支付宝 goes through goZFB (which submits the cashier form). 微信 asks for
// the payment here: on a phone (below the desktop breakpoint, lib/media.ts) as H5 pay (tradeType MWEB, ours), whose
// answer is the wallet's address — the browser goes there and the wallet brings it back to the order; at desktop
// widths, or from a backend without H5 pay (the live one answers a code_url), the WechatPaySheet shows the code to
// scan until queryOrder reports the result.
import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { payOrder } from '@/api/order.ts';
import { PayWay } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';
import { toast } from '@/components/toast.ts';
import { isDesktop } from '@/lib/media.ts';
import { WechatPaySheet } from './lazySheets.ts';
import { invalidateOrder } from '@/api/order.queries.ts';
import { leavePage, wechatStep } from './payment.ts';
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

  // Back from the wallet by the back button, a page restored from the back/forward cache would still be leaving.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const start = useCallback(async (target: PaymentTarget, payWay: PayWay, payType: PayType) => {
    if (payWay === PayWay.alipay) {
      navigate(paths.goZFB(target.orderId, payType));
      return;
    }
    const phone = !isDesktop();
    setPending(true);
    // The QR sheet's code comes while the server makes the code_url (at desktop widths, where it is the way).
    if (!phone) void WechatPaySheet.preload().catch(() => undefined);
    let leaving = false;
    try {
      const result = await payOrder({
        orderId: target.orderId, payWay: PayWay.wechat, payType, returnUrl: paths.orderDetail(target.orderId),
        ...(phone ? { tradeType: 'MWEB' as const } : {}),
      });
      const step = wechatStep(result.formStr);
      if (phone && step.kind === 'jump') {
        // The wallet's page; it comes back to returnUrl, the order, which then reads the payment.
        leaving = true;
        leavePage(step.url);
        return;
      }
      setWechat({ orderId: target.orderId, goodsId: target.goodsId, amount: result.amount, formStr: result.formStr, payType });
    } catch (error) {
      toast.fromError(error);
      // The order may have changed (closed, already paid): show it as it is now.
      void invalidateOrder(queryClient, target.orderId, target.goodsId);
    } finally {
      // Leaving for the wallet: the button keeps saying so until the page is gone.
      if (!leaving) setPending(false);
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
