// What the app registers at start for the end of a session: the 401 dialog the API client asks for, and the
// drafts 退出登录 forgets (a 401 detour keeps them).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { get, setTransport } from '@/api/client.ts';
import { closeAllDialogs, dialogState, removeDialog, settleDialog } from '@/components/dialogs/store.ts';
import { setNavigator } from '@/lib/navigation.ts';
import { clearStorage, getToken, setToken, signOut } from '@/stores/session.ts';
import { draftKey, openDraft, patchDraft, readDraft, sellDraftState } from '@/features/sell/draft.ts';
import { installSessionHandlers, isAskingToSignInAgain } from './sessionHandlers.ts';

const openDialogs = () => dialogState.entries.filter((entry) => entry.open);
const navigate = vi.fn();
let uninstall: (() => void) | null = null;

/** Every call answers body code 401. */
function expireEveryCall(): void {
  setTransport(async () => new Response(JSON.stringify({ code: 401, msg: '登录状态已过期' }), { status: 200, statusText: 'OK' }));
}

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
});

afterEach(async () => {
  uninstall?.();
  uninstall = null;
  closeAllDialogs();
  await Promise.resolve();
  setTransport(undefined);
  setNavigator(null);
  localStorage.clear();
  sessionStorage.clear();
  sellDraftState.draft = null;
});

describe('退出登录', () => {
  it('forgets every sell draft and nothing else', async () => {
    uninstall = installSessionHandlers();
    setToken('t');
    openDraft(1, 'sale');
    patchDraft({ phone: '13900139000' });
    openDraft(2, 'pinggu');
    patchDraft({ qq: '123456' });
    localStorage.setItem('other', 'kept');
    await signOut();
    expect(getToken()).toBeNull();
    for (const storage of [localStorage, sessionStorage]) {
      expect(Object.keys(storage).filter((k) => k.startsWith('sellDraft:'))).toEqual([]);
    }
    expect(sellDraftState.draft).toBeNull();
    expect(localStorage.getItem('other')).toBe('kept');
    setToken('u'); // the next person signs in
    expect(readDraft(1, 'sale')).toBeNull();
  });

  it('a 401 detour keeps the draft being edited', () => {
    uninstall = installSessionHandlers();
    setToken('t');
    openDraft(3, 'sale');
    patchDraft({ phone: '13900139000' });
    clearStorage(); // what the API client does on a 401
    expect(readDraft(3, 'sale')?.phone).toBe('13900139000');
    expect(localStorage.getItem(draftKey(3, 'sale'))).not.toBeNull();
  });

  it('without the app\'s handlers, signing out only removes the token', async () => {
    setToken('t');
    openDraft(4, 'sale');
    patchDraft({ phone: '13900139000' });
    await signOut();
    expect(getToken()).toBeNull();
    expect(readDraft(4, 'sale')?.phone).toBe('13900139000');
  });
});

describe('a 401', () => {
  it('shows the 提示 dialog once for calls failing together; 确认 goes to login with the way back', async () => {
    uninstall = installSessionHandlers();
    window.history.replaceState(null, '', '/index/other/collect');
    expireEveryCall();
    await Promise.all([1, 2, 3].map(() => expect(get('/api/need/myBrowse')).rejects.toMatchObject({ code: 401, kind: 'session' })));
    expect(openDialogs()).toHaveLength(1);
    expect(openDialogs()[0].options).toMatchObject({ title: '提示', message: '登录超时，请重新登录' });
    const id = openDialogs()[0].id;
    settleDialog(id, 'confirm');
    removeDialog(id);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Findex%2Fother%2Fcollect', undefined));
  });

  it('确认 goes to login with the way back to where the user is then, which may be a page they moved to meanwhile', async () => {
    uninstall = installSessionHandlers();
    window.history.replaceState(null, '', '/index/home');
    expireEveryCall();
    await expect(get('/api/web/index/data')).rejects.toMatchObject({ code: 401 });
    expect(isAskingToSignInAgain()).toBe(true);
    // The back button, while 提示 is open: a personal page (RequireAuth keeps the user there, signed out).
    window.history.replaceState(null, '', '/index/other/xiaoxi?tab=1');
    const id = openDialogs()[0].id;
    settleDialog(id, 'confirm');
    removeDialog(id);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Findex%2Fother%2Fxiaoxi%3Ftab%3D1', undefined));
    expect(isAskingToSignInAgain()).toBe(false);
  });

  it('before the app has registered its handler, waits for it', async () => {
    expireEveryCall();
    await expect(get('/api/need/myBrowse')).rejects.toMatchObject({ code: 401 });
    expect(openDialogs()).toHaveLength(0);
    uninstall = installSessionHandlers();
    expect(openDialogs()).toHaveLength(1);
    settleDialog(openDialogs()[0].id, 'cancel');
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();
  });
});
