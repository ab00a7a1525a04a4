// /__mock for a team sharing one mock: named snapshots of the whole data, and reproduction links (a snapshot,
// the caller's user and scenario, opened in another browser). Documented in CONTROL_DOCS (control.ts).
import { z } from 'zod';
import type { MockContext } from '../context.ts';
import { callerScope } from './control.ts';
import { fail, ok } from '../lib/envelope.ts';
import { formatTime } from '../lib/fixtures.ts';
import { intField, optional, parse } from '../lib/validate.ts';
import { SCENARIOS, type GlobalScenario } from '../middleware/scenario.ts';
import type { MockFactory } from './presets.ts';
import type { Routes } from '../routes/registry.ts';
import { boolField } from '../lib/validate.ts';
import { callerOf, forceOf, guardOwner } from './owners.ts';
import { writeAtomic } from '../persist/atomic.ts';
import { clientOf } from '../lib/client-id.ts';
import { journalSlice } from './journal.ts';
import {
  auditOf, journalFile, deleteSnapshot, listSnapshots, pinSnapshot, restoreSnapshot, saveSnapshot, snapshotName, spaceOf,
} from './snapshots.ts';
import { spaceOwner } from './space-meta.ts';
import { selfUrl, type ReproLink } from './repro-page.ts';
import { signIn } from '../domain/auth.ts';

