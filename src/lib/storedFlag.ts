// A yes/no the user set once and the device remembers (the app prompt's ×, the purchase notice's 不再提示):
// '1' in localStorage under `key`. Storage that refuses (private mode, a full quota) reads as unset and
// forgets quietly, so the thing simply shows again next time. A 401 clears localStorage, and these with it.
export interface StoredFlag {
  readonly key: string;
  /** Whether the flag was set on this device. */
  isSet(): boolean;
  /** Sets it for good (quietly nothing when storage refuses). */
  set(): void;
}

export function storedFlag(key: string): StoredFlag {
  return {
    key,
    isSet() {
      try {
        return window.localStorage.getItem(key) === '1';
      } catch {
        return false;
      }
    },
    set() {
      try {
        window.localStorage.setItem(key, '1');
      } catch {
        // Private mode: remembered for this visit by the caller's state only.
      }
    },
  };
}
