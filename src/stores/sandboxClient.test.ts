// The sandbox identity survives the 401's clear of localStorage in the same tick: a reload right after a 401
// (before any other call) finds the tester in their space, with their key and name; the user's data still goes.
import { afterEach, describe, expect, it } from 'vitest';
import {
  MOCK_KEY_STORAGE, SANDBOX_CLIENT_KEY, SANDBOX_SPACE_KEY, SANDBOX_TESTER_KEY, sandboxClientId, setMockKey, setSandboxSpace,
  setSandboxTester,
} from './sandboxClient.ts';
import { clearStorage, setToken, TOKEN_KEY } from './session.ts';

afterEach(() => localStorage.clear());

describe('the sandbox identity', () => {
  it('is written back by the 401\'s clear, in the same tick; the token and the user\'s data are not', () => {
    const id = sandboxClientId();
    setSandboxSpace('小李-下单');
    setMockKey('team-key-2026');
    setSandboxTester('小李');
    setToken('t'.repeat(64));
    localStorage.setItem('sellDraft', '{"title":"x"}');

    clearStorage();

    // What a reload reads: localStorage itself, not this module's memory.
    expect(localStorage.getItem(SANDBOX_CLIENT_KEY)).toBe(id);
    expect(localStorage.getItem(SANDBOX_SPACE_KEY)).toBe('小李-下单');
    expect(localStorage.getItem(MOCK_KEY_STORAGE)).toBe('team-key-2026');
    expect(localStorage.getItem(SANDBOX_TESTER_KEY)).toBe('小李');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('sellDraft')).toBeNull();
  });

  it('keeps a tester name only in the mock\'s rule', () => {
    setSandboxTester('  老王 ');
    expect(localStorage.getItem(SANDBOX_TESTER_KEY)).toBe('老王');
    setSandboxTester('<script>');
    expect(localStorage.getItem(SANDBOX_TESTER_KEY)).toBeNull();
  });
});
