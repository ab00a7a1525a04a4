// The session token in render (stores/session.ts holds it); re-renders on sign-in and sign-out.
import { useSyncExternalStore } from 'react';
import { getToken, onSessionChange } from './session.ts';

export function useToken(): string | null {
  return useSyncExternalStore(onSessionChange, getToken, () => null);
}
