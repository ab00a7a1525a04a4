import { describe, expect, it } from 'vitest';
import { OrderStatus, OrderStep, PayState, RebindCode } from '@/contract/statuses.ts';
import { awaitsSellerCode, checkRebindCode, sellerHandoverView } from './sellerHandover.ts';

const at = (step: OrderStep, rebindCodeState?: RebindCode) => ({
  orderStatus: OrderStatus.trading, step, no: 'DD2026112800010016', payState: PayState.full, rebindCodeState,
});

describe('sellerHandoverView', () => {
  it('asks the seller for the code at 换绑中, says it was sent once submitted', () => {
    expect(sellerHandoverView(at(OrderStep.rebind, RebindCode.needed), 'sale')).toEqual({ kind: 'code' });
    expect(sellerHandoverView(at(OrderStep.rebind, RebindCode.submitted), 'sale')).toEqual({ kind: 'submitted' });
  });
  it('degrades to 联系交易客服 with the order number on a backend without rebindCodeState', () => {
    expect(sellerHandoverView(at(OrderStep.rebind), 'sale')).toEqual({ kind: 'contact', no: 'DD2026112800010016' });
  });
  it('at 验号 says keep the account as it is; nothing for the buyer, a deposit only, later steps or other states', () => {
    expect(sellerHandoverView(at(OrderStep.verify), 'sale')).toEqual({ kind: 'verify' });
    expect(sellerHandoverView(at(OrderStep.rebind, RebindCode.needed), 'buy')).toBeNull();
    expect(sellerHandoverView(at(OrderStep.rebind, RebindCode.needed), null)).toBeNull();
    expect(sellerHandoverView({ ...at(OrderStep.verify), payState: PayState.deposit }, 'sale')).toBeNull();
    expect(sellerHandoverView(at(OrderStep.receive, RebindCode.submitted), 'sale')).toBeNull();
    expect(sellerHandoverView({ ...at(OrderStep.done), orderStatus: OrderStatus.success }, 'sale')).toBeNull();
  });
});

describe('awaitsSellerCode (我的卖单: 待您提交换绑验证码)', () => {
  it('only at 换绑中 with the code still wanted', () => {
    expect(awaitsSellerCode(at(OrderStep.rebind, RebindCode.needed))).toBe(true);
    expect(awaitsSellerCode(at(OrderStep.rebind, RebindCode.submitted))).toBe(false);
    expect(awaitsSellerCode(at(OrderStep.rebind))).toBe(false);
    expect(awaitsSellerCode(at(OrderStep.verify))).toBe(false);
  });
  it('not on a flag left over from an order pushed past 换绑: delivered, finished or refunded', () => {
    expect(awaitsSellerCode(at(OrderStep.receive, RebindCode.needed))).toBe(false);
    expect(awaitsSellerCode({ ...at(OrderStep.done, RebindCode.needed), orderStatus: OrderStatus.success })).toBe(false);
    expect(awaitsSellerCode({ ...at(OrderStep.done, RebindCode.needed), orderStatus: OrderStatus.refunded })).toBe(false);
    // Refunded while at 换绑中: the step did not move, the order is closed.
    expect(awaitsSellerCode({ ...at(OrderStep.rebind, RebindCode.needed), orderStatus: OrderStatus.refunded })).toBe(false);
  });
});

describe('checkRebindCode', () => {
  it('wants 4–8 digits, spaces ignored', () => {
    expect(checkRebindCode({ code: '' })).toEqual({ code: '请输入验证码' });
    expect(checkRebindCode({ code: '12' })).toEqual({ code: '验证码应为 4–8 位数字' });
    expect(checkRebindCode({ code: '12ab56' })).toEqual({ code: '验证码应为 4–8 位数字' });
    expect(checkRebindCode({ code: ' 123 456 ' })).toEqual({});
  });
});
