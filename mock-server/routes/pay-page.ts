// The mock 支付宝 cashier: a small Chinese page that looks enough like the real thing for demos, and makes
// plain that nothing is charged.
import type { Order } from '../../src/contract/types.ts';
import { formatYuan } from '../../src/contract/money.ts';
import type { PaymentTicket } from '../context.ts';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
}

const PAY_TYPE_NAMES: Record<PaymentTicket['payType'], string> = { deposit: '定金', full: '全款', balance: '尾款' };

const STYLE = `
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;background:#f5f6f8;color:#1f2329;min-height:100vh}
.wrap{max-width:540px;margin:0 auto;min-height:100vh;display:flex;flex-direction:column}
header{background:#1677ff;color:#fff;padding:14px 16px;display:flex;align-items:center;gap:10px}
.logo{width:30px;height:30px;border-radius:8px;background:#fff;color:#1677ff;font-weight:800;display:flex;align-items:center;justify-content:center;font-size:18px}
header h1{font-size:17px;font-weight:600}
.badge{margin-left:auto;font-size:12px;border:1px solid rgba(255,255,255,.7);border-radius:10px;padding:1px 8px}
.amount{background:#fff;text-align:center;padding:28px 16px 22px}
.amount .label{font-size:14px;color:#646a73}
.amount .num{font-size:38px;font-weight:700;margin-top:6px;letter-spacing:.5px}
.amount .num small{font-size:22px;margin-right:2px}
.amount .timer{margin-top:10px;font-size:13px;color:#f54a45}
.card{background:#fff;margin:12px;border-radius:12px;padding:4px 16px}
.row{display:flex;justify-content:space-between;gap:16px;padding:12px 0;border-bottom:1px solid #f0f1f2;font-size:14px}
.row:last-child{border-bottom:none}
.row span:first-child{color:#8f959e;flex:none}
.row span:last-child{text-align:right;word-break:break-all}
.method{display:flex;align-items:center;gap:10px;padding:14px 0;font-size:15px}
.method .dot{width:22px;height:22px;border-radius:50%;background:#1677ff;color:#fff;font-size:12px;display:flex;align-items:center;justify-content:center}
.method .check{margin-left:auto;color:#1677ff;font-weight:700}
.actions{padding:8px 12px 12px;display:flex;flex-direction:column;gap:10px}
button{width:100%;height:46px;border-radius:23px;font-size:16px;border:none;cursor:pointer;font-family:inherit}
.primary{background:#1677ff;color:#fff;font-weight:600}
.primary:active{background:#0958d9}
.ghost{background:#fff;color:#f54a45;border:1px solid #f5c2c0}
.note{margin:auto 16px 24px;font-size:12px;color:#8f959e;text-align:center;line-height:1.7}
.empty{background:#fff;margin:40px 16px;border-radius:12px;padding:36px 20px;text-align:center}
.empty h2{font-size:18px;margin-bottom:10px}
.empty p{color:#646a73;font-size:14px;line-height:1.7}
.empty a{display:inline-block;margin-top:18px;color:#1677ff;text-decoration:none}
`;

function shell(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover"><title>${escapeHtml(title)}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body><div class="wrap">${body}</div></body></html>`;
}

const HEADER = '<header><div class="logo">支</div><h1>支付宝收银台</h1><span class="badge">模拟</span></header>';

export function payPage(opts: {
  ticket: PaymentTicket; order: Order; confirmAction: string; serverTime: number; closeAt: number | undefined;
}): string {
  const { ticket, order } = opts;
  // The big amount has its ¥ set small beside it; the rest is written as every page and message writes money.
  const amount = formatYuan(ticket.amount).replace('¥', '');
  // For a deposit or a balance, say what the whole order costs and what is already paid.
  const totalRows = ticket.payType === 'full' ? '' : `<div class="row"><span>订单总额</span><span>${formatYuan(order.salePrice)}</span></div>`
    + (order.paidAmount > 0 ? `<div class="row"><span>已支付</span><span>${formatYuan(order.paidAmount)}</span></div>` : '');
  const timer = opts.closeAt === undefined ? '' : `<div class="timer" id="timer" data-left="${Math.max(0, opts.closeAt - opts.serverTime)}"></div>`;
  const form = (result: 'success' | 'fail', cls: string, label: string) =>
    `<form method="post" action="${escapeHtml(opts.confirmAction)}"><input type="hidden" name="ticket" value="${escapeHtml(ticket.ticket)}"><input type="hidden" name="result" value="${result}"><button class="${cls}" type="submit">${label}</button></form>`;
  const script = opts.closeAt === undefined ? '' : `<script>(function(){var el=document.getElementById('timer');var left=Number(el.dataset.left);var end=Date.now()+left;function tick(){var ms=Math.max(0,end-Date.now());var m=Math.floor(ms/60000),s=Math.floor(ms%60000/1000);el.textContent=ms>0?'请在 '+m+' 分 '+(s<10?'0':'')+s+' 秒内完成支付':'订单已超时，请返回重新下单';if(ms>0)setTimeout(tick,500);}tick();})();</script>`;
  return shell('支付宝收银台（模拟）', `${HEADER}
<section class="amount"><div class="label">订单金额（${PAY_TYPE_NAMES[ticket.payType]}）</div><div class="num"><small>¥</small>${amount}</div>${timer}</section>
<section class="card">
<div class="row"><span>商品</span><span>${escapeHtml(order.title)}</span></div>
<div class="row"><span>订单编号</span><span>${escapeHtml(order.no)}</span></div>${totalRows}
<div class="row"><span>收款方</span><span>游戏账号交易平台</span></div>
</section>
<section class="card"><div class="method"><span class="dot">支</span>余额宝 / 账户余额<span class="check">✓</span></div></section>
<section class="actions">${form('success', 'primary', '确认支付')}${form('fail', 'ghost', '支付失败')}</section>
<p class="note">这是本地模拟的支付页面，不会产生任何真实扣款。<br>点「确认支付」标记订单已付款并返回商城，点「支付失败」模拟支付未完成。</p>${script}`);
}

export function expiredPage(home: string): string {
  return shell('支付链接已失效', `${HEADER}<section class="empty"><h2>支付链接已失效</h2><p>该支付请求已完成、已取消或不存在。<br>请回到订单页重新发起支付。</p><a href="${escapeHtml(home)}">返回商城</a></section>`);
}
