// Reproduction links that travel. A link the QA panel copies points at the mock itself (the one address the whole
// team reaches), not at the author's dev server: GET /__repro?l=<link> answers a small Chinese page that opens the
// link on the app of whoever opens it — their own dev server, a demo build, the team's preview. The page lists the
// apps that have talked to this mock lately (each app names its origin in X-Mock-App on its control calls, with
// the tester's name), remembers the choice in this browser (the mock origin's localStorage), and next time goes
// straight there. The app then opens the link as before (?mockRepro=…: a new space from the snapshot, the user,
// the scenario, the page). The page needs no control key: it shows only which apps exist and the link's summary;
// the app that opens the link sends the key.
import type { Request } from 'express';
import { escapeHtml } from '../routes/order.payPage.ts';
import { testerOf } from '../lib/client-id.ts';
import { formatTime } from '../lib/fixtures.ts';
import type { ReproLink } from '../../src/contract/types.ts';

export type { ReproLink };

export const APP_HEADER = 'X-Mock-App';
const ORIGIN = /^https?:\/\/[A-Za-z0-9.\-[\]:]{1,200}$/;
const MAX_APPS = 20;

export interface KnownApp {
  origin: string;
  tester?: string;
  lastSeen: number;
}

/** The app origins that called this mock, newest first (memory only: each app announces itself again at start). */
export class KnownApps {
  private readonly apps = new Map<string, KnownApp>();

  note(req: Request, now: number): void {
    const origin = req.get(APP_HEADER)?.trim();
    if (!origin || !ORIGIN.test(origin)) return;
    const tester = testerOf(req);
    this.apps.delete(origin);
    this.apps.set(origin, { origin, ...(tester ? { tester } : {}), lastSeen: now });
    if (this.apps.size > MAX_APPS) this.apps.delete(this.apps.keys().next().value as string);
  }

  list(): KnownApp[] {
    return [...this.apps.values()].reverse();
  }
}

/** The mock's own address as the caller reached it (MOCK_PUBLIC_URL when set): where a link for the team points. */
export function selfUrl(req: Request, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const raw = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const host = raw.includes(':') ? `[${raw}]` : raw;
  return `http://${host}:${req.socket.localPort ?? 3001}`;
}

export function parseLink(raw: unknown): ReproLink | undefined {
  if (typeof raw !== 'string' || raw.length > 4000) return undefined;
  try {
    const link = JSON.parse(raw) as ReproLink;
    if (!link || typeof link.s !== 'string' || !/^[\p{L}\p{N}_-]{1,40}$/u.test(link.s)) return undefined;
    if (link.at !== undefined && (typeof link.at !== 'string' || !link.at.startsWith('/') || link.at.startsWith('//'))) return undefined;
    return link;
  } catch {
    return undefined;
  }
}

const STYLE = `
*{box-sizing:border-box;margin:0;padding:0}
body{font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;background:#f5f6f8;color:#1f2329}
.wrap{max-width:540px;margin:0 auto;padding:20px 16px 32px}
h1{font-size:19px;margin-bottom:6px}
.sub{font-size:13px;color:#646a73;line-height:1.7;margin-bottom:16px}
.card{background:#fff;border-radius:12px;padding:6px 16px;margin-bottom:14px}
.row{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-bottom:1px solid #f0f1f2;font-size:14px}
.row:last-child{border-bottom:none}
.row span:first-child{color:#8f959e;flex:none}
.row span:last-child{text-align:right;word-break:break-all}
h2{font-size:15px;margin:18px 0 8px}
.app{display:flex;width:100%;align-items:center;gap:10px;background:#fff;border:1px solid #d9dce1;border-radius:10px;padding:12px 14px;margin-bottom:8px;font-size:14px;cursor:pointer;text-align:left;font-family:inherit;color:inherit}
.app b{font-weight:600}
.app small{margin-left:auto;color:#8f959e;flex:none}
.app.mine{border-color:#7c3aed;background:#f5f0ff}
form{display:flex;gap:8px;margin-top:4px}
form input{flex:1;min-width:0;height:42px;border:1px solid #d9dce1;border-radius:10px;padding:0 12px;font-size:14px;font-family:inherit}
button.go{height:42px;border:none;border-radius:10px;background:#7c3aed;color:#fff;padding:0 16px;font-size:14px;font-family:inherit;cursor:pointer}
label{display:flex;align-items:center;gap:8px;font-size:13px;color:#646a73;margin-top:14px}
label input{width:18px;height:18px;flex:none;margin:0}
.note{font-size:12px;color:#8f959e;line-height:1.7;margin-top:18px}
.err{background:#fff;border-radius:12px;padding:28px 18px;text-align:center;font-size:14px;color:#646a73;line-height:1.8}
`;

