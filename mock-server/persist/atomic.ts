// Atomic file writes: a crash (even kill -9) leaves either the old or the new file, never a torn one.
import crypto from 'node:crypto';
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
