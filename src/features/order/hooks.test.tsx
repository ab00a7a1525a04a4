import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Order } from '@/contract/types.ts';
import { GuaranteeType, OrderStatus, OrderStep, PayState, PayWay } from '@/contract/statuses.ts';
import { goodsKeys } from '@/api/goods.queries.ts';
import {
  useApplyAfterSale, useCancelOrder, useConfirmOrder, useCreateOrder, usePaymentCountdown, useRecheckPayment, useSimulateExpiry,
  useSimulatePaid,
} from './hooks.ts';
import { orderKeys } from '@/api/order.queries.ts';
import * as mockApi from '@/api/mock.ts';
import * as orderApi from '@/api/order.ts';
import * as toastModule from '@/components/toast.ts';
import { stubExports } from '@/test/stubExports.ts';

const api = {
  createOrder: vi.fn(), cancelOrder: vi.fn(), confirmOrder: vi.fn(), queryOrder: vi.fn(), applyAfterSale: vi.fn(),
  payOrder: vi.fn(), mockPay: vi.fn(), mockExpire: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), fromError: vi.fn() },
};
beforeEach(() => {
  stubExports(orderApi, {
    createOrder: api.createOrder, cancelOrder: api.cancelOrder, confirmOrder: api.confirmOrder, queryOrder: api.queryOrder,
    applyAfterSale: api.applyAfterSale, payOrder: api.payOrder,
  });
  stubExports(mockApi, { mockPay: api.mockPay, mockExpire: api.mockExpire });
  stubExports(toastModule, { toast: api.toast });
});

const order = (over: Partial<Order> = {}): Order => ({
  orderId: 1, no: 'DD1', buyerId: 1, sellerId: 2, goodsId: 3, titleImg: '', des: '', title: 't', qufu: '', gameName: 'g',
  goodsAmount: 100, guaranteeType: GuaranteeType.none, guaranteeAmount: 0, serviceAmount: 0, salePrice: 100, paidAmount: 0, refundAmount: 0,
  depositAmount: 0, payState: PayState.unpaid, orderStatus: OrderStatus.unpaid, step: OrderStep.none, createTime: '2026-11-21 10:00:00',
  closeTime: '2026-11-21 10:15:00', serverTime: '2026-11-21 10:14:57', ...over,
});

