// The data space this browser works in, for the dev tools' components (the corner badge, the QA panel): a hook
// that follows it and the words the panel names a space with. Small on purpose: the corner badge needs it in
// every development build, the QA panel's own chunk only on the mock.
import { useSyncExternalStore } from 'react';
import { onSandboxChange, sandboxSpace } from '@/stores/sandboxClient.ts';

/** The space this browser is in (null: the shared one), following changes. */
export function useSandboxSpace(): string | null {
  return useSyncExternalStore(onSandboxChange, sandboxSpace, () => null);
}

/** How a space is named in the panel's sentences. */
export function spaceLabel(name: string | null): string {
  return name === null ? '共享空间' : `数据空间「${name}」`;
}

/** Starts the app again (after moving to another space: every screen and cache in the new world). */
export function reloadApp(): void {
  window.location.reload();
}

