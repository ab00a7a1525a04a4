// Types of test-related.mjs (a plain Node script run by `npm run test:related`).
export const JOURNEYS: Record<string, string[]>;
export function wordOf(file: string): string | undefined;
export function planFor(files: string[]): { vitest: string[]; contract: boolean; specs: string[] };
