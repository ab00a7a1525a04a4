// Scroll positions across navigations, as a browser does for full pages: a new page (link, navigate) starts at
// the top; back/forward and reload return to where the user was on that history entry. Positions are kept per
// history entry (location.key) and survive a reload through sessionStorage.
// A navigation with state KEEP_SCROLL (lib/keepScroll.ts) leaves the scroll where it is.
// Rendered before the screens, so a screen that restores its own scroll (goodList) runs after it and wins.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { documentLoadRestores } from '@/lib/documentLoad.ts';
import { keepsScroll } from '@/lib/keepScroll.ts';

const STORAGE_KEY = 'scroll-positions';

/** A history entry's key. The first entry of every document is "default": the path tells those apart. */
function entryKey(location: { key: string; pathname: string; search: string }): string {
  return `${location.key}:${location.pathname}${location.search}`;
}

function readSaved(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const currentKey = useRef(entryKey(location));
  const firstEntry = useRef(true);
  const handled = useRef<object | null>(null);

  // Remember the position of the entry being shown; save them all when the page goes away.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      positions.current ??= readSaved();
      positions.current[currentKey.current] = window.scrollY;
    };
    // Where the page is now, too: a scroll made just before leaving (a script's scrollTo, then a reload) has no
    // scroll event yet — it fires with the next frame.
    const onPageHide = () => {
      onScroll();
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  useLayoutEffect(() => {
    if (handled.current === location) return; // the same entry again (StrictMode runs effects twice in dev)
    handled.current = location;
    const key = entryKey(location);
    currentKey.current = key;
    if (navigationType !== 'POP' && keepsScroll(location.state)) return;
    // The document's first entry counts as POP for the router; restore it only on reload or back/forward.
    const restores = firstEntry.current ? documentLoadRestores() : navigationType === 'POP';
    firstEntry.current = false;
    // Read when needed (the storage's first read is ≈ 6 ms of the first commit at 4× CPU; onScroll reads it too).
    const saved = restores ? (positions.current ??= readSaved())[key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
