import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdOld, releaseSoon, syncSoon } from './atomic.ts';

const isClosed = (fd: number) => {
  try {
    fs.fstatSync(fd);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EBADF';
  }
};

describe('a data file renamed into place, synced after the answer', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('syncSoon returns at once and closes the file once it is synced', async () => {
    const file = path.join(dir, 'data.sqlite');
    fs.writeFileSync(file, 'x'.repeat(1 << 20));
    const fd = fs.openSync(file, 'r');
    syncSoon(fd, dir);
    expect(isClosed(fd)).toBe(false);
    await vi.waitFor(() => expect(isClosed(fd)).toBe(true));
  });

  it('holdOld keeps the replaced content readable until releaseSoon, and the new content takes the name', async () => {
    const file = path.join(dir, 'data.sqlite');
    const tmp = path.join(dir, '.data.sqlite.tmp');
    fs.writeFileSync(file, 'old');
    fs.writeFileSync(tmp, 'new');
    const old = holdOld(file);
    expect(old).toBeTypeOf('number');
    fs.renameSync(tmp, file);
    expect(fs.readFileSync(file, 'utf8')).toBe('new');
    const buf = Buffer.alloc(3);
    fs.readSync(old as number, buf, 0, 3, 0);
    expect(buf.toString()).toBe('old');
    releaseSoon(old);
    await vi.waitFor(() => expect(isClosed(old as number)).toBe(true));
  });

  it('holdOld of a file that does not exist holds nothing, and releasing nothing is harmless', () => {
    const none = holdOld(path.join(dir, 'missing.sqlite'));
    expect(none).toBeUndefined();
    expect(() => releaseSoon(none)).not.toThrow();
  });
});
