// Scroll positions across navigations, as a browser does for full pages: a new page (link, navigate) starts at
// the top; back/forward and reload return to where the user was on that history entry. Positions are kept per
// history entry (location.key) and survive a reload through sessionStorage.
// Rendered before the screens, so a screen that restores its own scroll (goodList) runs after it and wins.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';

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
  const currentKey = useRef(location.key);

  // Remember the position of the entry being shown; save them all when the page goes away.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      positions.current ??= readSaved();
      positions.current[currentKey.current] = window.scrollY;
    };
    const onPageHide = () => {
      if (positions.current) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    positions.current ??= readSaved();
    const saved = positions.current[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
