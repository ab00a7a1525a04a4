// Who owns a data space or a snapshot, and who is calling: the tester's name (X-Mock-Tester, given once in the QA
// panel) and the sandbox client (X-Mock-Client, one per browser). Changing what another tester owns — deleting
// their space or snapshot, overwriting their snapshot, resetting or restoring into their space — is refused with a
// Chinese msg naming the owner, unless the call says ?force=1 (the panel asks a second time, naming the owner).
// Nothing here is a lock against a determined colleague: it stops the accident that lost a handoff snapshot.
import type { Request } from 'express';
import { BizError, fail } from '../lib/envelope.ts';
import { clientOf, testerOf } from '../lib/client-id.ts';

export interface Owner {
  /** The tester's name, when they gave one. */
  tester?: string;
  /** The browser (sandbox client) that made it. */
  client?: string;
}

/** The caller as an owner; undefined for a call that names neither (curl, scripts, tests). */
export function callerOf(req: Request): Owner | undefined {
  const tester = testerOf(req);
  const client = clientOf(req);
  if (tester === undefined && client === undefined) return undefined;
  return { ...(tester ? { tester } : {}), ...(client ? { client } : {}) };
}

/** An owner as read back from a file: only the two string fields survive. */
export function ownerFrom(raw: unknown): Owner | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const { tester, client } = raw as Record<string, unknown>;
  const o: Owner = {
    ...(typeof tester === 'string' && tester ? { tester } : {}),
    ...(typeof client === 'string' && client ? { client } : {}),
  };
  return o.tester || o.client ? o : undefined;
}

/**
 * Whether `caller` may change what `owner` owns: nobody owns it; or the same tester (by name, so their phone and
 * laptop are one tester); or, for an owner without a name, the same browser.
 */
export function mayChange(owner: Owner | undefined, caller: Owner | undefined): boolean {
  if (!owner) return true;
  if (owner.tester) return caller?.tester === owner.tester;
  return owner.client !== undefined && caller?.client === owner.client;
}

/** How the panel and the messages name an owner. */
export function ownerLabel(owner: Owner | undefined): string {
  if (!owner) return '未署名的调用方';
  return owner.tester ?? `浏览器 ${owner.client?.slice(0, 4) ?? '?'}`;
}

/** `?force=1`: change what another tester owns. Anything but 1 / true / 0 / false is refused. */
export function forceOf(req: Request): boolean {
  const raw = req.query.force;
  if (raw === undefined) return false;
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  return fail('强制参数（force）只能为 1 或 0');
}

/** Body code of a refusal for want of ?force=1 (the panel then asks a second time). HTTP 200, as every business
 *  refusal of the mock: an expected refusal is no red line in the tester's console. */
export const NOT_YOURS = 409;

/**
 * Refuses unless the caller may change it or forces; answers whether the change overrides another owner (forced),
 * which the audit records. `what` names the thing (数据空间「x」), `verb` the change (删除), `hint` what else
 * the caller may do (made only for a refusal).
 */
export function guardOwner(
  owner: Owner | undefined, caller: Owner | undefined, force: boolean, what: string, verb: string, hint?: () => string,
): boolean {
  if (mayChange(owner, caller)) return false;
  if (force) return true;
  throw new BizError(`${what}属于 ${ownerLabel(owner)}，不能${verb}${hint?.() ?? ''}；确需${verb}请加 ?force=1（QA 面板会再确认一次）`, NOT_YOURS);
}
