// How the app's dialogs (DialogFrame) are modal, instead of Ark's `modal` mode
// (docs/decisions/0012-modal-without-arks-modal-mode.md); the sheets (BottomSheet, plain elements) share its scroll lock.
//
// Why: while open, Ark's modal mode makes everything outside the dialog `inert`, sets `pointer-events: none` on
// <body> and (its scroll lock) writes `--scrollbar-width` on <html>. All three are inherited, so opening and
// closing restyled every element of the page: 526 elements, 90–145 ms of the 确认 tap on goodList at 4× CPU,
// measured in a trace (without them: 66 elements, 25 ms; the taps' medians are in the decision record).
//
// What keeps them modal:
// - the backdrop covers the page, so a tap outside lands on it (closing the dialog, or nothing for a sheet that
//   must not close);
// - focus stays inside (`trapFocus`) and goes back to where it was on close;
// - `aria-modal="true"` on the content tells assistive technology the rest of the page is out of reach (Ark
//   writes the `modal` prop there, hence `MODAL_CONTENT`);
// - the page under it does not scroll (`usePageScrollLock`, below).
import { useEffect } from 'react';
import { afterPaint } from '@/lib/afterPaint.ts';

/** Ark Dialog root props (closeOnInteractOutside follows `modal` in Ark: each root says it). */
export const MODAL_ROOT = { modal: false, trapFocus: true, preventScroll: false } as const;
/** Ark Dialog content props. */
export const MODAL_CONTENT = { 'aria-modal': true } as const;

/** How many overlays want the page locked now, and the undo of the lock when it is applied. */
let wanted = 0;
let unlock: (() => void) | undefined;

/**
 * Brings the page's lock in line with `wanted`, after the frame being made has painted: a change of <body>'s
 * overflow restyles and lays out the whole page, which in the tap that opens or closes an overlay delayed its
 * paint (图集 and 筛选's 确认 on goodList at 4× CPU: docs/decisions/0017). The page may scroll for that frame; the
 * overlay's backdrop covers it.
 */
function syncPageLock(): void {
  if (wanted > 0 && !unlock) unlock = lockPageScroll();
  else if (wanted === 0 && unlock) {
    unlock();
    unlock = undefined;
  }
}

/** Ark's scroll lock without the custom property: iOS fixes <body> where it is (overflow alone did not stop its
 *  scrolling before iOS 16); elsewhere <body> gets overflow hidden (the page's scrolling element in this app) and
 *  the scrollbar's width as padding, so nothing shifts on a desktop. */
function lockPageScroll(): () => void {
  const { body, documentElement } = document;
  const before = body.style.cssText;
  const ios = /iP(hone|ad|od)/.test(navigator.userAgent) || (navigator.maxTouchPoints > 1 && /Macintosh/.test(navigator.userAgent));
  if (ios) {
    const { scrollX, scrollY } = window;
    Object.assign(body.style, { position: 'fixed', overflow: 'hidden', top: `${-scrollY}px`, left: `${-scrollX}px`, right: '0' });
    return () => {
      body.style.cssText = before;
      window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
    };
  }
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    body.style.cssText = before;
  };
}

/** Locks the page's scroll while `active` (several overlays at once share one lock; also the image viewer's), from
 *  the frame after the one that shows the change (syncPageLock). */
export function usePageScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    wanted++;
    afterPaint(syncPageLock);
    return () => {
      wanted--;
      afterPaint(syncPageLock);
    };
  }, [active]);
}
