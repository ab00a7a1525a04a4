// The page-start requests' common step (earlyHome.ts, earlyDetail.ts, earlyList.ts): once the first data is
// in, fetch the page's LCP picture at high priority instead of when React renders its <img> (the browser
// shares the fetch with it). A failed request is left to the screen, which asks again and shows its error.
import { assetUrl } from '@/api/client.ts';

export function preloadPictureOf<T>(answer: Promise<T>, pick: (data: T) => string | undefined): void {
  answer.then(
    (data) => {
      const path = pick(data);
      if (!path) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = assetUrl(path);
      link.fetchPriority = 'high';
      document.head.appendChild(link);
    },
    () => undefined,
  );
}
