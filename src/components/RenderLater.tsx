// Renders its children in a render and commit of their own, right after the one that mounted it.
// For the lower half of a long screen that appears all at once (a goods' detail): React can slice a render into
// short tasks but commits it in one, and committing a whole Chakra screen — creating its elements, inserting
// its styles — is 200–300 ms on a throttled phone, a task no tap can interrupt. Split in two, the top (what the
// reader sees first) commits first and the rest follows at once, at transition priority (useDeferredValue's
// initial value). Nothing is shown in its place for that moment: keep it below the first screen.
import { useDeferredValue, type ReactNode } from 'react';

export function RenderLater({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
