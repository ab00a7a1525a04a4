import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SupplyPay } from '@/contract/statuses.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { SellerMoneyLines } from './SellerMoneyLines.tsx';

describe('SellerMoneyLines', () => {
  it('says 待打款 / 已打款 from supllypay, with the payout time once paid', () => {
    const view = renderWithChakra(<SellerMoneyLines deal={{ suplyprice: 1000, supplyDiscountPrice: 950, supllypay: SupplyPay.pending }} note />);
    expect(screen.getByTestId('payout-state')).toHaveTextContent('待打款');
    expect(screen.getByTestId('seller-money')).toHaveTextContent('买家已确认收货，平台核对后线下打款到您实名的收款账户。');
    view.unmount();
    renderWithChakra(<SellerMoneyLines deal={{ suplyprice: 1000, supplyDiscountPrice: 950, supllypay: SupplyPay.paid, payoutTime: '2026-11-20 10:00:00' }} note />);
    expect(screen.getByTestId('payout-state')).toHaveTextContent('已打款');
    expect(screen.getByTestId('seller-money')).toHaveTextContent('打款时间 2026-11-20');
    expect(screen.getByTestId('seller-money')).toHaveTextContent('已打款到您实名的收款账户，请注意查收。');
  });

  it('shows no payout state before the deal completes', () => {
    renderWithChakra(<SellerMoneyLines deal={{ suplyprice: 1000 }} />);
    expect(screen.getByTestId('seller-net')).toHaveTextContent('950');
    expect(screen.queryByTestId('payout-state')).toBeNull();
  });
});
