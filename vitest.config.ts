import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.config.ts';

const UNIT_DIRS = ['src', 'fixtures', 'scripts'];
const UNIT_TEST = /\.test\.tsx?$/;

/**
 * The unit tests share one module graph and one document per worker (`isolate: false`): loading jsdom, React and
 * Chakra once per worker instead of once per file takes the unit run from minutes to well under one. So a test
 * replaces a module's exports with stubExports (src/test/stubExports.ts), which the setup file puts back after
 * each test, not with `vi.mock`: a file that calls `vi.mock` needs a graph of its own, ≈ 5 s of a core each
 * (ten such files were 56 of the unit run's 137 core-seconds). Should one still need it, it is found here by
 * reading the files and run isolated, without anyone listing it.
 */
const mockingTests = UNIT_DIRS.flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((file) => UNIT_TEST.test(file) && !file.includes('node_modules'))
  .map((file) => `${dir}/${file}`)
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8'))));

const unit = {
  environment: 'jsdom',
  include: UNIT_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
  setupFiles: ['src/test/setup.ts'],
  // Node 25+ has a Web Storage global of its own, an empty stub without --localstorage-file; it stands in front of
  // jsdom's localStorage, which vitest 4 then does not install (vitest-dev/vitest#8757).
  execArgv: ['--no-webstorage'],
};

export default defineConfig({
  plugins: [react()],
  // The theme the build serves as data (scripts/chakra-css-plugin.ts) is made in the test's own process here.
  resolve: { alias: { ...aliases, 'virtual:chakra-theme': fileURLToPath(new URL('./src/test/chakraTheme.ts', import.meta.url)) } },
  test: {
    // Vitest leaves a core free by default: one worker on a 2-core machine, where the run then took 140 s and
    // 90 s with two (the api files wait on their servers' disk writes and timers part of the time).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { ...unit, name: 'unit', isolate: false, exclude: [...configDefaults.exclude, ...mockingTests] } },
      { extends: true, test: { ...unit, name: 'unit-isolated', include: mockingTests } },
      {
        extends: true,
        test: {
          name: 'api',
          // Each file starts its own in-process mock on its own port and temp folder, so the files can share
          // one module graph: importing the mock (faker, json-server, the contract) once per worker instead of
          // once per file halves the project's time.
          isolate: false,
          environment: 'node',
          include: ['mock-server/**/*.test.ts'],
          globalSetup: ['mock-server/test/globalSetup.ts'],
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
