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
