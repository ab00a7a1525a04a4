// Payments: /saleOrder/pay answers a form (支付宝), a code_url (微信 扫码, tradeType NATIVE, the default) or the
// address of the wallet (微信 H5 pay, tradeType MWEB: ours, the mweb_url a phone goes to), each carrying a one-off
// ticket; the mock cashier pages at /mock-pay/alipay and /mock-pay/wechat complete or fail it and send the browser
// back to the app. The payment's rules (the ticket, what is payable, the payment itself) are domain/order.ts.
import type { Request, Response } from 'express';
import type { PayResult } from '../../src/contract/types.ts';
import { OrderStatus, PayWay } from '../../src/contract/statuses.ts';
import type { MockContext } from '../context.ts';
import { parseTime } from '../lib/fixtures.ts';
import { BizError, forbidden, ok } from '../lib/envelope.ts';
import { expiredPage, payPage, type Wallet } from './order.payPage.ts';
import { parse } from '../lib/validate.ts';
import { payBody } from '../../src/contract/common/requests.ts';
import { applyPayment, orderOrFail, startPayment, takeTicket } from '../domain/order.ts';
import type { Routes } from './registry.ts';

/** The proxy prefix (e.g. /dev-api) the browser must use to reach us; only a plain path is trusted. */
export function forwardedPrefix(req: Request): string {
  const raw = req.get('x-forwarded-prefix')?.trim() ?? '';
  return /^(\/[A-Za-z0-9._~-]+)+$/.test(raw) ? raw : '';
}

function hasControlOrSpace(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) <= 0x20 || s.charCodeAt(i) === 0x7f) return true;
  return false;
}

/** Same-site relative paths only ('/x', not '//host' or '/\host'): never an open redirect. */
export function safeReturnUrl(raw: unknown): string {
  if (typeof raw !== 'string') return '/';
  const url = raw.trim();
  if (!url.startsWith('/') || url.startsWith('//') || url.includes('\\') || hasControlOrSpace(url)) return '/';
  return url;
}

function withFail(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}payResult=fail`;
}

export function payRoutes(routes: Routes): void {
  const r = routes.domain('order');
  const ctx: MockContext = routes.ctx;

  r.post('/saleOrder/pay', (c) => {
    const user = c.me();
    const body = parse(payBody, c.body);
    const o = orderOrFail(ctx, body.orderId);
    if (o.buyerId !== user.userId) forbidden('只能支付自己的订单');
    const payWay = body.payWay as PayWay;
    const ticket = startPayment(ctx, o, {
      payWay,
      payType: body.payType,
      returnUrl: body.returnUrl === undefined ? `/index/orderDetail?orderId=${o.orderId}` : safeReturnUrl(body.returnUrl),
    });
    const { amount } = ticket;
    const prefix = forwardedPrefix(c.req);
    const action = `${prefix}/mock-pay/alipay?ticket=${ticket.ticket}`;
    const formStr = payWay === PayWay.alipay
      ? `<form name="punchout_form" method="post" action="${action}"><input type="hidden" name="ticket" value="${ticket.ticket}"><input type="submit" value="立即支付" style="display:none"></form><script>document.forms[0].submit();</script>`
      // H5 pay: the wallet's page, where the phone goes and from which it comes back (the live mweb_url is https).
      : body.tradeType === 'MWEB' ? `${prefix}/mock-pay/wechat?ticket=${ticket.ticket}`
        : `weixin://wxpay/bizpayurl?pr=${ticket.ticket}`;
    const data: PayResult = { orderId: o.orderId, payWay, amount, formStr };
    return ok(data);
  });

  const ticketOf = (req: Request): string => {
    const fromQuery = req.query.ticket;
    const fromBody = (req.body as Record<string, unknown> | undefined)?.ticket;
    return typeof fromQuery === 'string' ? fromQuery : typeof fromBody === 'string' ? fromBody : '';
  };
  /** The cashier of `wallet`: a ticket of the other wallet's, spent or unknown gets the page saying so. */
  const showCashier = (wallet: Wallet, req: Request, res: Response) => {
    const t = ctx.tickets.get(ticketOf(req));
    res.setHeader('Cache-Control', 'no-store');
    res.type('html');
    const order = t && ctx.store.orders.get(t.orderId);
    // 支付宝's cashier has always taken any ticket (QA opens it for a 微信 one too); 微信's takes its own.
    if (!t || !order || (wallet === 'wechat' && t.payWay !== PayWay.wechat)) {
      res.status(404).send(expiredPage('/', wallet));
      return;
    }
    const closeAt = order.orderStatus === OrderStatus.unpaid ? parseTime(order.closeTime) : undefined;
    res.send(payPage({
      ticket: t, order, confirmAction: `${forwardedPrefix(req)}/mock-pay/${wallet}/confirm`, serverTime: ctx.now(), closeAt, wallet,
    }));
  };
  r.get('/mock-pay/alipay', (c) => showCashier('alipay', c.req, c.res));
  r.post('/mock-pay/alipay', (c) => showCashier('alipay', c.req, c.res));
  r.get('/mock-pay/wechat', (c) => showCashier('wechat', c.req, c.res));

  /** 确认支付 or 支付失败 / 取消支付 on a cashier: the ticket is spent either way, and the browser goes back to the app. */
  const confirmOn = (wallet: Wallet, body: Record<string, unknown> | undefined, res: Response) => {
    const ticket = typeof body?.ticket === 'string' ? ctx.tickets.get(body.ticket) : undefined;
    const t = ticket && (wallet === 'alipay' || ticket.payWay === PayWay.wechat) ? takeTicket(ctx, ticket.ticket) : undefined;
    if (!t) {
      res.status(400).type('html').send(expiredPage('/', wallet));
      return;
    }
    const back = safeReturnUrl(t.returnUrl);
    if (body?.result !== 'success') {
      res.redirect(302, withFail(back));
      return;
    }
    try {
      applyPayment(ctx, t);
    } catch (err) {
      // The order changed meanwhile (closed, cancelled …): back to the app, which shows the order's state.
      if (!(err instanceof BizError)) throw err;
      res.redirect(302, withFail(back));
      return;
    }
    res.redirect(302, back);
  };
  r.post('/mock-pay/alipay/confirm', (c) => confirmOn('alipay', c.body as Record<string, unknown> | undefined, c.res));
  r.post('/mock-pay/wechat/confirm', (c) => confirmOn('wechat', c.body as Record<string, unknown> | undefined, c.res));
}
