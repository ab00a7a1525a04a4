import { afterEach, describe, expect, it, vi } from 'vitest';
import { installRem, rootFontSize } from './rem.ts';

function setViewportWidth(width: number) {
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: width });
}

describe('rootFontSize', () => {
  it('is a tenth of the viewport width, capped at 540 px', () => {
    expect(rootFontSize(375)).toBe(37.5);
    expect(rootFontSize(320)).toBe(32);
    expect(rootFontSize(540)).toBe(54);
    expect(rootFontSize(1280)).toBe(54);
  });
});

describe('installRem', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.style.fontSize = '';
  });

  it('sets the size at once and again 300 ms after the last resize', () => {
    vi.useFakeTimers();
    setViewportWidth(375);
    const cleanup = installRem(window);
    expect(document.documentElement.style.fontSize).toBe('37.5px');

    setViewportWidth(414);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(200);
    setViewportWidth(400);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(299);
    expect(document.documentElement.style.fontSize).toBe('37.5px');
    vi.advanceTimersByTime(1);
    expect(document.documentElement.style.fontSize).toBe('40px');

    setViewportWidth(1280);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(300);
    expect(document.documentElement.style.fontSize).toBe('54px');

    cleanup();
    setViewportWidth(320);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(300);
    expect(document.documentElement.style.fontSize).toBe('54px');
  });

  it('keeps the size index.html set before the first paint, without measuring the page again', () => {
    setViewportWidth(375);
    document.documentElement.style.fontSize = '37.5px';
    const width = vi.spyOn(document.documentElement, 'clientWidth', 'get');
    const cleanup = installRem(window);
    expect(width).not.toHaveBeenCalled();
    expect(document.documentElement.style.fontSize).toBe('37.5px');
    cleanup();
    width.mockRestore();
  });
});
