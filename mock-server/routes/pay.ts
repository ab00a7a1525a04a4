// Payments: /saleOrder/pay answers a form (支付宝) or a code_url (微信) carrying a one-off ticket; the mock
// cashier page at /mock-pay/alipay completes or fails it and sends the browser back to the app. The payment's
// rules (the ticket, what is payable, the payment itself) are domain/order.ts.
import type { Request, Response } from 'express';
import type { PayResult, PayWay } from '../../src/contract/types.ts';
import { OrderStatus } from '../../src/contract/statuses.ts';
import type { MockContext } from '../context.ts';
import { parseTime } from '../lib/fixtures.ts';
import { BizError, forbidden, ok } from '../lib/envelope.ts';
import { expiredPage, payPage } from './pay-page.ts';
import { parse } from '../lib/validate.ts';
import { payBody } from '../../src/contract/wire/requests.ts';
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
  const r = routes.domain('pay');
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
    const action = `${forwardedPrefix(c.req)}/mock-pay/alipay?ticket=${ticket.ticket}`;
    const formStr = payWay === 2
      ? `<form name="punchout_form" method="post" action="${action}"><input type="hidden" name="ticket" value="${ticket.ticket}"><input type="submit" value="立即支付" style="display:none"></form><script>document.forms[0].submit();</script>`
      : `weixin://wxpay/bizpayurl?pr=${ticket.ticket}`;
    const data: PayResult = { orderId: o.orderId, payWay, amount, formStr };
    return ok(data);
  });

  const ticketOf = (req: Request): string => {
    const fromQuery = req.query.ticket;
    const fromBody = (req.body as Record<string, unknown> | undefined)?.ticket;
    return typeof fromQuery === 'string' ? fromQuery : typeof fromBody === 'string' ? fromBody : '';
  };
  const showCashier = (req: Request, res: Response) => {
    const t = ctx.tickets.get(ticketOf(req));
    res.setHeader('Cache-Control', 'no-store');
    res.type('html');
    const order = t && ctx.store.orders.get(t.orderId);
    if (!t || !order) {
      res.status(404).send(expiredPage('/'));
      return;
    }
    const closeAt = order.orderStatus === OrderStatus.unpaid ? parseTime(order.closeTime) : undefined;
    res.send(payPage({
      ticket: t, order, confirmAction: `${forwardedPrefix(req)}/mock-pay/alipay/confirm`, serverTime: ctx.now(), closeAt,
    }));
  };
  r.get('/mock-pay/alipay', (c) => showCashier(c.req, c.res));
  r.post('/mock-pay/alipay', (c) => showCashier(c.req, c.res));

  r.post('/mock-pay/alipay/confirm', (c) => {
    const body = c.body as Record<string, unknown>;
    const t = typeof body.ticket === 'string' ? takeTicket(ctx, body.ticket) : undefined;
    if (!t) {
      c.res.status(400).type('html').send(expiredPage('/'));
      return;
    }
    const back = safeReturnUrl(t.returnUrl);
    if (body.result !== 'success') {
      c.res.redirect(302, withFail(back));
      return;
    }
    try {
      applyPayment(ctx, t);
    } catch (err) {
      // The order changed meanwhile (closed, cancelled …): back to the app, which shows the order's state.
      if (!(err instanceof BizError)) throw err;
      c.res.redirect(302, withFail(back));
      return;
    }
    c.res.redirect(302, back);
  });
}
