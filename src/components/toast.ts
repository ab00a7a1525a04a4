// The app's toasts: `toast.error(msg)`, `toast.success(msg)`, `toast.info(msg)`, and `toast.fromError(err)` for
// a failed call (quiet for a 401, whose dialog already speaks, and for cancelled calls). Go through these
// helpers rather than the toaster store: both the store (toasterStore.ts) and the <Toaster> view are loaded
// only with the first toast (neither is needed at start; leaving them out keeps the first load small).
// Toasts asked for while the store loads are queued here, then kept by the store until the view mounts.
import { errorMessage, isApiError } from '@/api/client.ts';
import type { ToastOptions } from './toasterStore.ts';

let requested = false;
const listeners = new Set<() => void>();
/** The store's module once loaded; toasts asked for before that wait in `pending`, in order. */
let store: typeof import('./toasterStore.ts') | null = null;
const pending: ToastOptions[] = [];

function show(options: ToastOptions): void {
  if (store) {
    store.toaster.create(options);
    return;
  }
  pending.push(options);
  if (requested) return;
  requested = true;
  import('./toasterStore.ts').then(
    (module) => {
      store = module;
      for (const queued of pending.splice(0)) module.toaster.create(queued);
    },
    // The chunk did not load (offline): the queued notices are dropped, the app goes on.
    () => { pending.length = 0; },
  );
  for (const listener of listeners) listener();
}

/** True once a toast has been asked for: the provider then mounts the view. */
export function toastRequested(): boolean {
  return requested;
}

export function onToastRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toast = {
  success(message: string): void {
    show({ type: 'success', title: message, duration: 2000 });
  },
  error(message: string): void {
    show({ type: 'error', title: message, duration: 3000 });
  },
  info(message: string): void {
    show({ type: 'info', title: message, duration: 2000 });
  },
  fromError(error: unknown): void {
    if (isApiError(error) && (error.kind === 'session' || error.kind === 'canceled')) return;
    toast.error(errorMessage(error));
  },
};
