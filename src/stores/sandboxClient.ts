// This browser's identity in the mock's sandbox, on the mock backend only (the API client reads it behind the
// compile-time VITE_BACKEND_KIND check, so a production build has none of it): its client id, the data space it
// works in, the team's control key and the tester's name. The mock keys failure scenarios and 使会话过期 by the
// client id, so testers sharing one mock do not trip each other, and names owners, the audit and the journal by
// the tester. All four are kept in localStorage. They are not the user's data: the 401 that clears localStorage
// (spec §4) writes them back in the same tick (stores/session.ts keepAcrossStorageClear), so a reload right after
// a 401, a reset or a sign-out finds the tester where they were. They are also held in memory, for a browser
// whose storage refuses writes (private modes).
import { keepAcrossStorageClear } from './session.ts';

export const SANDBOX_CLIENT_KEY = 'sandboxClient';
export const SANDBOX_CLIENT_HEADER = 'X-Mock-Client';

let current: string | undefined;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function randomId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const SANDBOX_SPACE_KEY = 'sandboxSpace';
export const SANDBOX_SPACE_HEADER = 'X-Mock-Space';
export const MOCK_KEY_STORAGE = 'mockKey';
export const MOCK_KEY_HEADER = 'X-Mock-Key';
export const SANDBOX_TESTER_KEY = 'sandboxTester';
export const SANDBOX_TESTER_HEADER = 'X-Mock-Tester';
/** This app's origin, on control calls: the mock lists the apps a reproduction link can open on. */
export const MOCK_APP_HEADER = 'X-Mock-App';

let registered = false;
/** On the first use of any of them (never in a production build): the 401's clear keeps all four. */
function register(): void {
  if (registered) return;
  registered = true;
  keepAcrossStorageClear([SANDBOX_CLIENT_KEY, SANDBOX_SPACE_KEY, MOCK_KEY_STORAGE, SANDBOX_TESTER_KEY]);
}

/** The id, made on first use (16 hex digits). */
export function sandboxClientId(): string {
  register();
  const store = storage();
  const stored = store?.getItem(SANDBOX_CLIENT_KEY);
  if (stored && /^[A-Za-z0-9_-]{1,64}$/.test(stored)) {
    current = stored;
    return stored;
  }
  current ??= randomId();
  store?.setItem(SANDBOX_CLIENT_KEY, current);
  return current;
}

// ---------- the data space (X-Mock-Space), the team's control key (X-Mock-Key), the tester (X-Mock-Tester) ----------
// The mock holds named data spaces; this browser works in one of them (none = the shared space) and sends its
// name on every call, percent-encoded (a header carries ASCII only). A mock that a team reaches over the network
// needs its control key on /__mock calls (api/mock.ts sends it). The tester's name, given once in the QA panel,
// goes with every call too: the mock names the owner of a space or snapshot, the audit and the journal by it.

type Listener = () => void;
const listeners = new Set<Listener>();

/** Follows changes of the space (the QA panel and the corner badge re-render). */
export function onSandboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A value kept in localStorage and memory: undefined = not read yet, null = none on purpose. */
function kept(key: string) {
  register();
  let value: string | null | undefined;
  return {
    get(): string | null {
      const stored = storage()?.getItem(key) ?? null;
      if (stored) {
        value = stored;
        return stored;
      }
      if (value) storage()?.setItem(key, value);
      return value ?? null;
    },
    set(next: string | null): void {
      value = next;
      if (next) storage()?.setItem(key, next);
      else storage()?.removeItem(key);
      for (const listener of listeners) listener();
    },
  };
}

// Made on first use, so that a build which never calls them (production) keeps nothing of them.
let space: ReturnType<typeof kept> | undefined;
let key: ReturnType<typeof kept> | undefined;

/** The data space this browser works in; null = the shared space. */
export function sandboxSpace(): string | null {
  return (space ??= kept(SANDBOX_SPACE_KEY)).get();
}

/** Moves this browser to a space (null: back to the shared one). */
export function setSandboxSpace(name: string | null): void {
  gone = null;
  (space ??= kept(SANDBOX_SPACE_KEY)).set(name && name !== 'shared' ? name : null);
}

// ---------- a space deleted under this browser ----------
// The mock answers HTTP 404 {space, msg} for a space that no longer exists (deleted by someone, or expired). The API
// client then marks it here and sends nothing more (every later call rejects at once, quietly), so open pages stop
// polling into 404s; the QA panel says so once, with one tap back to the shared space.

export interface GoneSpace {
  name: string;
  msg: string;
}

let gone: GoneSpace | null = null;

/** The space this browser was in when the mock said it no longer exists, until it moves to another. */
export function goneSpace(): GoneSpace | null {
  return gone;
}

export function markSpaceGone(name: string, msg: string): void {
  if (gone?.name === name) return;
  gone = { name, msg };
  for (const listener of listeners) listener();
}

/** The team's control key, when the mock asked for one. */
export function mockKey(): string | null {
  return (key ??= kept(MOCK_KEY_STORAGE)).get();
}

export function setMockKey(value: string | null): void {
  (key ??= kept(MOCK_KEY_STORAGE)).set(value?.trim() || null);
}

let tester: ReturnType<typeof kept> | undefined;

/** What a tester may call themselves: 1–24 letters (Chinese too), digits, spaces, _, - or . (the mock's rule). */
export const TESTER_NAME = /^[\p{L}\p{N} _.-]{1,24}$/u;

/** The tester's name, once given in the QA panel. */
export function sandboxTester(): string | null {
  return (tester ??= kept(SANDBOX_TESTER_KEY)).get();
}

export function setSandboxTester(name: string | null): void {
  const trimmed = name?.trim() ?? '';
  (tester ??= kept(SANDBOX_TESTER_KEY)).set(TESTER_NAME.test(trimmed) ? trimmed : null);
}
