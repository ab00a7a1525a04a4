// The physical limit of a landing page's LCP (`npm run bench:lighthouse -- --plain`): for each measured route, a
// plain HTML page with nothing but its LCP picture — the same address the app draws (asked of the same mock, as
// app/earlyHome.ts, earlyList.ts and earlyDetail.ts do), at the same place and size (the slots of those modules,
// repeated below in plain CSS: the column capped at 540 px, 1 rem a tenth of it, Chakra's 16-px rem as
// 16/37.5 of ours), preloaded at high priority as the app's painter does (fetchpriority=high, decoding=sync).
// No script, no stylesheet file: the HTML (≤ 14 KB, one round trip) then the picture. Served by the same nginx as
// the app (deploy/nginx.conf, over the same TLS and HTTP/2) from a folder of its own, precompressed as the build
// is; nginx's SPA fallback sends every route to index.html, so each page is a file `<name>.html`
// (plainPath() gives its address). No app of any stack draws its picture sooner than this page does.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const API = '/prod-api';
/** Chakra's 16-px rem in ours, as app/earlyPicture.ts's crem(). */
const crem = (amount) => `${Number(((amount * 16) / 37.5).toFixed(4))}rem`;
const line = (size) => `line ${crem(size)}`;

/** What each route's first data is and which picture it draws, with the slot the app draws it in. */
const PAGES = {
  '/index/home': {
    name: 'home',
    // earlyHome.ts bannerSlot(true): a fresh visit shows the app prompt.
    slot: { above: [crem(2.875), '1px', crem(0.5), line(0.875), line(0.625), crem(0.5), '1px', crem(0.75), crem(2.5), crem(0.75)],
      padding: crem(0.75), ratio: '2.5', radius: crem(0.75), background: '#f4f4f5', fit: 'cover' },
    pictures: async (mock) => {
      const { rows } = await (await fetch(`${mock}/account/zhubo/list?type=2`)).json();
      return rows.slice(0, 1).map((r) => ({ url: r.img, alt: r.name }));
    },
  },
  '/index/goodList': {
    name: 'goodList',
    // earlyList.ts firstRowSlot (grid view, no chips).
    slot: { above: [crem(2.875), '1px', crem(0.5), crem(2.25), crem(0.5), crem(2.5), '1px', crem(0.5), line(0.75), crem(0.5)],
      padding: crem(0.5), columns: 2, gap: crem(0.5), ratio: '16 / 9', radius: `${crem(0.5)} ${crem(0.5)} 0 0`,
      background: '#f4f4f5', fit: 'cover' },
    pictures: async (mock) => {
      const { rows } = await (await fetch(`${mock}/web/good/allList`, { method: 'POST',
        headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pageNum: 1, pageSize: 10 }) })).json();
      return rows.slice(0, 2).map((g) => ({ url: g.titleImg, alt: g.title }));
    },
  },
  '/index/goodDetail?id=1': {
    name: 'goodDetail',
    // earlyDetail.ts GALLERY_SLOT; the first picture as features/goods/pictures.ts orders them (the cover first).
    slot: { above: [crem(2.875), '1px'], ratio: '16 / 9', background: '#18181b', fit: 'contain' },
    pictures: async (mock) => {
      const { data: g } = await (await fetch(`${mock}/web/good/info/1`)).json();
      return [{ url: g.titleImg || g.urlArr?.[0]?.url, alt: '封面' }];
    },
  },
};

/** The API's picture path as the app asks for it (api/client.ts assetUrl). */
const assetUrl = (url) => (/^(https?:|data:|blob:)/i.test(url) || url.startsWith('//') || url.startsWith(`${API}/`) ? url : API + url);
const escape = (text) => String(text ?? '').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function html({ slot, pictures }) {
  const above = slot.above.map((h) => (h.startsWith('line ')
    ? `<div style="font-size:${h.slice(5)};line-height:1.5;white-space:pre;visibility:hidden"> </div>`
    : `<div style="height:${h}"></div>`)).join('');
  const frames = pictures.map(({ src, alt }) => `<div style="aspect-ratio:${slot.ratio};border-radius:${slot.radius ?? '0'};`
    + `background:${slot.background};overflow:hidden"><img src="${escape(src)}" alt="${escape(alt)}" fetchpriority="high" `
    + `decoding="sync" style="display:block;width:100%;height:100%;object-fit:${slot.fit}"></div>`).join('');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>游戏账号交易平台</title>
<link rel="preload" as="image" href="${escape(pictures[0].src)}" fetchpriority="high">
<style>html{font-size:min(10vw,54px)}body{margin:0;background:#e6e8ec}*{box-sizing:border-box}
main{max-width:540px;margin:0 auto;min-height:100vh;background:#f4f5f7}</style></head>
<body><main>${above}<div style="padding:0 ${slot.padding ?? '0'};display:grid;column-gap:${slot.gap ?? '0'};`
    + `grid-template-columns:repeat(${slot.columns ?? 1},minmax(0,1fr))">${frames}</div></main></body></html>
`;
}

/** The plain page's address for a measured route. */
export const plainPath = (path) => `/${PAGES[path]?.name ?? 'home'}.html`;

/** Empties `dir` and gives it the index.html nginx falls back to (never measured): ready to be served. */
export function preparePlainDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>plain</title>\n');
}

/** Writes the plain pages of `paths` into `dir` (preparePlainDir), asking `mockUrl` for the pictures. */
export async function writePlainPages(dir, mockUrl, paths) {
  for (const path of paths) {
    const page = PAGES[path];
    if (!page) throw new Error(`no plain page for ${path} (scripts/plain-pages.mjs PAGES)`);
    const pictures = (await page.pictures(mockUrl)).map(({ url, alt }) => ({ src: assetUrl(url), alt }));
    if (!pictures[0]?.src) throw new Error(`the mock gave ${path} no picture`);
    const text = html({ slot: page.slot, pictures });
    const file = join(dir, `${page.name}.html`);
    writeFileSync(file, text);
    writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(text));
  }
}
