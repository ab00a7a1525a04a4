import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { setTransport } from '@/api/client.ts';
import type { GameAttribute } from '@/contract/types.ts';
import { renderWithChakra } from '@/test/render.tsx';
import type { RegionValue } from './region.ts';
import { GameType } from '@/contract/statuses.ts';
import { RegionPicker } from './RegionPicker.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const node = (id: number, systemKey: GameAttribute['systemKey'], fieldName: string, parentId = 0): GameAttribute =>
  ({ id, gameId: 0, systemKey, fieldName, parentId, sort: id });
const TREE = [
  node(10, 'system', 'iOS'), node(11, 'system', '安卓'), node(20, 'carrier', 'QQ区', 11), node(21, 'carrier', '微信区', 11),
  node(30, 'group', '电信'), node(40, 'server', '艾欧尼亚', 30),
];
const districtSuit = vi.fn();

function serve() {
  setTransport(async (url) => {
    const u = new URL(String(url), 'http://x');
    const parent = Number(u.searchParams.get('parentId'));
    if (u.pathname.endsWith('/web/keylist')) {
      return json({ code: 200, msg: '', data: TREE.filter((n) => n.systemKey === u.searchParams.get('systemKey') && n.parentId === parent) });
    }
    if (u.pathname.endsWith('/web/districtSuit')) {
      districtSuit(parent);
      return json({ code: 200, msg: '', data: TREE.filter((n) => n.systemKey === 'server' && n.parentId === parent) });
    }
    return json({ code: 404, msg: '接口不存在' });
  });
}

function Harness({ type, onChange }: { type: GameType; onChange: (v: RegionValue) => void }) {
  const [value, setValue] = useState<RegionValue | null>(null);
  const [draft, setDraft] = useState<GameAttribute | null>(null);
  return (
    <RegionPicker game={{ id: 1, type }} value={value} draftFirst={draft} onDraftFirst={setDraft}
      onChange={(v) => { setValue(v); setDraft(null); onChange(v); }} />
  );
}

afterEach(() => setTransport(undefined));

describe('RegionPicker (竞价回收 区服)', () => {
  it('手游: 系统 then 运营商 gives the region; the columns keep their test ids', async () => {
    serve();
    const onChange = vi.fn();
    renderWithChakra(<Harness type={GameType.mobile} onChange={onChange} />);
    expect(await screen.findByText('请先选择系统')).toBeTruthy();
    expect(screen.getByTestId('region-first')).toHaveAttribute('aria-label', '系统');
    fireEvent.click(await screen.findByRole('radio', { name: '安卓' }));
    fireEvent.click(await screen.findByRole('radio', { name: '微信区' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'system', first: { id: 11, fieldName: '安卓' }, second: { id: 21, fieldName: '微信区' } });
    expect(screen.getByTestId('region-second')).toHaveAttribute('aria-label', '运营商');
    expect(screen.getByRole('radio', { name: '微信区' })).toHaveAttribute('aria-checked', 'true');
  });

  it('端游: 大区 then 服务器 (from /web/districtSuit)', async () => {
    serve();
    const onChange = vi.fn();
    renderWithChakra(<Harness type={GameType.pc} onChange={onChange} />);
    fireEvent.click(await screen.findByRole('radio', { name: '电信' }));
    fireEvent.click(await screen.findByRole('radio', { name: '艾欧尼亚' }));
    expect(districtSuit).toHaveBeenCalledWith(30);
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'group', first: { id: 30, fieldName: '电信' }, second: { id: 40, fieldName: '艾欧尼亚' } });
  });
});
