// One folder for the data of every mock the API tests start (helpers.ts tempDir), removed when the run ends: a
// test's mock may be stopped and started again on its folder (persistence), so the folders cannot go with the
// mock, and the workers can be stopped before their own clean-up would run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    mockTestRoot: string;
  }
}

export default function setup(project: TestProject): () => void {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-tests-'));
  project.provide('mockTestRoot', root);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
