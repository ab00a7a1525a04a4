// Replaces a module's exports for the running test: `stubExports(module, { name: double })`, with the module
// imported as a namespace (`import * as toastModule from '@/components/toast.ts'`). The app's modules call
// each other through their namespaces under Vitest's module runner, so they see the double.
//
// Why not vi.mock: a file that replaces modules needs a module graph of its own, loading jsdom, React and Chakra
// again (≈ 5 s of a core per file here), while the other unit files share one per worker (vitest.config.ts).
// The doubles are spies that the setup file (src/test/setup.ts) puts back after every test, so nothing leaks into
// the next test or into the next file sharing the graph: stub in `beforeEach` or in the test itself.
import { vi, type MockInstance } from 'vitest';

const stubs: MockInstance[] = [];

/** Puts back every export stubbed since the last call (the setup file's afterEach). */
export function restoreStubbedExports(): void {
  for (const spy of stubs.splice(0)) spy.mockRestore();
}

export function stubExports<M extends object>(module: M, doubles: { [K in keyof M]?: M[K] }): void {
  for (const [name, double] of Object.entries(doubles)) {
    // A function export is called through the double, so the test may reset or re-program the double; any
    // other export (an object such as `toast`, a flag) is read through a getter that answers the double.
    const spy = typeof double === 'function'
      ? vi.spyOn(module as Record<string, (...args: unknown[]) => unknown>, name).mockImplementation((...args) => (double as (...a: unknown[]) => unknown)(...args))
      : vi.spyOn(module as Record<string, unknown>, name, 'get').mockReturnValue(double);
    stubs.push(spy);
  }
}
