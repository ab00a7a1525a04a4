// Early image fetches for a page's LCP picture (app/earlyHome.ts, app/earlyDetail.ts).

/** Preloads an image at high priority (the browser shares the fetch with the <img> rendered later). */
export function preloadImage(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.appendChild(link);
}
