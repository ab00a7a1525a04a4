import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setTransport } from '@/api/client.ts';
import type { Game, GameAttribute } from '@/contract/types.ts';
import { renderWithChakra } from '@/test/render.tsx';
import { readDraft, sellDraftState } from './draft.ts';
import { QufuStep } from './QufuStep.tsx';
import { AccountSource, GameType } from '@/contract/statuses.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const game = (id: number, type: GameType): Game => ({ id, name: type === GameType.mobile ? '测试手游' : '测试端游', icon: '', type, initial: 'C', hot: false, goodsCount: 1 });
const node = (id: number, systemKey: GameAttribute['systemKey'], fieldName: string, parentId = 0): GameAttribute =>
  ({ id, gameId: 0, systemKey, fieldName, parentId, sort: id });

/** Answers the games list and the 区服 lists from `tree` (keylist by systemKey + parentId, districtSuit by parentId). */
function serve(games: Game[], tree: GameAttribute[]) {
  setTransport(async (url) => {
    const u = new URL(String(url), 'http://x');
    if (u.pathname.endsWith('/web/game/list')) return json({ code: 200, msg: '', data: games });
    if (u.pathname.endsWith('/web/keylist')) {
      const key = u.searchParams.get('systemKey');
      const parent = Number(u.searchParams.get('parentId'));
      return json({ code: 200, msg: '', data: tree.filter((n) => n.systemKey === key && n.parentId === parent) });
    }
    if (u.pathname.endsWith('/web/districtSuit')) {
      const parent = Number(u.searchParams.get('parentId'));
      return json({ code: 200, msg: '', data: tree.filter((n) => n.systemKey === 'server' && n.parentId === parent) });
    }
    return json({ code: 404, msg: '接口不存在' });
  });
}

function renderStep(gameId: number) {
  return renderWithChakra(<MemoryRouter><QufuStep gameId={gameId} mode="sale" /></MemoryRouter>);
}

afterEach(() => {
  setTransport(undefined);
  localStorage.clear();
  sessionStorage.clear();
  sellDraftState.draft = null;
});

describe('step 1 (区服 and 账号来源)', () => {
  it('手游: 运营商 waits for 系统; 下一步 once both are chosen; the choices go into the draft', async () => {
    serve([game(1, GameType.mobile)], [node(10, 'system', 'iOS'), node(11, 'system', '安卓'), node(20, 'carrier', 'QQ区', 11), node(21, 'carrier', '微信区', 11)]);
    renderStep(1);
    expect(await screen.findByText('请先选择系统')).toBeTruthy();
    const next = screen.getByTestId('qufu-next');
    expect(next).toHaveProperty('disabled', true);
    fireEvent.click(await screen.findByRole('radio', { name: '安卓' }));
    fireEvent.click(await screen.findByRole('radio', { name: '微信区' }));
    await waitFor(() => expect(next).toHaveProperty('disabled', false));
    expect(screen.getByTestId('qufu-summary').textContent).toBe('已选：安卓 · 微信区');
    // 账号来源 is asked for beside its choice.
    fireEvent.click(next);
    expect(await screen.findByText('请选择账号来源')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '自己注册' }));
    fireEvent.click(next);
    await waitFor(() => expect(readDraft(1, 'sale')).toMatchObject({
      systemId: 11, carrierId: 21, regionNames: ['安卓', '微信区'], accountSource: AccountSource.self, basicDone: true,
    }));
  });

  it('a level the game does not have is skipped: 端游 without 大区 picks its servers directly', async () => {
    serve([game(2, GameType.pc)], [node(30, 'server', '一区'), node(31, 'server', '二区')]);
    renderStep(2);
    fireEvent.click(await screen.findByRole('radio', { name: '二区' }));
    expect(screen.queryByRole('radiogroup', { name: '大区' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('qufu-next')).toHaveProperty('disabled', false));
    expect(readDraft(2, 'sale')).toMatchObject({ serverId: 31, regionNames: ['二区'] });
  });

  it('a game without any 区服 says so and lets the seller go on', async () => {
    serve([game(3, GameType.mobile)], []);
    renderStep(3);
    expect(await screen.findByText('该游戏无需选择区服')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('qufu-next')).toHaveProperty('disabled', false));
  });

  it('an unknown game asks to pick one', async () => {
    serve([game(1, GameType.mobile)], []);
    renderStep(99);
    expect(await screen.findByText('该游戏不存在，请重新选择')).toBeTruthy();
    expect(screen.getByRole('link', { name: '选择游戏' }).getAttribute('href')).toBe('/index/accountOrder?to=sell');
  });
});
