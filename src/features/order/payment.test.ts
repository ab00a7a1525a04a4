import { afterEach, describe, expect, it, vi } from 'vitest';
import { parsePaymentForm, submitPaymentForm } from './payment.ts';

const ALIPAY = '<form name="punchout_form" method="post" action="/dev-api/mock-pay/alipay?ticket=abc"><input type="hidden" name="ticket" value="abc"><input type="submit" value="立即支付" style="display:none"></form><script>document.forms[0].submit();</script>';

describe('parsePaymentForm', () => {
  it('keeps the action, the method and the hidden fields of the 支付宝 form', () => {
    expect(parsePaymentForm(ALIPAY)).toEqual({
      action: '/dev-api/mock-pay/alipay?ticket=abc', method: 'post', fields: [['ticket', 'abc']],
    });
  });
  it('accepts an https gateway', () => {
    expect(parsePaymentForm('<form action="https://openapi.alipay.com/gateway.do" method="GET"><input name="biz" value="1"></form>'))
      .toEqual({ action: 'https://openapi.alipay.com/gateway.do', method: 'get', fields: [['biz', '1']] });
  });
  it('refuses what is not a form to a web address', () => {
    expect(parsePaymentForm('weixin://wxpay/bizpayurl?pr=abc')).toBeNull();
    expect(parsePaymentForm('')).toBeNull();
    expect(parsePaymentForm('<form action="javascript:alert(1)"></form>')).toBeNull();
    expect(parsePaymentForm('<form action="//evil.example/x"></form>')).toBeNull();
  });
});

describe('submitPaymentForm', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });
  it('builds a hidden form with the fields and submits it (the script of the answer never runs)', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const payment = parsePaymentForm(ALIPAY);
    expect(payment).not.toBeNull();
    const form = submitPaymentForm(payment!);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(form.getAttribute('action')).toBe('/dev-api/mock-pay/alipay?ticket=abc');
    expect(form.method).toBe('post');
    expect((form.elements.namedItem('ticket') as HTMLInputElement).value).toBe('abc');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
