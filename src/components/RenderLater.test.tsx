import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RenderLater } from './RenderLater.tsx';

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

describe('RenderLater', () => {
  // In this order: the first screen of the page load, then a later one.
  it('on the page load\'s first screen, commits its children after the commit that mounted it', async () => {
    expect(await laterHalfInFirstCommit()).toBe(false);
  });

  it('on later screens (navigations, restored positions), commits them at once', async () => {
    expect(await laterHalfInFirstCommit()).toBe(true);
  });
});
