// Announcements and help articles (notice types per product.md), and the rest of the content pages' data:
// 商务合作's contact block and the app packages the 下载APP page links to (served locally, never a 404).
import type { Notice, NoticeType } from '../../src/contract/types.ts';
import type { MockContext } from '../context.ts';
import { BUSINESS_CONTACT } from '../lib/fixtures.ts';
import { BizError, fail, ok, page } from '../lib/envelope.ts';
import { pageOf, parse } from '../lib/validate.ts';
import { NOTICE_TYPES, noticeListQuery, noticeTypeQuery } from '../../src/contract/common/requests.ts';
import { idParam } from './common.ts';
import type { Call, Routes } from './registry.ts';

export { NOTICE_TYPES };
const SHORT_LIST = 10;

function newest(ctx: MockContext, type: NoticeType | undefined): Notice[] {
  return ctx.store.db.notices.filter((n) => type === undefined || n.noticeType === type)
    .sort((a, b) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : b.noticeId - a.noticeId));
}

function detail(c: Call) {
  const id = idParam(c, 'id', '公告');
  const n = c.ctx.store.db.notices.find((x) => x.noticeId === id);
  if (!n) fail('公告不存在');
  return ok(n);
}

export function contentRoutes(routes: Routes): void {
  const r = routes.domain('content');
  const ctx = routes.ctx;

  r.get('/web/notice/list', (c) => {
    const q = parse(noticeListQuery, c.query);
    const p = pageOf(q);
    const rows = newest(ctx, q.noticeType);
    return page(rows.slice(p.start, p.start + p.pageSize), rows.length);
  });

  r.get('/V2/H5/gonggaoDetails', (c) => {
    const q = parse(noticeTypeQuery, c.query);
    return ok(newest(ctx, q.noticeType).slice(0, SHORT_LIST));
  });

  r.get('/web/notice/:id', detail);
  r.get('/system/notice/:id', detail);

  r.get('/web/cooperate/contact', () => ok(BUSINESS_CONTACT));

  // What 下载APP's button and QR code point at in mock mode: a small placeholder package per Android version,
  // and for iOS a page saying where to install it.
  r.get('/profile/app/:name', (c) => {
    const name = c.params.name ?? '';
    if (name === 'ios') {
      c.res.type('html').send(IOS_PAGE);
      return;
    }
    const version = /^youxihao-(\d{1,3}\.\d{1,3}\.\d{1,3})\.apk$/.exec(name)?.[1];
    if (!version || !ctx.store.db.appVersions.some((v) => v.appType === 'android' && v.versionName === version)) {
      throw new BizError('安装包不存在', 404, 404);
    }
    c.res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    c.res.type('application/vnd.android.package-archive').send(Buffer.from(`模拟安装包：游戏号交易 安卓版 ${version}（仅供本地演示，无法安装）\n`));
  });
}

const IOS_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>下载 iOS 版</title>
<style>body{margin:0;font:16px/1.7 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8;color:#1f2329}
main{max-width:480px;margin:0 auto;padding:48px 24px;text-align:center}h1{font-size:22px;margin:0 0 12px}
p{margin:0 0 8px;color:#646a73}</style>
</head><body><main><h1>游戏号交易 iOS 版</h1>
<p>请在 App Store 搜索“游戏号交易”下载安装。</p><p>（模拟环境：此页面代替 App Store 链接）</p></main></body></html>`;
