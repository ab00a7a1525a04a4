import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RenderLater, resetRenderLaterForTests } from './RenderLater.tsx';

/** Renders a screen with a RenderLater half; says whether that half was in the screen's first commit. */
async function laterHalfInFirstCommit(): Promise<boolean> {
  const inFirstCommit: boolean[] = [];
  function Top() {
    // Runs in the first commit only: is the later half already in the document?
    useLayoutEffect(() => {
      inFirstCommit.push(document.querySelector('[data-testid="later"]') !== null);
    }, []);
    return <p>top</p>;
  }
  const { unmount } = render(
    <>
      <Top />
      <RenderLater><p data-testid="later">later</p></RenderLater>
    </>,
  );
  expect(await screen.findByTestId('later')).toHaveTextContent('later');
  unmount();
  return inFirstCommit[0];
}

/** Makes this document look loaded by `type` (navigate, reload, back_forward). */
function loadedBy(type: NavigationTimingType) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
}

describe('RenderLater', () => {
  // Each case starts as a fresh page load, so any one of them can run alone.
  beforeEach(() => resetRenderLaterForTests());
  afterEach(() => vi.restoreAllMocks());

  it('on the page load\'s first screen, commits its children after the commit that mounted it', async () => {
    loadedBy('navigate');
    expect(await laterHalfInFirstCommit()).toBe(false);
  });

  it('on later screens (navigations after the first), commits them at once', async () => {
    loadedBy('navigate');
    await laterHalfInFirstCommit();
    expect(await laterHalfInFirstCommit()).toBe(true);
  });

  it('after a reload or a back/forward load, commits them at once so the restored scroll position holds', async () => {
    loadedBy('reload');
    expect(await laterHalfInFirstCommit()).toBe(true);
    resetRenderLaterForTests();
    loadedBy('back_forward');
    expect(await laterHalfInFirstCommit()).toBe(true);
  });
});
