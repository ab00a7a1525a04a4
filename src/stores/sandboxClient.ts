// This browser's sandbox client id, on the mock backend only (the API client reads it behind the compile-time
// VITE_BACKEND_KIND check, so a production build has none of it). The mock keys failure scenarios and
// 使会话过期 by it, so testers sharing one mock do not trip each other. Random, kept in localStorage; a 401
// clears localStorage, so the id is also held in memory and written back on the next call.

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

/** The id, made on first use (16 hex digits). */
export function sandboxClientId(): string {
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

// ---------- the data space (X-Mock-Space) and the team's control key (X-Mock-Key) ----------
// The mock holds named data spaces; this browser works in one of them (none = the shared space) and sends its
// name on every call, percent-encoded (a header carries ASCII only). A mock that a team reaches over the network
// needs its control key on /__mock calls (api/mock.ts sends it). Both kept like the client id: localStorage, and
// in memory too, so the 401 that clears localStorage does not throw the browser back into the shared space.

export const SANDBOX_SPACE_KEY = 'sandboxSpace';
export const SANDBOX_SPACE_HEADER = 'X-Mock-Space';
export const MOCK_KEY_STORAGE = 'mockKey';
export const MOCK_KEY_HEADER = 'X-Mock-Key';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Follows changes of the space (the QA panel and the corner badge re-render). */
export function onSandboxChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A value kept in localStorage and memory: undefined = not read yet, null = none on purpose. */
function kept(key: string) {
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
  (space ??= kept(SANDBOX_SPACE_KEY)).set(name && name !== 'shared' ? name : null);
}

/** The team's control key, when the mock asked for one. */
export function mockKey(): string | null {
  return (key ??= kept(MOCK_KEY_STORAGE)).get();
}

export function setMockKey(value: string | null): void {
  (key ??= kept(MOCK_KEY_STORAGE)).set(value?.trim() || null);
}
