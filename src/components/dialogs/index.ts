// Shared dialogs: `await confirmDialog({ title, message })` → 'confirm' | 'cancel' | 'close';
// `await promptDialog({ title, placeholder, pattern?, validator?, errorMessage? })` → string | null.
// Never window.alert/confirm/prompt. The app provider mounts <LazyDialogHost /> once.
export { confirmDialog, promptDialog, closeAllDialogs } from './store.ts';
export type { ConfirmOptions, ConfirmResult, PromptOptions, PromptValidator } from './store.ts';
export { LazyDialogHost } from './LazyDialogHost.tsx';
