// The mock cashiers, 支付宝's and 微信's (H5 pay, where a phone leaves the shop for the wallet and comes back): a
// small Chinese page each that looks enough like the real thing for demos, and makes plain that nothing is
// charged. One page, two wallets: the colour, the name, the method line and the buttons' words differ.
import type { Order } from '../../src/contract/types.ts';
import { formatYuan } from '../../src/contract/money.ts';
import type { PaymentTicket } from '../context.ts';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);
}

const PAY_TYPE_NAMES: Record<PaymentTicket['payType'], string> = { deposit: '定金', full: '全款', balance: '尾款' };

export type Wallet = 'alipay' | 'wechat';

interface WalletLook {
  /** The brand colour (--c) and its pressed shade (--d). */
  colour: string;
  pressed: string;
  logo: string;
  title: string;
  method: string;
  /** The button that leaves without paying. */
  quit: string;
}

const WALLETS: Record<Wallet, WalletLook> = {
  alipay: { colour: '#1677ff', pressed: '#0958d9', logo: '支', title: '支付宝收银台', method: '余额宝 / 账户余额', quit: '支付失败' },
  wechat: { colour: '#07c160', pressed: '#06ad56', logo: '微', title: '微信支付', method: '零钱', quit: '取消支付' },
};

const STYLE = `
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;background:#f5f6f8;color:#1f2329;min-height:100vh}
.wrap{max-width:540px;margin:0 auto;min-height:100vh;display:flex;flex-direction:column}
header{background:var(--c);color:#fff;padding:14px 16px;display:flex;align-items:center;gap:10px}
.logo{width:30px;height:30px;border-radius:8px;background:#fff;color:var(--c);font-weight:800;display:flex;align-items:center;justify-content:center;font-size:18px}
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
.row span:last-child{text-align:right;overflow-wrap:anywhere}
.method{display:flex;align-items:center;gap:10px;padding:14px 0;font-size:15px}
.method .dot{width:22px;height:22px;border-radius:50%;background:var(--c);color:#fff;font-size:12px;display:flex;align-items:center;justify-content:center}
.method .check{margin-left:auto;color:var(--c);font-weight:700}
.actions{padding:8px 12px 12px;display:flex;flex-direction:column;gap:10px}
button{width:100%;height:46px;border-radius:23px;font-size:16px;border:none;cursor:pointer;font-family:inherit}
.primary{background:var(--c);color:#fff;font-weight:600}
.primary:active{background:var(--d)}
.ghost{background:#fff;color:#f54a45;border:1px solid #f5c2c0}
.note{margin:auto 16px 24px;font-size:12px;color:#8f959e;text-align:center;line-height:1.7}
.empty{background:#fff;margin:40px 16px;border-radius:12px;padding:36px 20px;text-align:center}
.empty h2{font-size:18px;margin-bottom:10px}
.empty p{color:#646a73;font-size:14px;line-height:1.7}
.empty a{display:inline-block;margin-top:18px;color:var(--c);text-decoration:none}
`;

function shell(wallet: Wallet, title: string, body: string): string {
  const look = WALLETS[wallet];
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover"><title>${escapeHtml(title)}</title><link rel="icon" href="data:,"><style>:root{--c:${look.colour};--d:${look.pressed}}${STYLE}</style></head><body><div class="wrap">${body}</div></body></html>`;
}

const header = (wallet: Wallet) => `<header><div class="logo">${WALLETS[wallet].logo}</div><h1>${WALLETS[wallet].title}</h1><span class="badge">模拟</span></header>`;

export function payPage(opts: {
  ticket: PaymentTicket; order: Order; confirmAction: string; serverTime: number; closeAt: number | undefined; wallet?: Wallet;
}): string {
  const { ticket, order } = opts;
  const wallet = opts.wallet ?? 'alipay';
  const look = WALLETS[wallet];
  // The big amount has its ¥ set small beside it; the rest is written as every page and message writes money.
  const amount = formatYuan(ticket.amount).replace('¥', '');
  // For a deposit or a balance, say what the whole order costs and what is already paid.
  const totalRows = ticket.payType === 'full' ? '' : `<div class="row"><span>订单总额</span><span>${formatYuan(order.salePrice)}</span></div>`
    + (order.paidAmount > 0 ? `<div class="row"><span>已支付</span><span>${formatYuan(order.paidAmount)}</span></div>` : '');
  const timer = opts.closeAt === undefined ? '' : `<div class="timer" id="timer" data-left="${Math.max(0, opts.closeAt - opts.serverTime)}"></div>`;
  const form = (result: 'success' | 'fail', cls: string, label: string) =>
    `<form method="post" action="${escapeHtml(opts.confirmAction)}"><input type="hidden" name="ticket" value="${escapeHtml(ticket.ticket)}"><input type="hidden" name="result" value="${result}"><button class="${cls}" type="submit">${label}</button></form>`;
  const script = opts.closeAt === undefined ? '' : `<script>(function(){var el=document.getElementById('timer');var left=Number(el.dataset.left);var end=Date.now()+left;function tick(){var ms=Math.max(0,end-Date.now());var m=Math.floor(ms/60000),s=Math.floor(ms%60000/1000);el.textContent=ms>0?'请在 '+m+' 分 '+(s<10?'0':'')+s+' 秒内完成支付':'订单已超时，请返回重新下单';if(ms>0)setTimeout(tick,500);}tick();})();</script>`;
  return shell(wallet, `${look.title}（模拟）`, `${header(wallet)}
<section class="amount"><div class="label">订单金额（${PAY_TYPE_NAMES[ticket.payType]}）</div><div class="num"><small>¥</small>${amount}</div>${timer}</section>
<section class="card">
<div class="row"><span>商品</span><span>${escapeHtml(order.title)}</span></div>
<div class="row"><span>订单编号</span><span>${escapeHtml(order.no)}</span></div>${totalRows}
<div class="row"><span>收款方</span><span>游戏账号交易平台</span></div>
</section>
<section class="card"><div class="method"><span class="dot">${look.logo}</span>${look.method}<span class="check">✓</span></div></section>
<section class="actions">${form('success', 'primary', '确认支付')}${form('fail', 'ghost', look.quit)}</section>
<p class="note">这是本地模拟的${wallet === 'wechat' ? '微信' : ''}支付页面，不会产生任何真实扣款。<br>点「确认支付」标记订单已付款并返回商城，<br>点「${look.quit}」模拟支付未完成。</p>${script}`);
}

export function expiredPage(home: string, wallet: Wallet = 'alipay'): string {
  return shell(wallet, '支付链接已失效', `${header(wallet)}<section class="empty"><h2>支付链接已失效</h2><p>该支付请求已完成、已取消或不存在。<br>请回到订单页重新发起支付。</p><a href="${escapeHtml(home)}">返回商城</a></section>`);
}
