import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as mockApi from '@/api/mock.ts';
import { ApiError } from '@/api/client.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { stubExports } from '@/test/stubExports.ts';
import { mockKey, sandboxSpace, sandboxTester, setMockKey, setSandboxSpace, setSandboxTester } from '@/stores/sandboxClient.ts';
import { getToken, setToken } from '@/stores/session.ts';
import * as spaceModule from './sandboxSpace.ts';
import QaPanel from './QaPanel.tsx';
import { toast } from '@/components/toast.ts';

const api = { mockControl: vi.fn() };
const reload = vi.fn();
const SPACES = { current: 'shared', currentExists: true, spaces: [
  { name: 'shared', shared: true, open: true, from: 'seed', createdAt: '', lastUsedAt: null },
  { name: 'alice', open: true, from: 'demo-mid-trade', createdAt: '2026-11-28 10:00:00', lastUsedAt: null },
] };

/** Answers the panel's reads; writes answer ok. */
function answer(method: string, path: string): unknown {
  if (method === 'GET' && path === '/spaces') return { code: 200, data: SPACES };
  if (method === 'GET' && path === '/snapshots') return { code: 200, data: [{ name: 'demo-mid-trade', savedAt: '', bytes: 0, preset: true, summary: '预置' }] };
  if (method === 'GET' && path.startsWith('/journal')) return { code: 200, data: { count: 0, entries: [] } };
  if (method === 'GET' && path.startsWith('/audit')) return { code: 200, data: { labels: {}, entries: [] } };
  if (method === 'GET' && path === '/clock') return { code: 200, data: { offsetMs: 0, now: '2026-11-28 12:00:00', pending: 0, jobs: [] } };
  if (method === 'POST' && path.endsWith('/enter')) return { code: 200, data: { name: path.split('/')[2], token: 'f'.repeat(64) } };
  return { code: 200, msg: 'ok' };
}

beforeEach(() => {
  setSandboxTester('小李');
  api.mockControl.mockImplementation(async (method: string, path: string) => answer(method, path));
  stubExports(mockApi, { isMockBackend: true, mockControl: api.mockControl });
  stubExports(spaceModule, { reloadApp: reload });
});
afterEach(() => {
  vi.clearAllMocks();
  setSandboxSpace(null);
  setMockKey(null);
  setSandboxTester(null);
});

const calls = (method: string, path: string) => api.mockControl.mock.calls.filter(([m, p]) => m === method && p === path);

async function openPanel() {
  const user = userEvent.setup();
  renderWithChakra(<QaPanel />);
  await user.click(screen.getByTestId('qa-trigger'));
  await screen.findByRole('dialog', { name: /QA 调试面板/ });
  return user;
}

