import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { KEEP_SCROLL } from '@/lib/keepScroll.ts';
import { ScrollManager } from './ScrollManager.tsx';

let navigate: NavigateFunction;

function scrollBy(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

function loadedBy(type: 'navigate' | 'reload') {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
}

describe('ScrollManager', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => vi.restoreAllMocks());

  function renderAt(path: string) {
    function NavigateProbe() {
      const go = useNavigate();
      navigate = go;
      return null;
    }
    return render(
      <MemoryRouter initialEntries={[path]}>
        <ScrollManager />
        <NavigateProbe />
      </MemoryRouter>,
    );
  }

  it('starts a new page at the top and returns to where the user was on back', () => {
    loadedBy('navigate');
    renderAt('/index/goodList');
    scrollBy(640);
    act(() => void navigate('/index/goodDetail?id=1'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollBy(200);
    act(() => void navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('stays where it is for a change that keeps the view (KEEP_SCROLL)', () => {
    loadedBy('navigate');
    renderAt('/index/goodList');
    scrollBy(900);
    scrollTo.mockClear();
    act(() => void navigate('/index/goodList?view=list', { replace: true, state: KEEP_SCROLL }));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => void navigate('/index/goodList?gameId=1', { replace: true }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('keeps positions over a reload, but not over a fresh visit of another page', () => {
    loadedBy('navigate');
    const first = renderAt('/index/home');
    scrollBy(500);
    act(() => window.dispatchEvent(new Event('pagehide')));
    first.unmount();

    // A link or a typed address: a new document starts at the top, whatever was saved.
    renderAt('/index/home').unmount();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    loadedBy('reload');
    renderAt('/index/home');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 500);
    renderAt('/index/other/geren');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('keeps the position a reload leaves from even before its scroll event came', () => {
    loadedBy('navigate');
    const first = renderAt('/index/home');
    // A script's scrollTo and then a reload: the scroll event would have fired with the next frame.
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    act(() => window.dispatchEvent(new Event('pagehide')));
    first.unmount();
    loadedBy('reload');
    renderAt('/index/home');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });
});
