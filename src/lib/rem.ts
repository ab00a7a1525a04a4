// Root font size (spec §9): the viewport width divided by 10, the width capped at 540 px, so 1rem is a tenth
// of the content column. Resize handling waits 300 ms. index.html runs the same formula inline before the
// first paint (keep both in step); this module keeps it right afterwards.

export const MAX_LAYOUT_WIDTH = 540;
export const RESIZE_DELAY_MS = 300;

export function rootFontSize(viewportWidth: number): number {
  return Math.min(viewportWidth, MAX_LAYOUT_WIDTH) / 10;
}

function applyRootFontSize(doc: Document): void {
  const width = doc.documentElement.clientWidth || doc.defaultView?.innerWidth || 375;
  doc.documentElement.style.fontSize = `${rootFontSize(width)}px`;
}

/** Sets the root font size now (unless index.html did) and after every resize (debounced). Returns a cleanup. */
export function installRem(win: Window = window): () => void {
  const doc = win.document;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(() => applyRootFontSize(doc), RESIZE_DELAY_MS);
  };
  // A page restored from the back-forward cache may come back at another width.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) onResize();
  };
  // index.html's inline script has set it before the first paint; measuring the width again here would force
  // a layout of the page while the app starts.
  if (!doc.documentElement.style.fontSize) applyRootFontSize(doc);
  win.addEventListener('resize', onResize);
  win.addEventListener('pageshow', onPageShow);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('resize', onResize);
    win.removeEventListener('pageshow', onPageShow);
  };
}
