import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { restoreStubbedExports } from './stubExports.ts';

// A console.error during a test is a failure: React warnings and swallowed errors must not pass silently.
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  cleanup();
  restoreStubbedExports();
  // The files of a worker share one document (vitest.config.ts): the next test starts at '/', whatever address
  // this one left (a test of the 实名 gate sets /index/sureOrder?id=5; lists read window.location's query).
  if (typeof window !== 'undefined') window.history.replaceState(null, '', '/');
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length) throw new Error(`console.error was called:\n${calls.map((c: unknown[]) => c.map(String).join(' ')).join('\n')}`);
});

// jsdom does not implement scrolling; React Router's <ScrollRestoration> calls it on every navigation.
// (No window at all in the few tests that run in Node: `@vitest-environment node`.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
