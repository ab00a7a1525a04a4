// Atomic file writes: a crash (even kill -9) leaves either the old or the new file, never a torn one.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/** fsync of a folder: makes a rename or a removal in it durable. */
export async function syncDir(dir: string): Promise<void> {
  let handle: fsp.FileHandle | undefined;
  try {
    handle = await fsp.open(dir, 'r');
    await handle.sync();
  } catch {
    // Some file systems refuse to fsync a directory; the rename itself is still atomic there.
  } finally {
    await handle?.close();
  }
}

/**
 * Temp file in the same folder (same file system, so rename is atomic) created with mode 0600, fsync, rename,
 * fsync the folder so the rename itself survives a crash. `onTemp` (tests) sees the temp file before the rename.
 */
export async function writeAtomic(file: string, text: string, onTemp?: (tmp: string) => void): Promise<void> {
  const dir = path.dirname(file);
  await fsp.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`);
  const handle = await fsp.open(tmp, 'wx', 0o600);
  try {
    // The mode given to open() is masked by the umask; chmod makes it exact.
    await handle.chmod(0o600);
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    onTemp?.(tmp);
    await fsp.rename(tmp, file);
  } catch (err) {
    await fsp.rm(tmp, { force: true });
    throw err;
  }
  await syncDir(dir);
}

/**
 * A whole data file renamed into place (a new space, a restore, a snapshot, the base) made durable against a power
 * loss soon after, not before the answer: the file's fsync and then its folder's run on libuv's threads. `fd` is
 * the file opened before its rename (it follows the file wherever it goes). The mock's guarantee is kill -9 (the
 * OS holds the written pages: persist/sqlite.ts), which needs no fsync; a power loss may take the last changes
 * either way (synchronous=NORMAL), here the last second's. Waiting for it cost 0.3–1.1 s at 100 000 goods (a 255 MB
 * file) — most of a restore.
 */
export function syncSoon(fd: number, dir: string): void {
  fs.fsync(fd, () => {
    fs.close(fd, () => {
      fs.open(dir, 'r', (err, dirFd) => {
        // Some file systems refuse to open or fsync a folder; the rename itself is still atomic there.
        if (err) return;
        fs.fsync(dirFd, () => fs.close(dirFd, () => {}));
      });
    });
  });
}

/**
 * Holds `file` open while a rename replaces it, so the old content's blocks are freed when releaseSoon closes it on
 * libuv's threads rather than inside the rename (≈ 0.2 s for a 255 MB file on ext4). Undefined when there is no file.
 */
export function holdOld(file: string): number | undefined {
  try {
    return fs.openSync(file, 'r');
  } catch {
    return undefined;
  }
}

export function releaseSoon(fd: number | undefined): void {
  if (fd !== undefined) fs.close(fd, () => {});
}

/**
 * Renames the whole file `tmp` over `file` (atomic: a kill -9 leaves the old file or the new one), then makes it
 * durable and frees the content it replaced after the answer (syncSoon, holdOld). Throws, leaving `tmp`, when the
 * rename fails.
 */
export function renameIntoPlace(tmp: string, file: string): void {
  const fd = fs.openSync(tmp, 'r');
  const old = holdOld(file);
  try {
    fs.renameSync(tmp, file);
  } catch (err) {
    fs.closeSync(fd);
    throw err;
  } finally {
    releaseSoon(old);
  }
  syncSoon(fd, path.dirname(file));
}
