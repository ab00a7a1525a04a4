import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageScrollLock } from './overlay.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** Runs what afterPaint queued (a frame, then a task; the 250 ms fallback). */
async function afterNextPaint() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(300);
  });
}

describe('usePageScrollLock', () => {
  it('locks <body> after the frame that shows the overlay, and gives its style back after the one that hides it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    document.body.style.color = 'red';
    const { rerender } = renderHook(({ active }) => usePageScrollLock(active), { initialProps: { active: true } });
    // Not in the render that opens it: the page's restyle would hold up that frame's paint.
    expect(document.body.style.overflow).toBe('');
    await afterNextPaint();
    expect(document.body.style.overflow).toBe('hidden');

    rerender({ active: false });
    expect(document.body.style.overflow).toBe('hidden');
    await afterNextPaint();
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.color).toBe('red');
    document.body.style.cssText = '';
  });

  it('keeps one lock while any overlay wants it, and none for an overlay closed before its frame painted', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const sheet = renderHook(({ active }) => usePageScrollLock(active), { initialProps: { active: true } });
    const viewer = renderHook(() => usePageScrollLock(true));
    await afterNextPaint();
    expect(document.body.style.overflow).toBe('hidden');

    sheet.rerender({ active: false });
    // The viewer is still open: the page stays locked after the sheet's closing frame.
    await afterNextPaint();
    expect(document.body.style.overflow).toBe('hidden');
    viewer.unmount();
    await afterNextPaint();
    expect(document.body.style.overflow).toBe('');

    // Opened and closed within one frame: nothing to lock when the frame has painted.
    sheet.rerender({ active: true });
    sheet.rerender({ active: false });
    await afterNextPaint();
    expect(document.body.style.overflow).toBe('');
    sheet.unmount();
  });
});
