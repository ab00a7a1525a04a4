// The app's desktop breakpoint: Chakra's lg (1024 px), from which the 540 px column has a gutter beside it (the
// corner tools sit there). Below it the app treats the device as a phone: a 微信 payment jumps to the wallet (H5
// pay) rather than showing a QR code the same screen cannot scan.
export const DESKTOP_QUERY = '(min-width: 1024px)';

/** Whether the window is at least the desktop breakpoint wide, now (false outside a browser). */
export function isDesktop(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP_QUERY).matches;
}
