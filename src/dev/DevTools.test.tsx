import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as mockApi from '@/api/mock.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { stubExports } from '@/test/stubExports.ts';
import DevTools from './DevTools.tsx';

const api = { mockControl: vi.fn() };
beforeEach(() => stubExports(mockApi, { isMockBackend: true, mockControl: api.mockControl }));

afterEach(() => vi.clearAllMocks());

describe('the backend badge', () => {
  it('says 混合 when the mock takes some paths from the live backend, asking /__mock/health through the mock client', async () => {
    api.mockControl.mockResolvedValue({ code: 200, data: { backend: 'hybrid' } });
    renderWithChakra(<DevTools />);
    expect(await screen.findByText('混合')).toBeInTheDocument();
    expect(api.mockControl).toHaveBeenCalledWith('GET', '/health');
  });

  it('says 模拟 on the plain mock, and when the health check fails', async () => {
    api.mockControl.mockResolvedValueOnce({ code: 200, data: { backend: 'mock' } });
    const first = renderWithChakra(<DevTools />);
    await vi.waitFor(() => expect(api.mockControl).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('backend-badge')).toHaveTextContent('模拟');
    first.unmount();

    api.mockControl.mockRejectedValueOnce(new Error('down'));
    renderWithChakra(<DevTools />);
    await vi.waitFor(() => expect(api.mockControl).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('backend-badge')).toHaveTextContent('模拟');
  });
});
