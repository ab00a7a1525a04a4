// How far V8 lets the mock's heap grow between full collections. By default V8 grows it by a factor it picks
// itself (up to 4× for a fast-allocating process): serving the goods list at 1 000 000 goods, a live heap of
// ≈ 75 MB made ≈ 390 MB of RSS in 6 s of load. Growing by a fifth between collections keeps the RSS at ≈ 250 MB for
// the same requests per second (bench:mock -- --scale). A base build is the opposite: it holds every seeded row (2 GB
// at 1 000 000 goods), and frequent full collections of that heap would slow the build, so it runs with V8's own factor.
import v8 from 'node:v8';

/** Percent of the live heap the heap may grow by before the next full collection while the mock serves. */
export const SERVING_HEAP_GROWING_PERCENT = 20;

let serving = false;

/** From now on the heap grows slowly (called once the mock is up). */
export function serveWithSmallHeap(): void {
  serving = true;
  v8.setFlagsFromString(`--heap-growing-percent=${SERVING_HEAP_GROWING_PERCENT}`);
}

/** Runs a build that holds much data with V8's own growing factor (0), and goes back to the serving one after. */
export function withBuildHeap<T>(build: () => T): T {
  if (!serving) return build();
  v8.setFlagsFromString('--heap-growing-percent=0');
  try {
    return build();
  } finally {
    v8.setFlagsFromString(`--heap-growing-percent=${SERVING_HEAP_GROWING_PERCENT}`);
  }
}
