import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as mockApi from '@/api/mock.ts';
import { ApiError } from '@/api/client.ts';
import type { MockClock } from '@/contract/types.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { stubExports } from '@/test/stubExports.ts';
import { Clock } from './Clock.tsx';
import { dueText, durationText, jobText } from './panelText.ts';

const api = { mockControl: vi.fn() };
/** QaPanel's run, as far as the section needs it: the action's answer, true when it went through. */
const run = vi.fn(async (_label: string, action: () => Promise<unknown>) => {
  try {
    await action();
    return true;
  } catch {
    return false;
  }
});

const CLOCK: MockClock = {
  offsetMs: 2 * 3_600_000 + 15 * 60_000,
  now: '2026-11-28 12:00:00',
  pending: 3,
  jobs: [
    { id: 7, kind: 'order.payDeadline', dueAt: '2026-11-28 12:10:00', payload: { orderId: 31 } },
    { id: 8, kind: 'order.payout', dueAt: '2026-11-28 14:00:00', payload: { orderId: 12 } },
    { id: 9, kind: 'recycle.bid', dueAt: '2026-11-30 12:00:00', payload: { backlistId: 5, nth: 1 } },
  ],
};

beforeEach(() => {
  api.mockControl.mockImplementation(async (method: string, path: string) => {
    if (method === 'GET' && path === '/clock') return { code: 200, msg: '操作成功', data: CLOCK };
    return { code: 200, msg: '时钟已快进 2 小时，运行了 1 个到期任务', data: { offsetMs: 0, now: '', ran: [], pending: 0 } };
  });
  stubExports(mockApi, { mockControl: api.mockControl });
});
afterEach(() => {
  vi.clearAllMocks();
});

const posts = () => api.mockControl.mock.calls.filter(([m, p]) => m === 'POST' && p === '/clock').map(([, , body]) => body as { advanceMs: number });

describe('the QA panel\'s 时间', () => {
  it('shows the space\'s mock time, how far ahead of real time, and the pending jobs in Chinese with when', async () => {
    renderWithChakra(<Clock enabled run={run} where="数据空间「alice」" />);
    expect(await screen.findByTestId('qa-clock-now')).toHaveTextContent('模拟时间 2026-11-28 12:00:00 · 比真实时间快 2 小时 15 分钟');
    expect(screen.getByText('数据空间「alice」的模拟时钟，登录不受影响')).toBeInTheDocument();
    expect(screen.getAllByTestId('qa-job').map((r) => r.textContent)).toEqual([
      '11-28 12:10订单 31 超时未支付，自动关闭10 分钟后',
      '11-28 14:00订单 12 给卖家打款2 小时后',
      '11-30 12:00估价单 5 收到第 2 个报价2 天后',
    ]);
    expect(screen.getByText('待运行的定时任务（3）')).toBeInTheDocument();
  });

  it('快进 moves the clock by its step, then refetches every query so the screens show what the jobs did', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderWithChakra(<Clock enabled run={run} where="共享空间" />);
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByTestId('qa-clock-now');
    await user.click(screen.getByRole('button', { name: '快进 15 分钟' }));
    await user.click(screen.getByRole('button', { name: '快进 2 小时' }));
    await user.click(screen.getByRole('button', { name: '快进 1 天' }));
    await waitFor(() => expect(posts()).toEqual([{ advanceMs: 900_000 }, { advanceMs: 7_200_000 }, { advanceMs: 86_400_000 }]));
    expect(run).toHaveBeenCalledWith('快进 2 小时', expect.any(Function));
    // All queries (no key): the app's screens and this section's clock.
    await waitFor(() => expect(refetch).toHaveBeenCalledTimes(3));
    expect(refetch).toHaveBeenCalledWith();
  });

  it('快进 a number of minutes typed in, only a whole number the mock takes; a refusal refetches nothing', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderWithChakra(<Clock enabled run={run} where="共享空间" />);
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByTestId('qa-clock-now');
    const field = screen.getByLabelText('快进分钟数');
    const go = screen.getByRole('button', { name: '快进' });
    expect(go).toBeDisabled();
    await user.type(field, '0');
    expect(go).toBeDisabled();
    expect(screen.getByText(/请输入 1–43200 之间的整数分钟/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '1.5');
    expect(go).toBeDisabled();
    await user.clear(field);
    await user.type(field, '90{Enter}');
    await waitFor(() => expect(posts()).toEqual([{ advanceMs: 5_400_000 }]));
    await waitFor(() => expect(field).toHaveValue(''));

    api.mockControl.mockRejectedValueOnce(new ApiError(500, '快进时长（advanceMs）应为 1 到 2592000000 之间的毫秒数（最多 30 天），时钟只能向前拨', 'business'));
    refetch.mockClear();
    await user.type(field, '30');
    await user.click(go);
    await waitFor(() => expect(posts()).toHaveLength(2));
    expect(refetch).not.toHaveBeenCalled();
    expect(field).toHaveValue('30');
  });

  it('says when nothing is pending and when the clock runs at real time', async () => {
    api.mockControl.mockResolvedValue({ code: 200, msg: '操作成功', data: { offsetMs: 0, now: '2026-11-28 12:00:00', pending: 0, jobs: [] } });
    renderWithChakra(<Clock enabled run={run} where="共享空间" />);
    expect(await screen.findByTestId('qa-clock-now')).toHaveTextContent('与真实时间一致');
    expect(screen.getByText('没有待运行的定时任务')).toBeInTheDocument();
  });
});

describe('the words of 时间', () => {
  it('names every stretch, due time and job kind in Chinese', () => {
    expect(durationText(30_000)).toBe('不到 1 分钟');
    expect(durationText(90 * 60_000)).toBe('1 小时 30 分钟');
    expect(durationText(30 * 86_400_000 + 5 * 60_000)).toBe('30 天 5 分钟');
    expect(durationText(2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000)).toBe('2 天 3 小时');
    expect(dueText('2026-11-28 11:59:00', '2026-11-28 12:00:00')).toBe('已到期');
    expect(dueText('2026-11-29 13:00:00', '2026-11-28 12:00:00')).toBe('1 天 1 小时后');
    expect(jobText({ kind: 'listing.audit', payload: { goodsId: 301 } })).toBe('商品 301 自动审核通过');
    expect(jobText({ kind: 'backOrder.tick', payload: { backOrderId: 6 } })).toBe('回收订单 6 推进一步');
    expect(jobText({ kind: 'something.new', payload: {} })).toBe('定时任务 something.new');
  });
});
