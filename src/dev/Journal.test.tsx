import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as mockApi from '@/api/mock.ts';
import { ApiError } from '@/api/client.ts';
import * as toastModule from '@/components/toast.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { stubExports } from '@/test/stubExports.ts';
import { sandboxClientId } from '@/stores/sandboxClient.ts';
import { Journal, type JournalEntry } from './Journal.tsx';

const api = { mockControl: vi.fn() };
const toast = { error: vi.fn(), success: vi.fn() };

function entry(over: Partial<JournalEntry>): JournalEntry {
  return {
    id: 1, time: '2026-11-28 10:00:00', startedDateTime: '2026-11-28T02:00:00.000Z', method: 'GET', path: '/web/notice/list',
    query: {}, url: 'http://127.0.0.1:3001/web/notice/list', httpVersion: 'HTTP/1.1', status: 200, code: 200, ms: 12,
    client: sandboxClientId(), request: { headers: {}, size: 0 }, response: { headers: {}, contentType: 'application/json', size: 30, body: { code: 200 } },
    ...over,
  };
}

const HAR = { log: { version: '1.2', creator: { name: 'mock', version: '1.0' }, entries: [] } };

function entries(): JournalEntry[] {
  return [
    entry({ id: 3, method: 'POST', path: '/login', request: { headers: {}, contentType: 'application/json', size: 60, body: { username: '13800138000', password: '***' } },
      response: { headers: {}, contentType: 'application/json', size: 40, body: { code: 200, token: '***' } } }),
    entry({ id: 2, path: '/web/good/info/9', status: 0, code: undefined, client: 'other-browser', tester: '小李', response: { headers: {}, size: 0 } }),
    entry({ id: 1, path: '/web/notice/list', code: 500, client: 'reporter', tester: '小王', repro: '复现-1' }),
  ];
}

beforeEach(() => {
  api.mockControl.mockImplementation(async (_method: string, path: string) => {
    if (path.startsWith('/journal.har')) return HAR;
    return { code: 200, msg: '操作成功', data: { count: 3, entries: entries() } };
  });
  stubExports(mockApi, { mockControl: api.mockControl });
  stubExports(toastModule, { toast: toast as unknown as typeof toastModule.toast });
});
afterEach(() => {
  vi.clearAllMocks();
});

/** jsdom's Blob has no text(). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(blob);
  });
}

const paths = () => api.mockControl.mock.calls.map(([, p]) => p as string);

describe('the QA panel\'s 请求记录', () => {
  it('lists the calls newest first, with status badges, other testers\' names and the 复现链接 tag', async () => {
    renderWithChakra(<Journal enabled />);
    const rows = await screen.findAllByTestId('qa-journal-row');
    expect(paths()).toEqual(['/journal?limit=50']);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('POST/login200/20012ms'),
      expect.stringContaining('GET/web/good/info/9小李断开12ms'),
      expect.stringContaining('GET/web/notice/list复现链接小王200/50012ms'),
    ]);
    expect(rows[0]).not.toHaveTextContent('小');
  });

  it('opens a row to its request and answer, as pretty JSON; tapping again closes it', async () => {
    const user = userEvent.setup();
    renderWithChakra(<Journal enabled />);
    const [login, dropped] = await screen.findAllByTestId('qa-journal-row');
    await user.click(within(login).getByRole('button'));
    const detail = within(login).getByTestId('qa-journal-detail');
    expect(detail).toHaveTextContent('请求体');
    expect(detail.textContent).toContain('"password": "***"');
    expect(detail.textContent).toContain('"token": "***"');
    expect(within(login).getByRole('button')).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(dropped).getByRole('button'));
    expect(within(login).queryByTestId('qa-journal-detail')).toBeNull();
    expect(within(dropped).getByTestId('qa-journal-detail')).toHaveTextContent('（无）');
    await user.click(within(dropped).getByRole('button'));
    expect(within(dropped).queryByTestId('qa-journal-detail')).toBeNull();
  });

  it('filters by path, status and whose calls', async () => {
    const user = userEvent.setup();
    renderWithChakra(<Journal enabled />);
    await screen.findAllByTestId('qa-journal-row');
    await user.type(screen.getByLabelText('按路径筛选'), '/web/*');
    await waitFor(() => expect(paths()).toContain(`/journal?path=${encodeURIComponent('/web/*')}&limit=50`));
    await user.selectOptions(screen.getByLabelText('按状态筛选'), '4xx');
    await waitFor(() => expect(paths()).toContain(`/journal?path=${encodeURIComponent('/web/*')}&status=4xx&limit=50`));
    await user.selectOptions(screen.getByLabelText('显示谁的请求'), 'all');
    await waitFor(() => expect(paths()).toContain(`/journal?path=${encodeURIComponent('/web/*')}&status=4xx&scope=all&limit=50`));
    await user.selectOptions(screen.getByLabelText('按状态筛选'), '0');
    await waitFor(() => expect(paths().at(-1)).toContain('status=0'));
  });

  it('导出 HAR downloads the mock\'s HAR as a file, with the same filters', async () => {
    const user = userEvent.setup();
    const made: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      made.push(blob);
      return 'blob:journal';
    });
    const revokeObjectURL = vi.fn();
    // jsdom has neither; put back whatever was there (the unit files share one document).
    const before = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    try {
      renderWithChakra(<Journal enabled />);
      await screen.findAllByTestId('qa-journal-row');
      await user.selectOptions(screen.getByLabelText('按状态筛选'), '5xx');
      await user.click(screen.getByRole('button', { name: '导出 HAR' }));
      await waitFor(() => expect(downloads).toHaveLength(1));
      expect(paths()).toContain('/journal.har?status=5xx');
      expect(downloads[0]).toMatch(/^journal-shared-\d{8}-\d{6}\.har$/);
      expect(JSON.parse(await readText(made[0]))).toEqual(HAR);
      await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:journal'));

      api.mockControl.mockRejectedValueOnce(new ApiError(500, '状态（status）应为 HTTP 状态码', 'business'));
      await user.click(screen.getByRole('button', { name: '导出 HAR' }));
      await waitFor(() => expect(toast.error).toHaveBeenCalledWith('状态（status）应为 HTTP 状态码'));
      expect(downloads).toHaveLength(1);
    } finally {
      click.mockRestore();
      Object.assign(URL, before);
    }
  });
});
