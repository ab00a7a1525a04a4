// A data space's own description, <space folder>/space.json: its name, where it came from, when, who owns it,
// whether it is pinned (never expires) and when it was last used (written when it unloads, so expiry counts from
// the last use even across restarts). spaces.ts writes it; the space's own control routes read its owner.
import fs from 'node:fs';
import path from 'node:path';
import type { MockContext } from '../context.ts';
import { writeAtomic } from '../persist/atomic.ts';
import { ownerFrom, type Owner } from './owners.ts';
import { SHARED_SPACE } from './space-names.ts';

export const SPACE_META_FILE = 'space.json';

export interface SpaceMeta {
  name: string;
  createdAt: string;
  /** What it was made from: shared, a snapshot or preset name. */
  from: string;
  owner?: Owner;
  pinned?: boolean;
  /** Epoch ms of the last call, as of its last unload. */
  usedAt?: number;
}

export function readSpaceMeta(dir: string, name: string): SpaceMeta {
  try {
    const m = JSON.parse(fs.readFileSync(path.join(dir, SPACE_META_FILE), 'utf8')) as Record<string, unknown>;
    // Spaces made before owners kept the browser as createdBy.
    const owner = ownerFrom(m.owner) ?? ownerFrom(typeof m.createdBy === 'string' ? { client: m.createdBy } : undefined);
    return {
      name, createdAt: String(m.createdAt ?? ''), from: String(m.from ?? SHARED_SPACE), ...(owner ? { owner } : {}),
      ...(m.pinned === true ? { pinned: true } : {}), ...(typeof m.usedAt === 'number' ? { usedAt: m.usedAt } : {}),
    };
  } catch {
    return { name, createdAt: '', from: SHARED_SPACE };
  }
}

export async function writeSpaceMeta(dir: string, meta: SpaceMeta): Promise<void> {
  await writeAtomic(path.join(dir, SPACE_META_FILE), JSON.stringify(meta));
}

/** The owner of the space a context serves (none for the shared space). */
export function spaceOwner(ctx: MockContext): Owner | undefined {
  return ctx.opts.space === undefined ? undefined : readSpaceMeta(ctx.opts.dataDir, ctx.opts.space).owner;
}
