// The first screen before the framework (docs/decisions/0014-first-screen-before-the-framework.md): the page-start
// requests' common step (earlyHome.ts, earlyList.ts, earlyDetail.ts). Once a landing page's first data is in,
// its LCP picture is drawn into index.html's static shell, at the place and size the screen will give it
// (`PictureSlot`, the screen's own tokens), and the framework is fetched only once that picture is on screen
// (app/earlyStart.ts). React's first render then replaces the shell, this picture with it, in the one commit
// that shows the screen drawing the same picture: same address (the browser's memory cache answers at once),
// same box, so nothing visibly changes and nothing moves.
// The picture is not drawn when the shell is gone or the framework is already rendering (app/boot.tsx says so),
// when the browser restores a scroll position (a reload, back/forward), or when the page has no slot for it (a
// filtered goodList): it is then only fetched early, at high priority, for the screen's own <img>.
import { assetUrl } from '@/api/client.ts';
import { afterPaint } from '@/lib/afterPaint.ts';
import { documentLoadRestores } from '@/lib/documentLoad.ts';

/**
 * Where the screen draws its LCP picture, as CSS lengths: below boxes of the heights `above` (the screen's boxes
 * over the picture, top to bottom: paddings, borders, lines, fixed heights); across the column, the first of
 * `columns` grid columns (default 1) apart by `gap`, inside a horizontal `padding`. The box is laid out as the
 * screen's is (a stack of boxes, a grid or a block within the column), not computed here: the screen's picture
 * must land on the very same 64th of a pixel, or Chrome counts it as a second, later LCP.
 */
export interface PictureSlot {
  above: string[];
  padding?: string;
  columns?: number;
  gap?: string;
  /** width / height, as CSS `aspect-ratio`. */
  ratio: string;
  radius?: string;
  /** What shows behind the picture (the screen's frame colour). */
  background: string;
  fit: 'cover' | 'contain';
}

export interface FirstPicture {
  /** The path or address the API gave. */
  url: string | undefined;
  alt: string;
}

let frameworkRendering = false;

/** Called by app/boot.tsx before React's first render: from then on the screen draws the picture itself. */
export function markFrameworkRendering(): void {
  frameworkRendering = true;
}

/** Tests only: back to a page whose framework has not started. */
export function resetEarlyPictureForTests(): void {
  frameworkRendering = false;
}

/** Chakra's 16-px rem in ours (app/remScale.ts; rounded to 4 places like the theme's tokens). */
export const crem = (amount: number): string => `${Number(((amount * 16) / 37.5).toFixed(4))}rem`;

/** A line of text of Chakra's font size `size` (16-px rem) at the page's line height (1.5), in `above`. */
export const line = (size: number): string => `line ${crem(size)}`;

function preload(src: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}

/**
 * Draws the pictures `pick(answer)` names (one per column of `slot`, the first row: the LCP picture may be any
 * of them, whichever the screen lays out largest) into the shell, or, when they are not to be drawn, preloads the
 * first. Resolves when the framework may be fetched: at once when nothing will be drawn (no slot or shell, a
 * restored scroll position), else once the pictures are on screen (or failed), or turned out to be none.
 * Never rejects.
 */
export function paintFirstPictures<T>(answer: Promise<T>, pick: (data: T) => FirstPicture[],
  slot: PictureSlot | undefined): Promise<void> {
  const shell = document.getElementById('boot');
  const drawing = Boolean(slot && shell) && !documentLoadRestores();
  const drawn = answer.then((data) => {
    const columns = slot?.columns ?? 1;
    const pictures = pick(data).slice(0, columns).map(({ url, alt }) => ({ src: assetUrl(url), alt }));
    if (!pictures[0]?.src) return undefined;
    if (!drawing || !slot || !shell?.isConnected || frameworkRendering) {
      preload(pictures[0].src);
      return undefined;
    }
    const box = (style: Partial<CSSStyleDeclaration>, parent: HTMLElement) => {
      const element = parent.appendChild(document.createElement('div'));
      Object.assign(element.style, style);
      return element;
    };
    const layer = document.createElement('div');
    layer.className = 'boot-pic';
    // A line is laid out as the screen's text is (a line box of that font size), not as a computed height: the
    // two round differently.
    for (const height of slot.above) {
      if (height.startsWith('line ')) box({ fontSize: height.slice(5), lineHeight: '1.5', whiteSpace: 'pre', visibility: 'hidden' }, layer).textContent = ' ';
      else box({ height }, layer);
    }
    const row = box({ padding: `0 ${slot.padding ?? '0'}`, columnGap: slot.gap ?? '0', display: 'grid',
      gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }, layer);
    const loaded = pictures.filter(({ src }) => src).map(({ src, alt }) => {
      const frame = box({ aspectRatio: slot.ratio, borderRadius: slot.radius ?? '', background: slot.background, overflow: 'hidden' }, row);
      const img = frame.appendChild(document.createElement('img'));
      img.alt = alt;
      img.fetchPriority = 'high';
      img.decoding = 'sync';
      img.style.objectFit = slot.fit;
      const shown = whenPresented(img);
      img.src = src;
      return shown;
    });
    shell.appendChild(layer);
    shell.classList.add('painted');
    return Promise.all(loaded);
  }, () => undefined);
  return drawing ? drawn.then(() => undefined) : Promise.resolve();
}

/** How long after its load a picture may take to be presented before the framework is asked for anyway (a hidden page presents nothing). */
const PRESENTED_FALLBACK_MS = 250;

/**
 * Resolves once `img` (not yet given its src) has loaded and been presented on screen: its Element Timing entry,
 * the time Chrome reports as the LCP too. The frame after the load is committed a frame or so before it is
 * presented; the framework's code asked for in between lands before the LCP (Lighthouse then counts its stylesheet
 * and scripts on the LCP's path). Where the browser has no Element Timing (Safari, Firefox): once the frame after
 * the load has painted. A failed picture resolves at once.
 */
function whenPresented(img: HTMLImageElement): Promise<void> {
  return new Promise<void>((resolve) => {
    img.onerror = () => resolve();
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('element')) {
      img.onload = () => afterPaint(resolve);
      return;
    }
    img.setAttribute('elementtiming', '');
    // Whichever comes first (the entry, the fallback, a failure) ends the watch: no observer is left behind.
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === img)) done();
    });
    const done = () => {
      observer.disconnect();
      resolve();
    };
    img.onerror = done;
    observer.observe({ type: 'element', buffered: true });
    img.onload = () => setTimeout(done, PRESENTED_FALLBACK_MS);
  });
}
