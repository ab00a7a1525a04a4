// The first screen before the framework (earlyPicture.ts): what is drawn into the shell, when it is not, and when
// the framework may load; the lists index.html's inline script and earlyStart.ts link from.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_LOAD_SCRIPT } from '../../scripts/preload-plugin.ts';
import { appPromptDismissed } from '@/screens/home/AppDownloadPrompt.tsx';
import { bannerSlot, prefetchHomeEarly, PROMPT_DISMISSED_KEY } from './earlyHome.ts';
import { queryClient } from '@/api/queryClient.ts';
import { firstRowSlot } from './earlyList.ts';
import { parseFilters } from '@/features/goods/filters.ts';
import { markFrameworkRendering, paintFirstPictures, resetEarlyPictureForTests } from './earlyPicture.ts';
import { addFirstLoadLinks } from './earlyStart.ts';

const SLOT = bannerSlot(true);
const banner = { url: '/profile/img/banner/1.svg', alt: '首页横幅' };

// The unit tests share one document per worker (vitest.config.ts): add only what these tests need, and remove it.
let added: Node[] = [];
function add<T extends Node>(parent: Node, node: T): T {
  added.push(parent.appendChild(node));
  return node;
}
function removeAdded(): void {
  added.forEach((node) => node.parentNode?.removeChild(node));
  added = [];
}
/** Elements this test's code appended to <head> (links): removed too. */
function headNow(): Set<Node> {
  return new Set(document.head.childNodes);
}

function shell(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = '<div class="boot" id="boot"><header></header><div class="boot-sk"></div></div>';
  return add(document.body, root).firstElementChild as HTMLElement;
}

