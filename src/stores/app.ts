// The client-side state of spec §3: current game name, search text, game type list, user info, a counter.
// Read it in render with useSnapshot(appState); change it only through the actions below.
import { proxy, useSnapshot } from 'valtio';
import type { Game, User } from '@/contract/types.ts';
import { getToken, onSessionChange } from './session.ts';

export interface AppState {
  /** The game the user is browsing or selling (shown in goodList's switcher). */
  gameName: string;
  /** The last search text, shared by the home search box and goodList. */
  searchText: string;
  /** Games as last loaded by the picker (accountOrder), reused by the switchers. */
  gameTypeList: Game[];
  /** The signed-in user, filled by the profile call (api/account.queries.ts); null when signed out or not loaded yet. */
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

// Signing out (or a 401 clearing storage) forgets the user at once.
onSessionChange(() => {
  if (!getToken()) setUserInfo(null);
});
