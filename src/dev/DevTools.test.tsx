import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as mockApi from '@/api/mock.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { stubExports } from '@/test/stubExports.ts';
import DevTools from './DevTools.tsx';

const api = { mockControl: vi.fn() };
beforeEach(() => stubExports(mockApi, { isMockBackend: true, mockControl: api.mockControl }));

afterEach(() => {
  vi.clearAllMocks();
  sessionStorage.removeItem('mockTools');
});

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

describe('hiding the corner', () => {
  it('隐藏 hides it for the rest of the visit, as ?mockTools=0 does', async () => {
    api.mockControl.mockResolvedValue({ code: 200, data: { backend: 'mock' } });
    const first = renderWithChakra(<DevTools />);
    await vi.waitFor(() => expect(api.mockControl).toHaveBeenCalled());
    expect(screen.getByTestId('dev-corner')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '隐藏' }));
    expect(screen.getByTestId('dev-corner')).not.toBeVisible();
    expect(sessionStorage.getItem('mockTools')).toBe('0');
    first.unmount();
    // The next page of the visit.
    renderWithChakra(<DevTools />);
    expect(screen.getByTestId('dev-corner')).not.toBeVisible();
  });

  it('?mockTools=0 hides it, ?mockTools=1 shows it again', () => {
    api.mockControl.mockResolvedValue({ code: 200, data: { backend: 'mock' } });
    window.history.replaceState(null, '', '/index/home?mockTools=0');
    const hidden = renderWithChakra(<DevTools />);
    expect(screen.getByTestId('dev-corner')).not.toBeVisible();
    hidden.unmount();
    window.history.replaceState(null, '', '/index/home?mockTools=1');
    renderWithChakra(<DevTools />);
    expect(screen.getByTestId('dev-corner')).toBeVisible();
  });
});
