import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Order } from '@/contract/types.ts';
import { GuaranteeType, OrderStatus, OrderStep, PayState } from '@/contract/statuses.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { OrderMoney } from './OrderLines.tsx';

const order = (over: Partial<Order> = {}): Order => ({
  orderId: 1, no: 'DD1', buyerId: 1, sellerId: 2, goodsId: 3, titleImg: '', des: '', title: 't', qufu: '', gameName: 'g',
  goodsAmount: 100, guaranteeType: GuaranteeType.reclaim, guaranteeAmount: 10, serviceAmount: 0, salePrice: 110, paidAmount: 110, refundAmount: 0,
  depositAmount: 0, payState: PayState.full, orderStatus: OrderStatus.trading, step: OrderStep.verify, createTime: '2026-11-21 10:00:00',
  closeTime: '2026-11-21 10:15:00', ...over,
});

describe('OrderMoney: 包赔有效期', () => {
  it('shows the term while the order keeps its 包赔', () => {
    renderWithChakra(<OrderMoney order={order()} />);
    expect(screen.getByTestId('guarantee-term').textContent).toBe('账号交付起 365 天');
  });

  it('hides it on a refunded or cancelled order, and without 包赔', () => {
    for (const o of [order({ orderStatus: OrderStatus.refunded, refundAmount: 110 }), order({ orderStatus: OrderStatus.cancelled }), order({ guaranteeType: GuaranteeType.none })]) {
      const view = renderWithChakra(<OrderMoney order={o} />);
      expect(screen.queryByTestId('guarantee-term')).toBeNull();
      view.unmount();
    }
  });
});

describe('OrderMoney: the 包赔 line', () => {
  it('prices a bought 包赔, and says when the goods included it (免费包赔) rather than a bare ¥0.00', () => {
    const paid = renderWithChakra(<OrderMoney order={order({ goodsAmount: 4400, guaranteeAmount: 440, salePrice: 4840 })} />);
    expect(screen.getByTestId('order-money')).toHaveTextContent('包赔（找回包赔）¥440.00');
    paid.unmount();
    renderWithChakra(<OrderMoney order={order({ goodsAmount: 4400, guaranteeAmount: 0, salePrice: 4400 })} />);
    expect(screen.getByTestId('order-money')).toHaveTextContent('包赔（找回包赔）¥0.00（商品含免费包赔）');
  });

  it('不买包赔 stays ¥0.00', () => {
    renderWithChakra(<OrderMoney order={order({ guaranteeType: GuaranteeType.none, guaranteeAmount: 0, salePrice: 100 })} />);
    expect(screen.getByTestId('order-money')).toHaveTextContent('包赔（不买包赔）¥0.00');
    expect(screen.getByTestId('order-money')).not.toHaveTextContent('免费包赔');
  });
});
