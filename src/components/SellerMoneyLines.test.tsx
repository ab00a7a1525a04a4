import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { OrderStatus, SupplyPay } from '@/contract/statuses.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { SellerMoneyLines } from './SellerMoneyLines.tsx';

const routed = (ui: ReactNode) => renderWithChakra(<MemoryRouter>{ui}</MemoryRouter>);

describe('SellerMoneyLines', () => {
  it('says 待打款 / 已打款 from supllypay, with the payout time once paid', () => {
    const view = routed(<SellerMoneyLines deal={{ suplyprice: 1000, supplyDiscountPrice: 950, supllypay: SupplyPay.pending }} note />);
    expect(screen.getByTestId('payout-state')).toHaveTextContent('待打款');
    expect(screen.getByTestId('seller-money')).toHaveTextContent('买家已确认收货，平台核对后线下打款到您实名的收款账户。');
    expect(screen.getByRole('link', { name: '收款账户 ›' })).toHaveAttribute('href', '/index/other/geren#payout');
    view.unmount();
    routed(<SellerMoneyLines deal={{ suplyprice: 1000, supplyDiscountPrice: 950, supllypay: SupplyPay.paid, payoutTime: '2026-11-20 10:00:00' }} note />);
    expect(screen.getByTestId('payout-state')).toHaveTextContent('已打款');
    expect(screen.getByTestId('seller-money')).toHaveTextContent('打款时间 2026-11-20');
    expect(screen.getByTestId('seller-money')).toHaveTextContent('已打款到您实名的收款账户，请注意查收。');
  });

  it('on a 竞价回收 deal says what happened there: no buyer confirms receipt, the merchant paid and 换绑 is done', () => {
    routed(<SellerMoneyLines deal={{ suplyprice: 1200, supplyDiscountPrice: 1140, supllypay: SupplyPay.pending }} note recycle />);
    expect(screen.getByTestId('payout-state')).toHaveTextContent('待打款');
    expect(screen.getByTestId('seller-money-note')).toHaveTextContent('回收商已付款、换绑已完成，平台核对后线下打款到您实名的收款账户。');
    expect(screen.getByTestId('seller-money').textContent).not.toMatch(/买家|确认收货/);
  });

  it('names where the money went once paid', () => {
    routed(<SellerMoneyLines deal={{ suplyprice: 1000, supplyDiscountPrice: 950, supllypay: SupplyPay.paid, payoutTime: '2026-11-20 10:00:00', payoutTo: '支付宝 ***1234' }} />);
    expect(screen.getByTestId('payout-to')).toHaveTextContent('已打款至 支付宝 ***1234 · 2026-11-20');
  });

  it('after a claim: 需退回 when paid out, 停止打款 when not, 暂缓打款 while open, in the seller’s words', () => {
    const a = routed(<SellerMoneyLines deal={{ suplyprice: 1000, supplyDiscountPrice: 950, supllypay: SupplyPay.paid, orderStatus: OrderStatus.refunded }} />);
    expect(screen.getByTestId('payout-state')).toHaveTextContent('需退回');
    expect(screen.getByTestId('seller-money-note')).toHaveTextContent('已打款的 ¥950.00 需退回平台');
    a.unmount();
    const b = routed(<SellerMoneyLines deal={{ suplyprice: 1000, supplyDiscountPrice: 950, orderStatus: OrderStatus.refunded }} />);
    expect(screen.getByTestId('payout-state')).toHaveTextContent('停止打款');
    expect(screen.getByTestId('seller-money-note')).toHaveTextContent('本单货款 ¥950.00 不再打款给您');
    b.unmount();
    routed(<SellerMoneyLines deal={{ suplyprice: 1000, supplyDiscountPrice: 950, supllypay: SupplyPay.pending, orderStatus: OrderStatus.success, claimOpen: true }} note />);
    expect(screen.getByTestId('payout-state')).toHaveTextContent('暂缓打款');
    expect(screen.queryByText(/原路退回/)).toBeNull();
  });

  it('shows no payout state before the deal completes', () => {
    routed(<SellerMoneyLines deal={{ suplyprice: 1000 }} />);
    expect(screen.getByTestId('seller-net')).toHaveTextContent('950');
    expect(screen.queryByTestId('payout-state')).toBeNull();
  });
});
