// Hooks of the order screens: the payment countdown, which side the viewer is on, copying text.
import { useEffect, useState } from 'react';
import type { Order } from '@/contract/types.ts';
import { useAppState } from '@/stores/app.ts';
import type { OrderSide } from './queries.ts';
import { paymentDeadline, remainingMs } from './time.ts';

export interface Countdown {
  /** Milliseconds left to pay; 0 when none (or not an unpaid order). */
  remaining: number;
  /** An unpaid order whose deadline has passed on the local clock. */
  expired: boolean;
  /** Whether a countdown applies at all. */
  active: boolean;
}

/**
 * Ticks every second while the order is unpaid. `receivedAt` is when the answer arrived (react-query's
 * dataUpdatedAt), so the deadline follows the server's clock, not the phone's.
 */
export function usePaymentCountdown(order: Order | undefined, receivedAt: number): Countdown {
  const unpaid = order?.orderStatus === 3;
  const deadline = unpaid && order ? paymentDeadline(order, receivedAt) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  const running = !Number.isNaN(deadline) && now < deadline;

  useEffect(() => {
    if (Number.isNaN(deadline)) return undefined;
    const id = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) window.clearInterval(id);
    }, 1000);
    // Catch up at once (a new answer arrived, or the tab woke up).
    const first = window.setTimeout(() => setNow(Date.now()), 0);
    return () => {
      window.clearInterval(id);
      window.clearTimeout(first);
    };
  }, [deadline]);

  const active = unpaid && !Number.isNaN(deadline);
  const remaining = active ? remainingMs(deadline, now) : 0;
  return { remaining, expired: active && !running && remaining === 0, active };
}

/** Whether the signed-in user is the buyer or the seller of the order; null until the profile is known. */
export function useOrderSide(order: Pick<Order, 'buyerId' | 'sellerId'> | undefined): OrderSide | null {
  const { userInfo } = useAppState();
  if (!order || !userInfo) return null;
  if (order.buyerId === userInfo.userId) return 'buy';
  if (order.sellerId === userInfo.userId) return 'sale';
  return null;
}

