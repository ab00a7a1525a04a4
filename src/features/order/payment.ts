// Payment plumbing: the 支付宝 form handed over by /saleOrder/pay, and the 微信 answer read as a wallet to go to
// (H5 pay) or a code to scan. The mock's control calls that let demos and QA finish a 微信 payment or close an
// order are in api/mock.ts.

export interface PaymentForm {
  action: string;
  method: 'get' | 'post';
  fields: [string, string][];
}

/**
 * Reads the first <form> of the HTML the pay call answers (支付宝's "punchout" form). Only the action, the
 * method and the hidden fields are kept: its <script> never runs, the app submits the form itself.
 */
export function parsePaymentForm(formStr: string): PaymentForm | null {
  if (!formStr || typeof DOMParser === 'undefined') return null;
  const doc = new DOMParser().parseFromString(formStr, 'text/html');
  const form = doc.querySelector('form');
  const action = form?.getAttribute('action')?.trim();
  if (!form || !action) return null;
  // Same-site paths and http(s) gateways only: never javascript: or data: URLs.
  if (!/^(https?:\/\/|\/(?!\/))/i.test(action)) return null;
  const fields: [string, string][] = [];
  for (const input of Array.from(form.querySelectorAll('input'))) {
    const name = input.getAttribute('name');
    if (name && input.type !== 'submit') fields.push([name, input.getAttribute('value') ?? '']);
  }
  const method = (form.getAttribute('method') ?? 'post').toLowerCase() === 'get' ? 'get' : 'post';
  return { action, method, fields };
}

/** Builds the form in the page and submits it: the browser leaves for the payment page. */
export function submitPaymentForm(payment: PaymentForm, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.action = payment.action;
  form.method = payment.method;
  form.style.display = 'none';
  for (const [name, value] of payment.fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  return form;
}

/**
 * What a 微信 answer (`formStr`) asks of the app: `jump` to the wallet's page (H5 pay, the address of the
 * extension tradeType MWEB: an https address or a same-site path), or `scan` a code_url (weixin://…, what the
 * live backend answers, and every answer at desktop widths). Anything else (javascript:, //host, a space inside)
 * is never followed: it is shown as a code, which the 微信 app alone would read.
 */
export type WechatStep = { kind: 'jump'; url: string } | { kind: 'scan'; code: string };

export function wechatStep(formStr: string): WechatStep {
  const url = formStr.trim();
  const web = /^(https:\/\/[^/\\\s]|\/(?![/\\]))/i.test(url) && !/[\s\\]/.test(url);
  return web ? { kind: 'jump', url } : { kind: 'scan', code: formStr };
}

/** The browser leaves the app for the wallet's page: a full page load (a function of its own, for the tests). */
export function leavePage(url: string): void {
  window.location.assign(url);
}

/** Message of an error from the mock control or the API, in Chinese. */
export function controlErrorMessage(error: unknown, fallback = '操作失败'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
