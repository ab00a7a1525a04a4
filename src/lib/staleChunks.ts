// After a deploy the chunks of the build a page was loaded with are gone: the next lazy screen it asks for fails to
// load. Vite says so with a `vite:preloadError` event; the page then loads again (from the new build) once, instead
// of showing 页面出错了. A second failure within a short while is a real one: RouteError shows it, with 重试.
const KEY = 'staleChunkReloadAt';
/** A reload this recent means the new page failed too: no loop. */
export const RELOAD_GUARD_MS = 10_000;

/** Installs the listener; returns its removal (tests). */
export function reloadOnStaleChunk(now: () => number = Date.now, reload: () => void = () => window.location.reload()): () => void {
  const onError = (event: Event) => {
    try {
      const last = Number(window.sessionStorage.getItem(KEY)) || 0;
      if (now() - last < RELOAD_GUARD_MS) return;
      window.sessionStorage.setItem(KEY, String(now()));
    } catch {
      // No session storage (a private mode that refuses it): nothing would stop a loop, so RouteError shows it.
      return;
    }
    event.preventDefault();
    reload();
  };
  window.addEventListener('vite:preloadError', onError);
  return () => window.removeEventListener('vite:preloadError', onError);
}
