import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as mockApi from '@/api/mock.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { stubExports } from '@/test/stubExports.ts';
import { DataNotice } from './DataNotice.tsx';

const api = { mockControl: vi.fn() };
beforeEach(() => stubExports(mockApi, { mockControl: api.mockControl }));
afterEach(() => api.mockControl.mockReset());

const health = (dataSource: Record<string, unknown>) => api.mockControl.mockResolvedValue({ code: 200, msg: '操作成功', data: { status: 'ok', dataSource } });

describe('DataNotice', () => {
  it('says when the file could not be used and when the data is of an older seed generator', async () => {
    health({ source: 'seed', fileError: '数据文件无法使用，已保留原文件：/x/data.sqlite：文件已损坏', staleBase: '数据由旧版种子生成器创建' });
    renderWithChakra(<DataNotice enabled />);
    expect(await screen.findByText(/数据文件无法使用，已保留原文件/)).toBeVisible();
    expect(screen.getByText('数据由旧版种子生成器创建')).toBeVisible();
    expect(api.mockControl).toHaveBeenCalledWith('GET', '/health');
  });

  it('shows nothing when the data is as expected, and asks nothing while the panel is closed', async () => {
    health({ source: 'file', reason: '使用已保存的数据' });
    const { container, rerender } = renderWithChakra(<DataNotice enabled={false} />);
    expect(api.mockControl).not.toHaveBeenCalled();
    rerender(<DataNotice enabled />);
    await vi.waitFor(() => expect(api.mockControl).toHaveBeenCalled());
    expect(container.querySelector('[data-testid="data-notice"]')).toBeNull();
  });
});
