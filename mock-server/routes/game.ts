// Games, their 区服 trees and attribute templates.
import { z } from 'zod';
import type { Game, GameAttribute, SystemKey } from '../../src/contract/types.ts';
import type { MockContext } from '../context.ts';
import { fail, ok } from '../middleware/envelope.ts';
import { intField, optional, parse } from '../lib/validate.ts';
import type { Routes } from './registry.ts';

const gameIdField = intField('游戏编号（gameId）');

export function gameOrFail(ctx: MockContext, id: number): Game {
  const game = ctx.store.gamesById.get(id);
  if (!game) fail('游戏不存在');
  return game;
}

function attributes(ctx: MockContext, gameId: number | undefined, key: SystemKey | undefined, parentId: number | undefined): GameAttribute[] {
  return ctx.store.db.gameAttributes
    .filter((a) => (gameId === undefined || a.gameId === gameId) && (key === undefined || a.systemKey === key)
      && (parentId === undefined || a.parentId === parentId))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

export function gameRoutes(routes: Routes): void {
  const r = routes.domain('game');
  const ctx = routes.ctx;

  r.get('/web/keylist', (c) => {
    const q = parse(z.object({
      gameId: gameIdField,
      systemKey: optional(z.enum(['system', 'carrier', 'group', 'server'])),
      parentId: optional(intField('上级编号（parentId）')),
    }), c.query);
    gameOrFail(ctx, q.gameId);
    return ok(attributes(ctx, q.gameId, q.systemKey, q.parentId));
  });

  const byKey = (path: string, key: SystemKey) => r.get(path, (c) => {
    const q = parse(z.object({ gameId: gameIdField, parentId: optional(intField('上级编号（parentId）')) }), c.query);
    gameOrFail(ctx, q.gameId);
    return ok(attributes(ctx, q.gameId, key, q.parentId));
  });
  byKey('/need/operator/list', 'carrier');
  byKey('/need/area/list', 'group');
  byKey('/need/server/list', 'server');

  r.get('/web/districtSuit', (c) => {
    const q = parse(z.object({ parentId: intField('大区编号（parentId）') }), c.query);
    const area = ctx.store.attributesById.get(q.parentId);
    if (!area || area.systemKey !== 'group') fail('大区不存在');
    return ok(attributes(ctx, area.gameId, 'server', area.id));
  });

  r.get('/web/gameTempAttr', (c) => {
    const q = parse(z.object({ gameId: gameIdField }), c.query);
    gameOrFail(ctx, q.gameId);
    return ok(ctx.store.templatesByGame.get(q.gameId) ?? []);
  });

  r.get('/web/game/list', (c) => {
    const q = parse(z.object({
      type: optional(intField('游戏类型（type）').refine((t) => t === 0 || t === 1, { error: '游戏类型（type）的取值无效，可选：0 手游 / 1 端游' })),
      name: optional(z.string().trim().max(30)),
      initial: optional(z.string().trim().regex(/^[A-Za-z]$/, { error: '首字母（initial）应为一个字母' })),
    }), c.query);
    const name = q.name?.toLowerCase();
    const initial = q.initial?.toUpperCase();
    const games = ctx.store.db.games.filter((g) => (q.type === undefined || g.type === q.type)
      && (!name || g.name.toLowerCase().includes(name)) && (!initial || g.initial === initial));
    return ok(games);
  });
}
