// Types of import-cycles.mjs (a plain Node script: `npm run lint` runs it without a build step).
/** Each project module (absolute path) → the project modules it imports. */
export function importGraph(): Map<string, string[]>;
/** One loop per circle, paths relative to the project, ending where it starts. */
export function findCycles(graph: Map<string, string[]>): string[][];
