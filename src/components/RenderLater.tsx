// Renders its children in a render and commit of their own, right after the one that mounted it.
// For the lower half of a long screen that appears all at once (home, a goods' detail): React can slice a render
// into short tasks but commits it in one, and committing a whole Chakra screen — creating its elements, inserting
// its styles — is 200–300 ms on a throttled phone, a task no tap can interrupt. Split in two, the top (what the
// reader sees first) commits first and the rest follows at once, at transition priority (useDeferredValue's
// initial value). Nothing is shown in its place for that moment: keep it below the first screen.
//
// Only on the first screen of a fresh page load. On a reload or back/forward load, and on every later
// navigation, children render at once: the scroll position is restored in the same commit (app/ScrollManager.tsx)
// and needs the page at its full height.
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { documentLoadRestores } from '@/lib/documentLoad.ts';

let firstScreen = true;

export function RenderLater({ children }: { children: ReactNode }) {
  const [later] = useState(() => firstScreen && !documentLoadRestores());
  const ready = useDeferredValue(true, !later);
  useEffect(() => {
    if (ready) firstScreen = false;
  }, [ready]);
  return ready ? children : null;
}

/** Tests only: back to the state of a fresh page load, before its first screen. */
export function resetRenderLaterForTests(): void {
  firstScreen = true;
}
