// True once the element has come near the viewport (and stays true): below-the-fold sections of home wait
// for it before they load their data and code. Without IntersectionObserver (old browsers, jsdom) it is
// true at once, so nothing is ever left unloaded.
// The change renders at transition priority, in slices: set from the observer's callback it would be a default
// update, which React renders in one task (a section's whole body, 40–50 ms of a load at 4× CPU).
import { startTransition, useEffect, useState, type RefObject } from 'react';

export function useInView(ref: RefObject<Element | null>, rootMargin = '300px 0px'): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (inView || !node) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        startTransition(() => setInView(true));
        observer.disconnect();
      }
    }, { rootMargin });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref, rootMargin, inView]);
  return inView;
}
