// Resolves in a task of its own: the start-up steps before it and after it (evaluating the framework's chunks,
// making the Chakra system, React's first render) are then separate tasks, each shorter than one of them all.
// On a phone slowed 4× a task over 50 ms blocks input (Lighthouse's TBT counts what is over), so the split
// matters even though the total work is the same.
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