describe('usePaymentCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts down from what the server says is left and expires at zero', () => {
    const receivedAt = Date.now();
    const { result } = renderHook(() => usePaymentCountdown(order(), receivedAt));
    expect(result.current).toEqual({ remaining: 3000, expired: false, active: true });
    act(() => { vi.advanceTimersByTime(1000); });
    expect(result.current.remaining).toBe(2000);
    act(() => { vi.advanceTimersByTime(2000); });
    expect(result.current).toEqual({ remaining: 0, expired: true, active: true });
    // It stops ticking once expired.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the deadline of the first answer when a later answer arrives (no reset)', () => {
    const first = Date.now();
    const { result, rerender } = renderHook(({ o, at }) => usePaymentCountdown(o, at), {
      initialProps: { o: order(), at: first },
    });
    act(() => { vi.advanceTimersByTime(1000); });
    rerender({ o: order({ serverTime: '2026-11-21 10:14:58' }), at: first + 1000 });
    act(() => { vi.advanceTimersByTime(0); });
    expect(result.current.remaining).toBe(2000);
  });

  it('does not apply to paid or closed orders', () => {
    const { result } = renderHook(() => usePaymentCountdown(order({ orderStatus: OrderStatus.trading, payState: PayState.full }), Date.now()));
    expect(result.current).toEqual({ remaining: 0, expired: false, active: false });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('order mutations', () => {
  afterEach(() => vi.clearAllMocks());

  function setup<T>(hook: () => T) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    const keys = () => invalidated.mock.calls.map(([filters]) => filters?.queryKey);
    return { queryClient, keys, ...renderHook(hook, { wrapper }) };
  }

  it('下单: the new order is cached for orderDetail, the goods and lists are refreshed, one toast', async () => {
    api.createOrder.mockResolvedValue(order({ orderId: 9, goodsId: 3 }));
    const { queryClient, keys, result } = setup(() => useCreateOrder());
    act(() => result.current.mutate({ goodsId: 3, guaranteeType: GuaranteeType.none }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(api.createOrder).toHaveBeenCalledWith({ goodsId: 3, guaranteeType: GuaranteeType.none });
    expect(queryClient.getQueryData(orderKeys.detail(9))).toMatchObject({ orderId: 9 });
    expect(keys()).toEqual(expect.arrayContaining([orderKeys.lists(), goodsKeys.lists(), goodsKeys.detail(3)]));
    expect(api.toast.success).toHaveBeenCalledWith('下单成功，请在 15 分钟内完成支付');
  });

  it('下单 refused (a lost race): the server message and the goods fetched again', async () => {
    const error = new Error('手慢了');
    api.createOrder.mockRejectedValue(error);
    const { keys, result } = setup(() => useCreateOrder());
    act(() => result.current.mutate({ goodsId: 3, guaranteeType: GuaranteeType.reclaim }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(api.toast.fromError).toHaveBeenCalledWith(error);
    expect(keys()).toContainEqual(goodsKeys.detail(3));
  });

  it('取消订单 refreshes the order, the lists and the goods, even when refused', async () => {
    api.cancelOrder.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('订单已支付'));
    const { keys, result } = setup(() => useCancelOrder({ orderId: 1, goodsId: 3 }));
    await act(() => result.current.mutateAsync());
    expect(api.toast.success).toHaveBeenCalledWith('订单已取消');
    expect(keys()).toEqual(expect.arrayContaining([orderKeys.detail(1), orderKeys.lists(), goodsKeys.detail(3)]));
    const before = keys().length;
    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect(api.toast.fromError).toHaveBeenCalledTimes(1);
    expect(keys().length).toBeGreaterThan(before);
  });

  it('确认收货 confirms this order, says 交易成功 and refreshes the order, the lists and the goods; a refusal says why and refreshes nothing', async () => {
    api.confirmOrder.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('订单当前不可确认收货'));
    const { keys, result } = setup(() => useConfirmOrder({ orderId: 1, goodsId: 3 }));
    await act(() => result.current.mutateAsync());
    expect(api.confirmOrder).toHaveBeenCalledWith(1);
    expect(api.toast.success).toHaveBeenCalledWith('已确认收货，交易成功');
    expect(keys()).toEqual(expect.arrayContaining([orderKeys.detail(1), orderKeys.lists(), goodsKeys.detail(3)]));
    const before = keys().length;
    await act(() => result.current.mutateAsync().catch(() => undefined));
    expect(api.toast.fromError).toHaveBeenCalledWith(expect.objectContaining({ message: '订单当前不可确认收货' }));
    expect(keys().length).toBe(before);
  });

  it('我已支付: says what the payment channel found after reloading the order', async () => {
    api.queryOrder.mockResolvedValueOnce({ orderStatus: OrderStatus.unpaid, payState: PayState.full })
      .mockResolvedValueOnce({ orderStatus: OrderStatus.unpaid, payState: PayState.unpaid })
      .mockResolvedValueOnce({ orderStatus: OrderStatus.cancelled, payState: PayState.unpaid });
    const { result } = setup(() => useRecheckPayment({ orderId: 1, goodsId: 3 }));
    await act(() => result.current.mutateAsync());
    expect(api.queryOrder).toHaveBeenCalledWith(1, true);
    expect(api.toast.success).toHaveBeenCalledWith('支付成功');
    await act(() => result.current.mutateAsync());
    expect(api.toast.info).toHaveBeenCalledWith('暂未查询到支付结果，如已付款请稍后再试');
    await act(() => result.current.mutateAsync());
    expect(api.toast.error).toHaveBeenCalledWith('订单已取消');
  });

  it('申请售后 sends the order id with the form and refreshes the order', async () => {
    api.applyAfterSale.mockResolvedValue({ id: 4 });
    const { keys, result } = setup(() => useApplyAfterSale({ orderId: 1, goodsId: 3 }));
    await act(() => result.current.mutateAsync({ type: '其他', reason: '描述不符合实际', images: [] }));
    expect(api.applyAfterSale).toHaveBeenCalledWith({ orderId: 1, type: '其他', reason: '描述不符合实际', images: [] });
    expect(api.toast.success).toHaveBeenCalledWith('售后申请已提交，客服将在 24 小时内处理');
    expect(keys()).toContainEqual(orderKeys.detail(1));
  });

  it('支付测试: 模拟支付成功 starts the payment, completes it in the mock and refreshes the order; a failure says why', async () => {
    api.payOrder.mockResolvedValue({});
    api.mockPay.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('没有待完成的支付'));
    const { keys, result } = setup(() => useSimulatePaid({ orderId: 1, goodsId: 3 }));
    await act(() => result.current.mutateAsync({ payWay: PayWay.wechat, payType: 'deposit' }));
    expect(api.payOrder).toHaveBeenCalledWith({ orderId: 1, payWay: PayWay.wechat, payType: 'deposit', returnUrl: '/index/orderDetail?orderId=1' });
    expect(api.mockPay).toHaveBeenCalledWith(1);
    expect(api.toast.success).toHaveBeenCalledWith('模拟支付成功：定金');
    expect(keys()).toContainEqual(orderKeys.detail(1));
    await act(() => result.current.mutateAsync({ payWay: PayWay.alipay, payType: 'full' }).catch(() => undefined));
    expect(api.toast.error).toHaveBeenCalledWith('没有待完成的支付');
  });

  it('支付测试: 模拟超时关闭 closes the order in the mock', async () => {
    api.mockExpire.mockResolvedValue(undefined);
    const { result } = setup(() => useSimulateExpiry({ orderId: 1, goodsId: 3 }));
    await act(() => result.current.mutateAsync());
    expect(api.mockExpire).toHaveBeenCalledWith(1);
    expect(api.toast.success).toHaveBeenCalledWith('订单已超时关闭');
  });
});
