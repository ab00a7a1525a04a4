// The device's localStorage, or null where the browser refuses it (private mode, a sandboxed frame) or there is
// no window (tests in node): what a feature remembers on the device reads as empty there and is not kept.
export function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
