import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.config.ts';

const UNIT_DIRS = ['src', 'fixtures', 'scripts'];
const UNIT_TEST = /\.test\.tsx?$/;

/**
 * The unit tests that replace modules (`vi.mock`): they need a module graph of their own. The others share one
 * per worker (`isolate: false`): loading jsdom, React and Chakra once per worker instead of once per file takes
 * the unit run from minutes to well under one. Found by reading the files, so a new `vi.mock` test is isolated
 * without anyone listing it.
 */
const mockingTests = UNIT_DIRS.flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((file) => UNIT_TEST.test(file) && !file.includes('node_modules'))
  .map((file) => `${dir}/${file}`)
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8'))));

const unit = {
  environment: 'jsdom',
  include: UNIT_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
  setupFiles: ['src/test/setup.ts'],
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    projects: [
      { extends: true, test: { ...unit, name: 'unit', isolate: false, exclude: [...configDefaults.exclude, ...mockingTests] } },
      { extends: true, test: { ...unit, name: 'unit-isolated', include: mockingTests } },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['mock-server/**/*.test.ts'],
          testTimeout: 20000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
