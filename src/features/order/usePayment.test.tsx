import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { PayWay } from '@/contract/statuses.ts';
import * as orderApi from '@/api/order.ts';
import * as media from '@/lib/media.ts';
import * as toastModule from '@/components/toast.ts';
import { stubExports } from '@/test/stubExports.ts';
import { usePayment } from './usePayment.ts';
import * as payment from './payment.ts';
import { wechatStep } from './payment.ts';

const api = { payOrder: vi.fn(), leavePage: vi.fn(), desktop: vi.fn(), toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), fromError: vi.fn() } };
beforeEach(() => {
  for (const f of [api.payOrder, api.leavePage, api.desktop]) f.mockReset();
  stubExports(orderApi, { payOrder: api.payOrder });
  stubExports(payment, { leavePage: api.leavePage });
  stubExports(media, { isDesktop: api.desktop });
  stubExports(toastModule, { toast: api.toast });
});

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter><QueryClientProvider client={client}>{children}</QueryClientProvider></MemoryRouter>
  );
  return renderHook(() => usePayment(), { wrapper });
}

const WALLET = '/dev-api/mock-pay/wechat?ticket=abc';
const CODE = 'weixin://wxpay/bizpayurl?pr=abc';

describe('usePayment: 微信 on a phone goes to the wallet, at desktop widths shows the code', () => {
  it('on a phone asks for H5 pay (tradeType MWEB) and leaves for the wallet’s page, keeping the button busy', async () => {
    api.desktop.mockReturnValue(false);
    api.payOrder.mockResolvedValue({ orderId: 1, payWay: 1, amount: 100, formStr: WALLET });
    const { result } = setup();
    await act(() => result.current.start({ orderId: 1, goodsId: 3 }, PayWay.wechat, 'full'));
    expect(api.payOrder).toHaveBeenCalledWith({ orderId: 1, payWay: PayWay.wechat, payType: 'full', returnUrl: '/index/orderDetail?orderId=1', tradeType: 'MWEB' });
    expect(api.leavePage).toHaveBeenCalledWith(WALLET);
    expect(result.current.wechat).toBeNull();
    expect(result.current.pending).toBe(true);
  });

  it('on a phone, a backend without H5 pay (a code_url, as the live one answers) gets the code sheet', async () => {
    api.desktop.mockReturnValue(false);
    api.payOrder.mockResolvedValue({ orderId: 1, payWay: 1, amount: 100, formStr: CODE });
    const { result } = setup();
    await act(() => result.current.start({ orderId: 1 }, PayWay.wechat, 'full'));
    expect(api.leavePage).not.toHaveBeenCalled();
    expect(result.current.wechat).toMatchObject({ orderId: 1, amount: 100, formStr: CODE });
    expect(result.current.pending).toBe(false);
  });

  it('at desktop widths asks for the code as the live site does (no tradeType) and shows it', async () => {
    api.desktop.mockReturnValue(true);
    api.payOrder.mockResolvedValue({ orderId: 1, payWay: 1, amount: 100, formStr: CODE });
    const { result } = setup();
    await act(() => result.current.start({ orderId: 1 }, PayWay.wechat, 'deposit'));
    expect(api.payOrder).toHaveBeenCalledWith({ orderId: 1, payWay: PayWay.wechat, payType: 'deposit', returnUrl: '/index/orderDetail?orderId=1' });
    expect(api.leavePage).not.toHaveBeenCalled();
    expect(result.current.wechat).toMatchObject({ formStr: CODE, payType: 'deposit' });
  });
});

describe('wechatStep', () => {
  it('goes to an https page or a same-site path, and shows anything else as a code', () => {
    expect(wechatStep(WALLET)).toEqual({ kind: 'jump', url: WALLET });
    expect(wechatStep('https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=2'))
      .toEqual({ kind: 'jump', url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=2' });
    for (const code of [CODE, '', 'javascript:alert(1)', '//evil.example/x', '/\\evil.example', 'http://plain.example/x', 'https:///x', '/a b']) {
      expect(wechatStep(code), code).toEqual({ kind: 'scan', code });
    }
  });
});
