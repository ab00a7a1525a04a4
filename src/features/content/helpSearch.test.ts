import { describe, expect, it } from 'vitest';
import type { Notice } from '@/contract/types.ts';
import { helpWords, searchHelp } from './helpSearch.ts';

const notice = (noticeId: number, noticeTitle: string, noticeContent: string): Notice =>
  ({ noticeId, noticeTitle, noticeContent, noticeType: 'cjwt', createTime: '2026-11-01 10:00:00' }) as Notice;

const HELP = [
  notice(1, '换绑需要多久？', '<p>验号通过后进入<b>换绑</b>，一般 30 分钟内完成。</p>'),
  notice(2, '包赔怎么选？', '<p>找回包赔按号价 10% 收取，人脸包赔按 15% 收取。</p>'),
  notice(3, '卖号要收多少手续费？', '<p>成交价的 5%，最低 ¥50。换绑完成后打款。</p>'),
  notice(4, '包赔理赔流程', '<p>账号被找回后提交售后申请。</p>'),
];

describe('帮助中心 search', () => {
  it('finds every word in the title or the text, title matches first', () => {
    expect(searchHelp(HELP, '换绑').map((n) => n.noticeId)).toEqual([1, 3]);
    expect(searchHelp(HELP, '包赔').map((n) => n.noticeId)).toEqual([2, 4]);
    expect(searchHelp(HELP, '包赔 找回').map((n) => n.noticeId)).toEqual([2, 4]);
    expect(searchHelp(HELP, '手续费 打款').map((n) => n.noticeId)).toEqual([3]);
  });

  it('reads the text, not the markup, and ignores case and extra spaces', () => {
    expect(searchHelp(HELP, '<b>')).toEqual([]);
    expect(searchHelp([notice(5, 'QQ 号被盗', '')], '  qq　被盗 ').map((n) => n.noticeId)).toEqual([5]);
    expect(helpWords(' 包赔  包赔 ')).toEqual(['包赔']);
  });

  it('finds nothing for nothing typed or a word no article holds, and lists an article once', () => {
    expect(searchHelp(HELP, '   ')).toEqual([]);
    expect(searchHelp(HELP, '租号')).toEqual([]);
    expect(searchHelp([...HELP, HELP[0]], '换绑需要')).toHaveLength(1);
  });
});
