import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '@/api/client.ts';
import type { Message } from '@/contract/types.ts';
import { ReadState } from '@/contract/statuses.ts';
import * as messageApi from '@/api/message.ts';
import * as toastModule from '@/components/toast.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { stubExports } from '@/test/stubExports.ts';
import { clearToken, setToken } from '@/stores/session.ts';
import { appState } from '@/stores/app.ts';
import { clearTabBadges, tabBadgeState } from '@/stores/badges.ts';
import { MessageCenter } from './MessageCenter.tsx';

const api = { messageList: vi.fn(), markMessageRead: vi.fn() };
const toastError = vi.fn();
beforeEach(() => {
  stubExports(messageApi, api);
  stubExports(toastModule, { toast: { success: vi.fn(), error: toastError, info: vi.fn(), fromError: toastError } });
});

const msg = (id: number, patch: Partial<Message> = {}): Message => ({
  id, sendTitle: `标题${id}`, sendContent: `内容${id}`, sendTime: '2026-11-21 10:00:00', sendTypeName: '系统通知', readState: ReadState.unread, ...patch,
});

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function renderCenter(url = '/index/other/xiaoxi') {
  return renderWithChakra(
    <MemoryRouter initialEntries={[url]}>
      <Routes><Route path="*" element={<><MessageCenter /><Where /></>} /></Routes>
    </MemoryRouter>,
  );
}

const rowOf = (title: string) => screen.getByText(title).closest('[data-testid="message-row"]') as HTMLElement;

describe('MessageCenter', () => {
  let rows: Message[];
  beforeEach(() => {
    setToken('t');
    clearTabBadges();
    rows = [msg(1, { relatedType: 'order', relatedDataId: 5, sendTypeName: '交易消息' }), msg(2), msg(3, { readState: ReadState.read })];
    api.messageList.mockImplementation(async (q: { readState?: number; pageSize?: number }) => {
      const list = rows.filter((m) => q.readState === undefined || m.readState === q.readState);
      return { rows: list.slice(0, q.pageSize ?? 10), total: list.length, unread: rows.filter((m) => m.readState === ReadState.unread).length };
    });
  });
  afterEach(() => {
    clearToken();
    vi.clearAllMocks();
  });

  it('shows the messages with their type, the unread count on the tab and on the 消息 badge', async () => {
    renderCenter();
    expect(await screen.findByText('标题1')).toBeInTheDocument();
    expect(screen.getAllByTestId('message-row')).toHaveLength(3);
    expect(within(rowOf('标题1')).getByText('交易消息')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '未读（2）' })).toBeInTheDocument();
    await waitFor(() => expect(tabBadgeState.counts.messages).toBe(2));
    expect(appState.counter).toBe(2);
  });

  it('marks a tapped message read at once and opens its order', async () => {
    let settle: () => void = () => undefined;
    api.markMessageRead.mockImplementation(() => new Promise<void>((resolve) => { settle = () => { rows[0].readState = ReadState.read; resolve(); }; }));
    renderCenter();
    fireEvent.click(await screen.findByText('标题1'));
    expect(screen.getByTestId('where')).toHaveTextContent('/index/orderDetail?orderId=5');
    // Before the server has answered: the badge and the app state's counter have fallen already.
    await waitFor(() => expect(tabBadgeState.counts.messages).toBe(1));
    expect(appState.counter).toBe(1);
    await waitFor(() => expect(api.markMessageRead).toHaveBeenCalledWith(1));
    settle();
  });

  it('unfolds a message that leads nowhere, and puts it back to unread when the server refuses', async () => {
    api.markMessageRead.mockRejectedValue(new Error('无权操作该消息'));
    renderCenter();
    fireEvent.click(await screen.findByText('标题2'));
    expect(rowOf('标题2')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('where')).toHaveTextContent('/index/other/xiaoxi');
    await waitFor(() => expect(toastError).toHaveBeenCalled());
    await waitFor(() => expect(rowOf('标题2')).toHaveAttribute('data-read', 'no'));
  });

  it('全部已读 marks every unread message of the page', async () => {
    api.markMessageRead.mockImplementation(async (id: number) => { rows.find((m) => m.id === id)!.readState = ReadState.read; });
    renderCenter();
    await screen.findByText('标题1');
    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(api.markMessageRead.mock.calls.map((c) => c[0]).sort()).toEqual([1, 2]));
    await waitFor(() => expect(screen.getAllByTestId('message-row').every((r) => r.dataset.read === 'yes')).toBe(true));
    expect(screen.getByRole('button', { name: '全部已读' })).toBeDisabled();
    await waitFor(() => expect(tabBadgeState.counts.messages).toBe(0));
  });

  it('shows only unread messages on 未读', async () => {
    renderCenter('/index/other/xiaoxi?tab=unread');
    await screen.findByText('标题1');
    expect(screen.getAllByTestId('message-row')).toHaveLength(2);
    expect(api.messageList).toHaveBeenCalledWith(expect.objectContaining({ readState: ReadState.unread, pageNum: 1, pageSize: 10 }));
  });

  it('says so when nothing is unread', async () => {
    rows.forEach((m) => { m.readState = ReadState.read; });
    renderCenter('/index/other/xiaoxi?tab=unread');
    expect(await screen.findByText('没有未读消息，全部看完啦')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '未读' })).toBeInTheDocument();
  });

  it('shows the server’s message and 重试 when the list fails', async () => {
    api.messageList.mockRejectedValue(new ApiError(500, '系统繁忙', 'business'));
    renderCenter();
    expect(await screen.findByText('系统繁忙')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('pages with 下一页 and keeps the page in the URL', async () => {
    rows = Array.from({ length: 15 }, (_, i) => msg(i + 1, { readState: ReadState.read }));
    api.messageList.mockImplementation(async (q: { pageNum: number; pageSize: number }) => ({
      rows: rows.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize), total: rows.length, unread: 0,
    }));
    renderCenter();
    await screen.findByText('标题1');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('标题11')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/index/other/xiaoxi?page=2');
  });
});
