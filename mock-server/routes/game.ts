// Games, their 区服 trees and attribute templates.
import type { Game, GameAttribute, SystemKey } from '../../src/contract/types.ts';
import type { MockContext } from '../context.ts';
import { fail, ok } from '../lib/envelope.ts';
import { parse } from '../lib/validate.ts';
import { districtQuery, gameIdQuery, gameListQuery, keylistQuery, qufuLevelQuery } from '../../src/contract/common/requests.ts';
import type { Routes } from './registry.ts';


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
    const q = parse(keylistQuery, c.query);
    gameOrFail(ctx, q.gameId);
    return ok(attributes(ctx, q.gameId, q.systemKey, q.parentId));
  });

  const byKey = (path: string, key: SystemKey) => r.get(path, (c) => {
    const q = parse(qufuLevelQuery, c.query);
    gameOrFail(ctx, q.gameId);
    return ok(attributes(ctx, q.gameId, key, q.parentId));
  });
  byKey('/need/operator/list', 'carrier');
  byKey('/need/area/list', 'group');
  byKey('/need/server/list', 'server');

  r.get('/web/districtSuit', (c) => {
    const q = parse(districtQuery, c.query);
    const area = ctx.store.attributesById.get(q.parentId);
    if (!area || area.systemKey !== 'group') fail('大区不存在');
    return ok(attributes(ctx, area.gameId, 'server', area.id));
  });

  r.get('/web/gameTempAttr', (c) => {
    const q = parse(gameIdQuery, c.query);
    gameOrFail(ctx, q.gameId);
    return ok(ctx.store.templatesByGame.get(q.gameId) ?? []);
  });

  r.get('/web/game/list', (c) => {
    const q = parse(gameListQuery, c.query);
    const name = q.name?.toLowerCase();
    const initial = q.initial?.toUpperCase();
    const games = ctx.store.db.games.filter((g) => (q.type === undefined || g.type === q.type)
      && (!name || g.name.toLowerCase().includes(name)) && (!initial || g.initial === initial));
    return ok(games);
  });
}
