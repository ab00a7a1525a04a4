import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@/api/client.ts';
import * as content from '@/api/content.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { GONGGAO_BACK, NoticeArticle } from './NoticeArticle.tsx';

function renderArticle(rawId: string | null) {
  return renderWithChakra(<MemoryRouter><NoticeArticle rawId={rawId} back={GONGGAO_BACK} /></MemoryRouter>);
}

afterEach(() => vi.restoreAllMocks());

describe('NoticeArticle', () => {
  it('shows the title, type, date and the sanitised content', async () => {
    const detail = vi.spyOn(content, 'noticeDetail').mockResolvedValue({
      noticeId: 24, noticeTitle: '客服验证功能全新上线', noticeType: 'xwgg', createTime: '2026-11-19 17:29:00',
      noticeContent: '<p>输入对方 QQ 号即可验证</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
    });
    renderArticle('24');
    expect(await screen.findByRole('heading', { name: '客服验证功能全新上线' })).toBeInTheDocument();
    expect(detail).toHaveBeenCalledWith(24, expect.anything());
    expect(screen.getByText('新闻公告')).toBeInTheDocument();
    expect(screen.getByText('2026-11-19 17:29')).toBeInTheDocument();
    const article = screen.getByTestId('notice-article');
    expect(article).toHaveTextContent('输入对方 QQ 号即可验证');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
  });

  it('an id the server does not know: a clear message and the way back, no 重试', async () => {
    vi.spyOn(content, 'noticeDetail').mockRejectedValue(new ApiError(500, '公告不存在', 'business'));
    renderArticle('9999');
    expect(await screen.findByText('公告不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回公告中心' })).toHaveAttribute('href', '/index/other/gonggao');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('a link without a usable id asks nothing of the server', () => {
    const detail = vi.spyOn(content, 'noticeDetail');
    renderArticle('abc');
    expect(screen.getByText('该内容不存在或已下线')).toBeInTheDocument();
    expect(detail).not.toHaveBeenCalled();
  });

  it('a network failure offers 重试, which loads the notice', async () => {
    const user = userEvent.setup();
    vi.spyOn(content, 'noticeDetail')
      .mockRejectedValueOnce(new ApiError(0, '网络连接失败，请检查网络', 'network'))
      .mockResolvedValueOnce({ noticeId: 3, noticeTitle: '包赔服务说明', noticeType: 'bpjs', createTime: '2026-02-04 10:00:00', noticeContent: '<p>正文</p>' });
    renderArticle('3');
    expect(await screen.findByText('网络连接失败，请检查网络')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '包赔服务说明' })).toBeInTheDocument();
  });
});