/** Lets the answer's callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('paintFirstPictures', () => {
  let before: Set<Node>;
  beforeEach(() => {
    resetEarlyPictureForTests();
    before = headNow();
  });
  afterEach(() => {
    removeAdded();
    document.head.childNodes.forEach((node) => { if (!before.has(node)) document.head.removeChild(node); });
  });

  it('draws the picture below boxes of the screen\'s heights, and resolves once it has loaded and painted', async () => {
    const boot = shell();
    let done = false;
    const ready = paintFirstPictures(Promise.resolve([banner]), (rows) => rows, SLOT).then(() => { done = true; });
    await settle();
    const layer = boot.querySelector('.boot-pic')!;
    expect(boot.classList.contains('painted')).toBe(true);
    const boxes = [...layer.children] as HTMLElement[];
    // top bar and its border, the prompt (padding, two lines, padding, border), HomeSearch (pt 3, h 10), mt 3, the row
    expect(boxes.map((box) => box.style.height || box.style.fontSize)).toEqual(
      ['1.2267rem', '1px', '0.2133rem', '0.3733rem', '0.2667rem', '0.2133rem', '1px', '0.32rem', '1.0667rem', '0.32rem', '']);
    const img = layer.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/dev-api/profile/img/banner/1.svg');
    expect(img.alt).toBe('首页横幅');
    expect(img.decoding).toBe('sync');
    expect(done).toBe(false);
    img.dispatchEvent(new Event('load'));
    await ready;
    expect([...document.head.querySelectorAll('link[rel=preload]')].filter((l) => !before.has(l))).toEqual([]);
  });

  it('where the browser has Element Timing, resolves once the picture is presented, not at the frame after its load', async () => {
    // Chrome presents a frame a frame or so after committing it: the framework asked for in between lands before
    // the LCP. A fake observer stands in for Chrome's.
    const observers: { callback: PerformanceObserverCallback; types: string[] }[] = [];
    class ElementTimingObserver {
      static supportedEntryTypes = ['element', 'largest-contentful-paint'];
      types: string[] = [];
      callback: PerformanceObserverCallback;
      constructor(callback: PerformanceObserverCallback) {
        this.callback = callback;
        observers.push(this);
      }
      observe({ type }: { type: string }) { this.types.push(type); }
      disconnect() { observers.splice(observers.indexOf(this), 1); }
      takeRecords() { return []; }
    }
    vi.stubGlobal('PerformanceObserver', ElementTimingObserver);
    try {
      const boot = shell();
      let done = false;
      const ready = paintFirstPictures(Promise.resolve([banner]), (rows) => rows, SLOT).then(() => { done = true; });
      await settle();
      const img = boot.querySelector('.boot-pic img')!;
      expect(img).toHaveAttribute('elementtiming');
      expect(observers.map((o) => o.types)).toEqual([['element']]);
      img.dispatchEvent(new Event('load'));
      await settle();
      await settle();
      expect(done).toBe(false);
      const entries = (element: Element) => ({ getEntries: () => [{ element, entryType: 'element' }] }) as unknown as PerformanceObserverEntryList;
      observers[0].callback(entries(document.createElement('img')), observers[0] as unknown as PerformanceObserver);
      await settle();
      expect(done).toBe(false);
      observers[0].callback(entries(img), observers[0] as unknown as PerformanceObserver);
      await ready;
      expect(observers).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws one picture per column of the slot (goodList\'s first row) and waits for all of them', async () => {
    const boot = shell();
    const slot = firstRowSlot(parseFilters(new URLSearchParams('')), new URLSearchParams(''));
    const ready = paintFirstPictures(Promise.resolve(null), () => [banner, { ...banner, url: '/profile/b.svg' }, { ...banner, url: '/c' }], slot);
    await settle();
    const imgs = [...boot.querySelectorAll('.boot-pic img')];
    expect(imgs.map((img) => img.getAttribute('src'))).toEqual(['/dev-api/profile/img/banner/1.svg', '/dev-api/profile/b.svg']);
    imgs[0].dispatchEvent(new Event('load'));
    imgs[1].dispatchEvent(new Event('error'));
    await ready;
  });

  it('has no slot on a goodList that shows filter chips or the list view', () => {
    const slotOf = (search: string) => firstRowSlot(parseFilters(new URLSearchParams(search)), new URLSearchParams(search));
    expect(slotOf('gameId=1&keyWord=李白&sortRank=1')).toBeDefined();
    expect(slotOf('gameId=1&systemId=2')).toBeUndefined();
    expect(slotOf('priceStart=100')).toBeUndefined();
    expect(slotOf('view=list')).toBeUndefined();
  });

  it('only preloads the picture once the framework renders (the screen draws it), and lets the framework load at once without a slot', async () => {
    shell();
    markFrameworkRendering();
    await paintFirstPictures(Promise.resolve([banner]), (rows) => rows, SLOT);
    expect(document.querySelector('.boot-pic')).toBeNull();
    const link = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].find((l) => !before.has(l))!;
    expect(link.getAttribute('href')).toBe('/dev-api/profile/img/banner/1.svg');
    expect(link.fetchPriority).toBe('high');

    resetEarlyPictureForTests();
    let answer!: (rows: typeof banner[]) => void;
    // Resolves before the answer: nothing will be drawn.
    await paintFirstPictures(new Promise<typeof banner[]>((resolve) => { answer = resolve; }), (rows) => rows, undefined);
    answer([banner]);
  });

  it('resolves without drawing on a failed or empty answer', async () => {
    shell();
    await paintFirstPictures(Promise.reject(new Error('offline')), () => [banner], SLOT);
    await paintFirstPictures(Promise.resolve([]), (rows: typeof banner[]) => rows, SLOT);
    expect(document.querySelector('.boot-pic')).toBeNull();
  });

  it('asks home\'s first answers other than the banners only once the banner is on screen', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(String(url));
      return Promise.resolve(new Response(JSON.stringify({ code: 200, msg: '', rows: [{ img: '/b.svg', name: '横幅' }], total: 1 }),
        { headers: { 'Content-Type': 'application/json' } }));
    });
    const boot = shell();
    try {
      const drawn = prefetchHomeEarly();
      await vi.waitFor(() => expect(boot.querySelector('.boot-pic img')).not.toBeNull());
      expect(asked).toEqual([expect.stringContaining('/account/zhubo/list?type=2')]);
      boot.querySelector('.boot-pic img')!.dispatchEvent(new Event('load'));
      await drawn;
      await vi.waitFor(() => expect(asked.length).toBeGreaterThan(1));
      expect(asked.slice(1).some((url) => url.includes('zhubo'))).toBe(false);
    } finally {
      vi.unstubAllGlobals();
      queryClient.clear();
    }
  });

  it('reads the app prompt\'s own flag', () => {
    expect(PROMPT_DISMISSED_KEY).toBe(appPromptDismissed.key);
    expect(bannerSlot(false).above).toEqual(['1.2267rem', '1px', '0.32rem', '1.0667rem', '0.32rem']);
  });
});

describe('the first-load links', () => {
  const lists = { c: ['start.css'], s: ['framework.js', 'start.js'], l: [['earlyHome.js'], ['Home.js', 'shared.js']],
    p: { '/index/home': [0, 1] } };
  let before: Set<Node>;
  const linked = () => [...document.head.querySelectorAll('link')].filter((link) => !before.has(link))
    .map((link) => `${link.rel}${link.getAttribute('as') ? `:${link.getAttribute('as')}` : ''} ${link.getAttribute('href')}`);

  beforeEach(() => {
    before = headNow();
    const data = add(document.head, document.createElement('script'));
    data.type = 'application/json';
    data.id = 'first-load';
    data.textContent = JSON.stringify(lists);
  });
  afterEach(() => {
    removeAdded();
    document.head.childNodes.forEach((node) => { if (!before.has(node)) document.head.removeChild(node); });
    window.history.replaceState(null, '', '/');
  });

  it('index.html links the start chunks on most pages, and only the page-start module on a landing page', () => {
    window.history.replaceState(null, '', '/login');
    new Function(FIRST_LOAD_SCRIPT)();
    expect(linked()).toEqual(['preload:style /assets/start.css', 'modulepreload /assets/framework.js', 'modulepreload /assets/start.js']);

    document.head.querySelectorAll('link').forEach((link) => { if (!before.has(link)) link.remove(); });
    window.history.replaceState(null, '', '/index/home');
    new Function(FIRST_LOAD_SCRIPT)();
    expect(linked()).toEqual(['modulepreload /assets/earlyHome.js']);
  });

  it('earlyStart adds the rest once the first picture is drawn, once', () => {
    addFirstLoadLinks('/index/home');
    addFirstLoadLinks('/index/home');
    expect(linked()).toEqual(['preload:style /assets/start.css', 'modulepreload /assets/framework.js',
      'modulepreload /assets/start.js', 'modulepreload /assets/Home.js', 'modulepreload /assets/shared.js']);
  });
});