describe('the QA panel', () => {
  it('asks before 重置数据, naming the space it changes; 取消 changes nothing', async () => {
    const user = await openPanel();
    expect(screen.getByTestId('qa-space')).toHaveTextContent('共享空间');
    await user.click(screen.getByRole('button', { name: '重置数据' }));
    const ask = await screen.findByTestId('qa-confirm');
    expect(ask).toHaveTextContent('将把共享空间的全部数据恢复为种子数据');
    expect(ask).toHaveTextContent('所有没有进入自己空间的测试者都会看到变化');
    await user.click(within(ask).getByRole('button', { name: '取消' }));
    expect(calls('POST', '/reset')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '重置数据' }));
    await user.click(within(await screen.findByTestId('qa-confirm')).getByRole('button', { name: '确认重置' }));
    await waitFor(() => expect(calls('POST', '/reset')).toHaveLength(1));
  });

  it('in a private space: says so, restores only after confirming for that space, and goes back to the shared one in one tap', async () => {
    setSandboxSpace('alice');
    const user = await openPanel();
    expect(screen.getByTestId('qa-space')).toHaveTextContent('alice');
    await user.click(await screen.findByRole('button', { name: '恢复' }));
    const ask = await screen.findByTestId('qa-confirm');
    expect(ask).toHaveTextContent('将用快照「demo-mid-trade」替换数据空间「alice」的全部数据，其他空间不受影响');
    await user.click(within(ask).getByRole('button', { name: '确认恢复' }));
    await waitFor(() => expect(calls('POST', '/snapshots/demo-mid-trade/restore')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: '回到共享空间' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(calls('POST', '/spaces/shared/enter')).toHaveLength(1);
    expect(sandboxSpace()).toBeNull();
    expect(getToken()).toBe('f'.repeat(64));
  });

  it('enters a listed space, and asks before deleting one', async () => {
    const user = await openPanel();
    const row = (await screen.findByText('alice')).closest('div[class]')?.parentElement as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '删除数据空间 alice' }));
    expect(await screen.findByTestId('qa-confirm')).toHaveTextContent('将删除数据空间「alice」及其全部数据');
    await user.click(within(screen.getByTestId('qa-confirm')).getByRole('button', { name: '确认删除' }));
    await waitFor(() => expect(calls('DELETE', '/spaces/alice')).toHaveLength(1));

    await user.click(within(row).getByRole('button', { name: '进入' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(sandboxSpace()).toBe('alice');
  });

  it('shows this browser\'s requests, all of them on request', async () => {
    const user = await openPanel();
    await waitFor(() => expect(calls('GET', '/journal?limit=50')).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText('显示谁的请求'), 'all');
    await waitFor(() => expect(calls('GET', '/journal?scope=all&limit=50')).toHaveLength(1));
  });

  it('has the space\'s 时间: its mock time, and 快进 moves that space\'s clock', async () => {
    setSandboxSpace('alice');
    const user = await openPanel();
    expect(await screen.findByTestId('qa-clock-now')).toHaveTextContent('模拟时间 2026-11-28 12:00:00 · 与真实时间一致');
    await user.click(screen.getByRole('button', { name: '快进 1 天' }));
    await waitFor(() => expect(calls('POST', '/clock')).toEqual([['POST', '/clock', { advanceMs: 86_400_000 }]]));
  });

  it('asks once for a team mock\'s key before any control call, and asks again when the key is refused', async () => {
    const user = userEvent.setup();
    renderWithChakra(<QaPanel keyRequired />);
    await user.click(screen.getByTestId('qa-trigger'));
    expect(await screen.findByTestId('qa-key')).toHaveTextContent('需要团队的控制密钥');
    expect(api.mockControl).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('控制密钥'), 'team-key-2026');
    await user.click(screen.getByRole('button', { name: '保存密钥' }));
    expect(mockKey()).toBe('team-key-2026');
    await waitFor(() => expect(calls('GET', '/spaces')).toHaveLength(1));
    expect(screen.queryByTestId('qa-key')).toBeNull();

    api.mockControl.mockRejectedValueOnce(new ApiError(403, '控制密钥不对：请向团队确认 MOCK_CONTROL_KEY，并在 QA 面板重新输入', 'forbidden', 403));
    await user.click(screen.getByRole('button', { name: '清除场景' }));
    expect(await screen.findByTestId('qa-key')).toHaveTextContent('控制密钥不对');
    expect(mockKey()).toBeNull();
  });

  it('asks the tester\'s name once and shows who and where they are', async () => {
    setSandboxTester(null);
    const user = await openPanel();
    expect(screen.getByTestId('qa-key')).toHaveTextContent('你是哪位测试者？');
    expect(screen.getByTestId('qa-tester')).toHaveTextContent('未署名');
    await user.type(screen.getByLabelText('测试者名字'), '老王');
    await user.click(screen.getByRole('button', { name: '保存名字' }));
    expect(sandboxTester()).toBe('老王');
    expect(screen.getByTestId('qa-tester')).toHaveTextContent('老王');
    expect(screen.getByTestId('qa-where')).toHaveTextContent('共享空间');
    expect(screen.queryByTestId('qa-key')).toBeNull();
  });

  it('重置 keeps the tester signed in with the token the mock answers, and says what it did', async () => {
    setToken('a'.repeat(64));
    const fresh = 'b'.repeat(64);
    api.mockControl.mockImplementation(async (method: string, path: string) => (method === 'POST' && path === '/reset'
      ? { code: 200, msg: '已恢复种子数据，登录会话已清除，已为你重新登录', data: { ms: 5, token: fresh } } : answer(method, path)));
    const said = vi.spyOn(toast, 'success');
    const user = await openPanel();
    await user.click(screen.getByRole('button', { name: '重置数据' }));
    await user.click(within(await screen.findByTestId('qa-confirm')).getByRole('button', { name: '确认重置' }));
    await waitFor(() => expect(getToken()).toBe(fresh));
    await waitFor(() => expect(said).toHaveBeenCalledWith('已恢复种子数据，登录会话已清除，已为你重新登录'));
  });

  it('deleting another tester\'s space asks a second time, naming them, and only then forces', async () => {
    const refusal = '数据空间「alice」属于 老王，不能删除；确需删除请加 ?force=1（QA 面板会再确认一次）';
    api.mockControl.mockImplementation(async (method: string, path: string) => {
      if (method === 'DELETE' && path === '/spaces/alice') throw new ApiError(409, refusal, 'business', 200);
      return answer(method, path);
    });
    const user = await openPanel();
    const row = (await screen.findByText('alice')).closest('div[class]')?.parentElement as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '删除数据空间 alice' }));
    await user.click(within(await screen.findByTestId('qa-confirm')).getByRole('button', { name: '确认删除' }));
    const again = await screen.findByRole('group', { name: '这是其他测试者的' });
    expect(again).toHaveTextContent('属于 老王');
    expect(calls('DELETE', '/spaces/alice?force=1')).toHaveLength(0);
    await user.click(within(again).getByRole('button', { name: '仍然删除' }));
    await waitFor(() => expect(calls('DELETE', '/spaces/alice?force=1')).toHaveLength(1));
  });
});
