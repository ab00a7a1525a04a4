// Awaitable dialogs callable from anywhere (screens, hooks, the API client): each call adds an entry here and
// the one <DialogHost> (mounted in the app provider) renders it. This module has no React or Chakra import, so
// non-UI code such as src/api/client.ts can use it.
import { proxy, ref, subscribe } from 'valtio/vanilla';

/** How a message dialog was closed: its confirm button, its cancel button, or ×/Esc/the backdrop. */
export type ConfirmResult = 'confirm' | 'cancel' | 'close';

export interface ConfirmOptions {
  title: string;
  message: string;
  /** Default 确认. */
  confirmText?: string;
  /** Default 取消. */
  cancelText?: string;
  /** false for a notice with a single button. Default true. */
  showCancel?: boolean;
  /** Paints the confirm button red (delete, cancel an order…). */
  danger?: boolean;
}

/** Returns true when valid, false to show the error message, or a string to show that message instead. */
export type PromptValidator = (value: string) => boolean | string;

export interface PromptOptions {
  title: string;
  placeholder?: string;
  message?: string;
  defaultValue?: string;
  /** The whole entry must match (test()) the pattern. */
  pattern?: RegExp;
  validator?: PromptValidator;
  /** Shown when the pattern or validator rejects the entry. Default 输入无效. */
  errorMessage?: string;
  confirmText?: string;
  cancelText?: string;
  inputType?: 'text' | 'number' | 'tel' | 'password';
  maxLength?: number;
}

interface DialogBase {
  id: number;
  /** false while the closing animation runs; the entry is removed when it ends. */
  open: boolean;
}

export type DialogEntry =
  | (DialogBase & { kind: 'confirm'; options: ConfirmOptions })
  | (DialogBase & { kind: 'prompt'; options: PromptOptions });

export const dialogState = proxy<{ entries: DialogEntry[] }>({ entries: [] });

// Options are kept by reference (ref): a RegExp or validator function must not be wrapped in a proxy.
// Resolvers stay outside the proxy: functions need no reactivity.
const resolvers = new Map<number, (value: ConfirmResult | string | null) => void>();
let nextId = 1;

/** Dialogs asked for while another was closing, not shown yet. */
const waiting = new Map<number, DialogEntry>();

/** Longest a new dialog waits for a closing one (should its exit never be reported). */
const EXIT_WAIT_MS = 1000;

/**
 * Shows a dialog; one asked for while another is still closing waits for that exit to end. A closing dialog
 * hands focus back to what opened it, outside the new one, and the new one would take that for the user
 * leaving it and close at once (a 下架 confirm right after its 备注 prompt).
 */
function add(entry: DialogEntry, resolve: (value: ConfirmResult | string | null) => void): void {
  resolvers.set(entry.id, resolve);
  const closing = () => dialogState.entries.some((e) => !e.open);
  if (!closing()) {
    dialogState.entries.push(entry);
    return;
  }
  waiting.set(entry.id, entry);
  const show = () => {
    unsubscribe();
    clearTimeout(timer);
    // Settled meanwhile (closeAllDialogs): nothing to show.
    if (waiting.delete(entry.id)) dialogState.entries.push(entry);
  };
  const unsubscribe = subscribe(dialogState, () => { if (!closing()) show(); });
  const timer = setTimeout(show, EXIT_WAIT_MS);
}

export function confirmDialog(options: ConfirmOptions): Promise<ConfirmResult> {
  return new Promise((resolve) => {
    add({ id: nextId++, open: true, kind: 'confirm', options: ref(options) }, (value) => resolve(value as ConfirmResult));
  });
}

/** Resolves with the entry (already validated), or null when cancelled or closed. */
export function promptDialog(options: PromptOptions): Promise<string | null> {
  return new Promise((resolve) => {
    add({ id: nextId++, open: true, kind: 'prompt', options: ref(options) }, (value) => resolve(value as string | null));
  });
}

/** Checks a prompt entry: null when valid, else the message to show. */
export function validatePrompt(value: string, options: PromptOptions, fallbackMessage: string): string | null {
  const message = options.errorMessage ?? fallbackMessage;
  if (options.pattern) {
    options.pattern.lastIndex = 0;
    if (!options.pattern.test(value)) return message;
  }
  if (options.validator) {
    const verdict = options.validator(value);
    if (verdict === false) return message;
    if (typeof verdict === 'string') return verdict;
  }
  return null;
}

/** Settles a dialog (the host calls this); the entry stays for its closing animation. */
export function settleDialog(id: number, value: ConfirmResult | string | null): void {
  const resolve = resolvers.get(id);
  if (!resolve) return;
  resolvers.delete(id);
  const entry = dialogState.entries.find((e) => e.id === id);
  if (entry) entry.open = false;
  resolve(value);
}

/** Drops a closed entry once its closing animation has ended. */
export function removeDialog(id: number): void {
  const index = dialogState.entries.findIndex((e) => e.id === id);
  if (index >= 0 && !dialogState.entries[index].open) dialogState.entries.splice(index, 1);
}

/** Closes every dialog as 'close' / null (tests, sign-out). */
export function closeAllDialogs(): void {
  for (const entry of [...dialogState.entries]) {
    settleDialog(entry.id, entry.kind === 'confirm' ? 'close' : null);
    removeDialog(entry.id);
  }
  // Dialogs still waiting for an exit to end: settled as closed too, never shown.
  for (const entry of [...waiting.values()]) {
    waiting.delete(entry.id);
    settleDialog(entry.id, entry.kind === 'confirm' ? 'close' : null);
  }
}
