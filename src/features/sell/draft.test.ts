import { afterEach, describe, expect, it } from 'vitest';
import { SaleState } from '@/contract/statuses.ts';
import { clearStorage, clearToken, setToken } from '@/stores/session.ts';
import { clearAllDrafts, clearDraft, draftKey, emptyDraft, openDraft, openEditDraft, patchDraft, readDraft, sellDraftState, setDraftField, startDraft } from './draft.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sellDraftState.draft = null;
});

describe('sell draft', () => {
  it('persists every change per game and mode, and restores it when the step opens again', () => {
    openDraft(1, 'sale');
    patchDraft({ phone: '13900139000', systemId: 4, regionNames: ['安卓', 'QQ区'], urlArr: [{ url: '/profile/upload/a.png', name: 'a.png' }] });
    setDraftField('f1', '120');
    expect(JSON.parse(localStorage.getItem('sellDraft:1:sale') ?? '{}')).toMatchObject({ phone: '13900139000', fields: { f1: '120' } });
    // A reload: memory is gone, storage is not.
    sellDraftState.draft = null;
    const restored = openDraft(1, 'sale');
    expect(restored).toMatchObject({ gameId: 1, mode: 'sale', phone: '13900139000', systemId: 4, regionNames: ['安卓', 'QQ区'], fields: { f1: '120' } });
    expect(restored.urlArr).toEqual([{ url: '/profile/upload/a.png', name: 'a.png' }]);
    // Another mode of the same game is another draft.
    expect(openDraft(1, 'pinggu').phone).toBe('');
    expect(readDraft(1, 'sale')?.phone).toBe('13900139000');
  });

  it('an empty value removes the attribute', () => {
    openDraft(2, 'sale');
    setDraftField('f2', 'a,b');
    setDraftField('f2', '');
    expect(readDraft(2, 'sale')?.fields).toEqual({});
  });

  it('survives the 401 that clears localStorage: written back at once, and kept in sessionStorage', () => {
    setToken('t');
    openDraft(3, 'pinggu');
    patchDraft({ price: '1500' });
    clearStorage();
    expect(readDraft(3, 'pinggu')?.price).toBe('1500');
    expect(JSON.parse(localStorage.getItem(draftKey(3, 'pinggu')) ?? '{}').price).toBe('1500');
    localStorage.clear();
    sellDraftState.draft = null;
    expect(openDraft(3, 'pinggu').price).toBe('1500');
  });

  it('clearDraft forgets it everywhere (after a successful submit)', () => {
    openDraft(1, 'sale');
    patchDraft({ title: '王者荣耀好号' });
    clearDraft(1, 'sale');
    expect(sellDraftState.draft).toBeNull();
    expect(localStorage.getItem('sellDraft:1:sale')).toBeNull();
    expect(sessionStorage.getItem('sellDraft:1:sale')).toBeNull();
    expect(openDraft(1, 'sale').title).toBe('');
  });

  it('signing out forgets every draft, and the session change does not write the current one back', () => {
    setToken('t');
    openDraft(1, 'sale');
    patchDraft({ phone: '13900139000' });
    openDraft(2, 'pinggu');
    patchDraft({ phone: '13900139000' });
    localStorage.setItem('other', 'kept');
    clearToken(); // what 退出登录 does first
    clearAllDrafts();
    for (const storage of [localStorage, sessionStorage]) {
      expect(Object.keys(storage).filter((k) => k.startsWith('sellDraft:'))).toEqual([]);
    }
    expect(localStorage.getItem('other')).toBe('kept');
    expect(sellDraftState.draft).toBeNull();
    setToken('u'); // the next user signs in
    expect(readDraft(2, 'pinggu')).toBeNull();
  });

  it('ignores a damaged or foreign entry', () => {
    localStorage.setItem('sellDraft:5:sale', '{not json');
    expect(readDraft(5, 'sale')).toBeNull();
    localStorage.setItem('sellDraft:6:sale', JSON.stringify({ gameId: 7, mode: 'sale' }));
    expect(readDraft(6, 'sale')).toBeNull();
  });

  it('keeps the edit of a listing under its own key, beside the game’s new-listing draft', () => {
    openDraft(1, 'sale');
    patchDraft({ title: '新发布的草稿' });
    expect(openEditDraft(1, 48)).toBeNull();
    startDraft({ ...emptyDraft(1, 'sale'), edit: { id: 48, no: 'YX48', saleState: SaleState.refused }, title: '要修改的商品' });
    patchDraft({ price: '999' });
    expect(draftKey(1, 'sale', 48)).toBe('sellDraft:1:sale:edit48');
    expect(readDraft(1, 'sale', 48)).toMatchObject({ title: '要修改的商品', price: '999', edit: { id: 48 } });
    expect(readDraft(1, 'sale')?.title).toBe('新发布的草稿');
    sellDraftState.draft = null;
    expect(openEditDraft(1, 48)?.price).toBe('999');
    clearDraft(1, 'sale', 48);
    expect(readDraft(1, 'sale', 48)).toBeNull();
    expect(sellDraftState.draft).toBeNull();
    expect(readDraft(1, 'sale')?.title).toBe('新发布的草稿');
  });
});