function ago(ms: number): string {
  const min = Math.max(0, Math.round(ms / 60_000));
  if (min < 1) return '刚刚';
  if (min < 60) return `${min} 分钟前`;
  const h = Math.round(min / 60);
  return h < 48 ? `${h} 小时前` : `${Math.round(h / 24)} 天前`;
}

function shell(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,">`
    + `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><div class="wrap">${body}</div></body></html>`;
}

/** The page for a broken link. */
export function brokenLinkPage(): string {
  return shell('复现链接无效', '<div class="err"><h1>复现链接无效</h1><p>链接内容不完整或已损坏：请让同事在 QA 面板重新复制复现链接。</p></div>');
}

/** The landing page of a link: where to open it. */
export function reproPage(raw: string, link: ReproLink, apps: KnownApp[], now: number): string {
  const rows = [
    ['快照', link.s],
    ...(link.by ? [['创建人', link.by]] : []),
    ['页面', link.at ?? '/'],
    ...(link.sc ? [['故障场景', `${link.sc}${link.t && link.t > 1 ? ` × ${link.t}` : ''}${link.p ? `（${link.p}）` : ''}`]] : []),
    ['登录用户', link.u ? `用户 ${link.u}` : '未登录'],
  ];
  const list = apps.length === 0
    ? '<p class="sub">还没有应用连接过这个模拟后端：在下面填你的应用地址（如 http://127.0.0.1:5173）。</p>'
    : apps.map((a) => `<button type="button" class="app" data-origin="${escapeHtml(a.origin)}"><b>${escapeHtml(a.tester ?? '未署名')}</b>`
      + `<span>${escapeHtml(a.origin)}</span><small>${ago(now - a.lastSeen)}</small></button>`).join('');
  const body = `<h1>打开复现链接</h1>
<p class="sub">这个链接会在<strong>你自己的应用</strong>里打开：新建一个数据空间，恢复同样的数据、用户、场景和页面，不影响任何人的数据。</p>
<div class="card">${rows.map(([k, v]) => `<div class="row"><span>${escapeHtml(k)}</span><span>${escapeHtml(v)}</span></div>`).join('')}</div>
<h2>在哪个应用中打开</h2>
<div id="apps">${list}</div>
<form id="other"><input id="origin" name="origin" placeholder="其他应用地址，如 http://127.0.0.1:5174" aria-label="其他应用地址" autocomplete="url"><button class="go" type="submit">打开</button></form>
<label><input type="checkbox" id="remember" checked> 以后在本浏览器直接用这个应用打开</label>
<p class="note">列出的是最近连接过这个模拟后端的应用（${escapeHtml(formatTime(now).slice(0, 16))} 时）。要换一个应用，在链接后加 &amp;choose=1。</p>
<script>
(function () {
  var KEY = 'mockReproApp';
  var link = ${JSON.stringify(raw).replace(/</g, '\\u003c')};
  var at = ${JSON.stringify(link.at ?? '/').replace(/</g, '\\u003c')};
  function go(origin, remember) {
    var base = origin.replace(/\\/+$/, '');
    if (!/^https?:\\/\\/[^/]+$/.test(base)) { alert('应用地址应为 http(s)://主机[:端口]'); return; }
    if (remember) { try { localStorage.setItem(KEY, base); } catch (e) {} }
    var url = new URL(base + at);
    url.searchParams.set('mockRepro', link);
    location.replace(url.toString());
  }
  var remembered = null;
  try { remembered = localStorage.getItem(KEY); } catch (e) {}
  var choose = new URLSearchParams(location.search).get('choose') === '1';
  if (remembered && !choose) { go(remembered, false); return; }
  var remember = document.getElementById('remember');
  document.querySelectorAll('.app').forEach(function (b) {
    if (b.getAttribute('data-origin') === remembered) b.classList.add('mine');
    b.addEventListener('click', function () { go(b.getAttribute('data-origin'), remember.checked); });
  });
  document.getElementById('other').addEventListener('submit', function (e) {
    e.preventDefault();
    go(document.getElementById('origin').value.trim(), remember.checked);
  });
})();
</script>`;
  return shell('打开复现链接', body);
}
