import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A console.error during a test is a failure: React warnings and swallowed errors must not pass silently.
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length) throw new Error(`console.error was called:\n${calls.map((c: unknown[]) => c.map(String).join(' ')).join('\n')}`);
});

// jsdom does not implement scrolling; React Router's <ScrollRestoration> calls it on every navigation.
// (No window at all in the few tests that run in Node: `@vitest-environment node`.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
