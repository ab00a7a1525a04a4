import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import * as content from '@/api/content.ts';
import type { Notice, NoticeType } from '@/contract/types.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { NoticeCenter } from './NoticeCenter.tsx';

function notice(id: number, type: NoticeType, title: string): Notice {
  return { noticeId: id, noticeType: type, noticeTitle: title, noticeContent: `<p>${title}的正文</p>`, createTime: '2026-11-01 10:00:00' };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderCenter(url: string) {
  return renderWithChakra(
    <MemoryRouter initialEntries={[url]}>
      <Routes><Route path="/index/other/gonggao" element={<><NoticeCenter /><Where /></>} /></Routes>
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('NoticeCenter', () => {
  it('opens the tab of ?type=, lists it with links to newsDetail, and a tab change goes into the URL', async () => {
    const user = userEvent.setup();
    const list = vi.spyOn(content, 'noticeList').mockImplementation(async (type) => ({
      rows: type === 'zhgg' ? [notice(34, 'zhgg', '王者荣耀账号被找回，平台全额赔付')] : [notice(40, type, '付款后多久能拿到账号？')],
      total: 1,
    }));
    renderCenter('/index/other/gonggao?type=zhgg');
    expect(screen.getByRole('tab', { name: '追回案例' })).toHaveAttribute('aria-selected', 'true');
    const row = await screen.findByRole('link', { name: /王者荣耀账号被找回/ });
    expect(row).toHaveAttribute('href', '/index/other/newsDetail?id=34');
    expect(list).toHaveBeenCalledWith('zhgg', { pageNum: 1, pageSize: 10 }, expect.anything());

    await user.click(screen.getByRole('tab', { name: '常见问题' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/index/other/gonggao?type=cjwt');
    expect(await screen.findByRole('link', { name: /付款后多久能拿到账号/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /王者荣耀账号被找回/ })).toBeNull();
  });

  it('pages through a long type, keeping the page in the URL', async () => {
    const user = userEvent.setup();
    const list = vi.spyOn(content, 'noticeList').mockImplementation(async (type, query = {}) => ({
      rows: query.pageNum === 2 ? [notice(51, type, '第二页的问题')] : [notice(50, type, '第一页的问题')],
      total: 11,
    }));
    renderCenter('/index/other/gonggao?type=cjwt');
    expect(await screen.findByRole('link', { name: /第一页的问题/ })).toBeInTheDocument();
    expect(screen.getByText('共 11 条')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByRole('link', { name: /第二页的问题/ })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/index/other/gonggao?type=cjwt&page=2');
    expect(list).toHaveBeenLastCalledWith('cjwt', { pageNum: 2, pageSize: 10 }, expect.anything());
  });

  it('an unknown ?type= falls back to 新闻公告; an empty type says so', async () => {
    vi.spyOn(content, 'noticeList').mockResolvedValue({ rows: [], total: 0 });
    renderCenter('/index/other/gonggao?type=bogus');
    expect(screen.getByRole('tab', { name: '新闻公告' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('暂无新闻公告')).toBeInTheDocument();
  });

  it('a failed list shows the message and 重试', async () => {
    const user = userEvent.setup();
    const list = vi.spyOn(content, 'noticeList').mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValueOnce({ rows: [notice(24, 'xwgg', '客服验证功能全新上线')], total: 1 });
    renderCenter('/index/other/gonggao');
    await user.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: /客服验证功能全新上线/ })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });
});
