import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Order } from '@/contract/types.ts';
import { OrderStatus, OrderStep, PayState } from '@/contract/statuses.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { OrderMoney } from './OrderLines.tsx';

const order = (over: Partial<Order> = {}): Order => ({
  orderId: 1, no: 'DD1', buyerId: 1, sellerId: 2, goodsId: 3, titleImg: '', des: '', title: 't', qufu: '', gameName: 'g',
  goodsAmount: 100, guaranteeType: 1, guaranteeAmount: 10, serviceAmount: 0, salePrice: 110, paidAmount: 110, refundAmount: 0,
  depositAmount: 0, payState: PayState.full, orderStatus: OrderStatus.trading, step: OrderStep.verify, createTime: '2026-11-21 10:00:00',
  closeTime: '2026-11-21 10:15:00', ...over,
});

describe('OrderMoney: 包赔有效期', () => {
  it('shows the term while the order keeps its 包赔', () => {
    renderWithChakra(<OrderMoney order={order()} />);
    expect(screen.getByTestId('guarantee-term').textContent).toBe('账号交付起 365 天');
  });

  it('hides it on a refunded or cancelled order, and without 包赔', () => {
    for (const o of [order({ orderStatus: OrderStatus.refunded, refundAmount: 110 }), order({ orderStatus: OrderStatus.cancelled }), order({ guaranteeType: 3 })]) {
      const view = renderWithChakra(<OrderMoney order={o} />);
      expect(screen.queryByTestId('guarantee-term')).toBeNull();
      view.unmount();
    }
  });
});
