// The session token lives in localStorage under 'token' (spec §3, §4). Everything that reads or writes it
// goes through here, so the UI can follow sign-in and sign-out (useToken.ts) without polling. No React here:
// the API client needs this module, and the page-start data requests (app/earlyHome.ts) must not wait for React.

export const TOKEN_KEY = 'token';

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Private modes may forbid storage access: behave as signed out.
    return null;
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

export function setToken(token: string): void {
  endedAt = null;
  storage()?.setItem(TOKEN_KEY, token);
  notify();
}

/** Signs out locally: removes the token only. */
export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
  notify();
}

let endedAt: string | null = null;

/** Keys that are not the user's data and outlive the 401's clear (see keepAcrossStorageClear). */
const survivors = new Set<string>();

/**
 * Marks localStorage keys that are not the user's data — the mock sandbox's identity of this browser (its client
 * id, data space, control key and tester name, stores/sandboxClient.ts) — so the 401's clear writes them back in
 * the same tick: a reload right after it finds them. Nothing registers any in a production build.
 */
export function keepAcrossStorageClear(keys: readonly string[]): void {
  for (const key of keys) survivors.add(key);
}

/** Spec §4: on a 401 "local storage is cleared" — all of the user's data, not only the token. */
export function clearStorage(): void {
  // The address the user is at, or already on the way to (the router has changed the URL while the new screen
  // loads): the sign-in guard keeps them there, under the 提示 dialog (app/routing.tsx RequireAuth).
  endedAt = typeof window === 'undefined' ? null : `${window.location.pathname}${window.location.search}`;
  const store = storage();
  const kept = [...survivors].flatMap((key) => {
    const value = store?.getItem(key);
    return value == null ? [] : [[key, value] as const];
  });
  store?.clear();
  for (const [key, value] of kept) store?.setItem(key, value);
  notify();
}

/** Where a 401 last ended the session (path and query), until a sign-in or until the user leaves it. */
export function sessionEndedAt(): string | null {
  return endedAt;
}

/** The user has left `at`: a later visit there, signed out, is an ordinary signed-out visit. */
export function forgetSessionEnd(at: string): void {
  if (endedAt === at) endedAt = null;
}

// ---------- 退出登录 ----------

type SignOutTask = () => void | Promise<unknown>;
const signOutTasks = new Set<SignOutTask>();

/**
 * Registers something 退出登录 also forgets (the sell drafts: the next person on the device starts clean). A 401
 * detour (clearStorage) does not run these. The app registers them at start (app/sessionHandlers.ts), so this
 * lower layer names no feature.
 */
export function onSignOut(task: SignOutTask): () => void {
  signOutTasks.add(task);
  return () => signOutTasks.delete(task);
}

/** Signs out on purpose on this device: removes the token, then runs (and waits for) what onSignOut registered. */
export async function signOut(): Promise<void> {
  clearToken();
  // One task failing (a chunk that cannot load offline) does not stop the others.
  await Promise.allSettled([...signOutTasks].map(async (task) => task()));
}

export function isSignedIn(): boolean {
  return Boolean(getToken());
}

/** Called on every token change (in this tab, or in another tab through the storage event). */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) notify();
  });
}
