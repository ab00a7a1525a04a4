import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import ImageViewer from './ImageViewer.tsx';

const images = [
  { url: '/img/a.png', name: '封面' },
  { url: '/img/b.png', name: 'shot2.png' },
  { url: '/img/c.png', name: '英雄页' },
];

// jsdom lays nothing out: the strip is given a width, and scrollTo moves scrollLeft at once (a browser scrolls
// smoothly, then fires the scroll event the viewer follows). Nor has it pointer capture (a zoomed picture takes it).
beforeEach(() => {
  HTMLElement.prototype.setPointerCapture = () => undefined;
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 375 });
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options === 'object') this.scrollLeft = options.left ?? 0;
    fireEvent.scroll(this);
  } as HTMLElement['scrollTo'];
});
afterEach(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
  delete (HTMLElement.prototype as Partial<HTMLElement>).setPointerCapture;
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
});

const open = (start = 0) => {
  const onClose = vi.fn();
  render(<ImageViewer images={images} start={start} onClose={onClose} />);
  return { onClose, viewer: screen.getByRole('dialog', { name: '图片预览' }), counter: screen.getByTestId('viewer-counter') };
};

describe('ImageViewer', () => {
  it('opens on the tapped picture, full screen over the page, the focus on 关闭', () => {
    const { viewer, counter } = open(2);
    expect(viewer).toHaveAttribute('aria-modal', 'true');
    expect(viewer.parentElement).toBe(document.body);
    expect(counter).toHaveTextContent('3/3 · 英雄页');
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    // Every picture is there to swipe to, the neighbours of the open one loaded first.
    const pictures = screen.getAllByRole('img');
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'eager', 'eager']);
    expect(screen.getByRole('button', { name: '下一张' })).toBeDisabled();
  });

  it('steps with the arrows and ←/→, naming no file name; Esc closes where it is', () => {
    const { onClose, counter } = open(0);
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(counter).toHaveTextContent(/^2\/3$/);
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(counter).toHaveTextContent('3/3 · 英雄页');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith(1);
  });

  it('a double tap zooms in around the point and says how to go back; another one restores', () => {
    const { viewer } = open(0);
    const slide = screen.getAllByRole('img')[0].parentElement!;
    const tap = () => {
      fireEvent.pointerDown(slide, { pointerId: 1, clientX: 100, clientY: 300 });
      fireEvent.pointerUp(slide, { pointerId: 1, clientX: 100, clientY: 300 });
    };
    tap();
    tap();
    expect(screen.getAllByRole('img')[0].style.transform).toMatch(/scale\(2\.5\)/);
    expect(viewer).toHaveTextContent('拖动查看细节，双击还原');
    tap();
    tap();
    expect(screen.getAllByRole('img')[0].style.transform).toBe('translate(0px, 0px) scale(1)');
    expect(viewer).toHaveTextContent('左右滑动切换，双击或双指放大');
  });

  it('关闭 gives back the picture it was on', () => {
    const { onClose } = open(1);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledWith(1);
  });
});