export const reproOpenBody = z.object({
  snapshot: z.string({ error: '快照名称（snapshot）不能为空' }),
  userId: optional(intField('用户编号（userId）')),
  scenario: optional(z.enum(SCENARIOS, { error: `场景（scenario）的取值无效，可选：${SCENARIOS.join(' / ')}` })),
  times: optional(intField('次数（times）').refine((n) => n >= 1 && n <= 10_000, { error: '次数（times）应在 1–10000 之间' })),
  path: optional(z.string().trim().regex(/^\/[^?#\s]*$/, { error: '路径（path）应以 / 开头且不含查询参数' })),
});

export type ReproOpen = z.infer<typeof reproOpenBody>;

/**
 * Step 2 of a reproduction link in the data it opens (restored already): the link's scenario armed for the
 * opening browser (`client`), a session for its user. The user is checked first: nothing is armed for a link
 * whose user is not in that data.
 */
export function armRepro(ctx: MockContext, body: ReproOpen, client: string | undefined): { token: string | null } {
  const user = body.userId === undefined ? undefined : ctx.store.usersById.get(body.userId);
  if (body.userId !== undefined && !user) fail('复现链接中的用户不存在');
  if (body.scenario) {
    const s: GlobalScenario = { scenario: body.scenario, times: body.times ?? 1, path: body.path, createdAt: formatTime(ctx.opts.now()) };
    if (client !== undefined) s.client = client;
    ctx.scenarios.set(s);
  }
  return { token: user ? signIn(ctx, user, client) : null };
}

/** 复现-20261126-043512-7f3a: sortable (the host's time, whatever a space's clock says), unique enough for a team. */
function reproName(ctx: MockContext): string {
  const stamp = formatTime(ctx.opts.now()).replace(/-/g, '').replace(' ', '-').replace(/:/g, '');
  return `复现-${stamp}-${Math.random().toString(16).slice(2, 6)}`;
}

/** `createMockApp` (app.ts) builds the throwaway mock a preset is made on: passed in, so this never imports app.ts. */
export function sandboxRoutes(routes: Routes, createMockApp: MockFactory): void {
  const r = routes.domain('control');
  const ctx = routes.ctx;
  const open = { auth: false };

  r.get('/__mock/snapshots', async () => ok(await listSnapshots(ctx)), open);

  // Saving over another tester's snapshot is refused (naming them and a free name) unless ?force=1.
  r.post('/__mock/snapshots', async (c) => {
    const name = snapshotName((c.body as { name?: unknown } | undefined)?.name);
    const saved = await saveSnapshot(ctx, name, { by: callerOf(c.req), force: forceOf(c.req) });
    return ok(saved, saved.replaced ? `快照 ${name} 已覆盖` : `快照 ${name} 已保存`);
  }, open);

  // Restoring replaces the caller's space: another tester's space only with ?force=1.
  r.post('/__mock/snapshots/:name/restore', async (c) => {
    const name = snapshotName(c.params.name);
    const by = callerOf(c.req);
    const owner = spaceOwner(ctx);
    const forced = guardOwner(owner, by, forceOf(c.req), `数据空间「${spaceOf(ctx)}」`, '恢复快照');
    const done = await restoreSnapshot(ctx, name, createMockApp);
    auditOf(ctx).add({ action: 'restore', by, space: spaceOf(ctx), target: name, ...(forced ? { forced: owner } : {}) });
    return ok(done, `已恢复快照 ${done.name}`);
  }, open);

  r.delete('/__mock/snapshots/:name', async (c) => {
    const name = snapshotName(c.params.name);
    await deleteSnapshot(ctx, name, callerOf(c.req), forceOf(c.req));
    return ok(undefined, `快照 ${name} 已删除`);
  }, open);

  r.post('/__mock/snapshots/:name/pin', async (c) => {
    const { pinned } = parse(z.object({ pinned: optional(boolField()) }), c.body ?? {});
    const info = await pinSnapshot(ctx, snapshotName(c.params.name), pinned ?? true, callerOf(c.req));
    return ok(info, info.pinned ? `快照 ${info.name} 已固定，不会到期删除` : `快照 ${info.name} 已取消固定`);
  }, open);

  // A reproduction link, step 1 (the QA panel of the reporting browser): the data now, who is signed in, and
  // the scenario armed for this browser.
  // With `page` (the path, query and hash the tester is on) it also answers `openUrl`: the link on the mock's own
  // address, which opens on the app of whoever opens it (repro-page.ts).
  r.post('/__mock/repro', async (c) => {
    const body = parse(z.object({
      name: optional(z.unknown()),
      page: optional(z.string().trim().max(1000, { error: '页面（page）不能超过 1000 个字' })
        .regex(/^\/(?!\/)/, { error: '页面（page）应以 / 开头' })),
    }), c.body ?? {});
    const by = callerOf(c.req);
    const saved = await saveSnapshot(ctx, body.name === undefined ? reproName(ctx) : snapshotName(body.name), { by, repro: true });
    // The requests that led here travel with the link: put into the journal of the space it opens in.
    await writeAtomic(journalFile(ctx, saved.name), JSON.stringify(journalSlice(ctx.journal, clientOf(c.req))));
    const armed = ctx.scenarios.get(callerScope(c));
    const scenario = armed ? { scenario: armed.scenario, times: armed.times, path: armed.path } : null;
    const userId = c.user?.userId ?? null;
    const link: ReproLink = {
      s: saved.name, u: userId, ...(scenario ? { sc: scenario.scenario, t: scenario.times, ...(scenario.path ? { p: scenario.path } : {}) } : {}),
      ...(body.page ? { at: body.page } : {}), ...(by?.tester ? { by: by.tester } : {}),
    };
    const openUrl = `${selfUrl(c.req, ctx.opts.publicUrl)}/__repro?l=${encodeURIComponent(JSON.stringify(link))}`;
    return ok({ snapshot: saved.name, userId, scenario, openUrl }, '已保存复现快照');
  }, open);

  // Step 2 (the browser opening the link): the same data, the same scenario for this browser, the same user. A
  // mock with data spaces (spaces.ts) answers this itself, opening the link in a new space; this route is the
  // bare app's (createMockApp alone), which restores in place.
  r.post('/__mock/repro/open', async (c) => {
    const body = parse(reproOpenBody, c.body);
    if (body.userId !== undefined && !ctx.store.usersById.get(body.userId)) fail('复现链接中的用户不存在');
    await restoreSnapshot(ctx, snapshotName(body.snapshot), createMockApp);
    const { token } = armRepro(ctx, body, callerScope(c));
    return ok({ snapshot: body.snapshot, token, scenario: body.scenario ?? null }, '已打开复现现场');
  }, open);
}
