import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RenderLater } from './RenderLater.tsx';

describe('RenderLater', () => {
  it('commits its children after the commit that mounted it', async () => {
    const inFirstCommit: boolean[] = [];
    function Top() {
      // Runs in the first commit only: is the later half already in the document?
      useLayoutEffect(() => {
        inFirstCommit.push(document.querySelector('[data-testid="later"]') !== null);
      }, []);
      return <p>top</p>;
    }
    render(
      <>
        <Top />
        <RenderLater><p data-testid="later">later</p></RenderLater>
      </>,
    );
    expect(await screen.findByTestId('later')).toHaveTextContent('later');
    expect(inFirstCommit).toEqual([false]);
  });
});
