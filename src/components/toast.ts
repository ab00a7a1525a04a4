// The app's toasts: `toast.error(msg)`, `toast.success(msg)`, `toast.info(msg)`, and `toast.fromError(err)` for
// a failed call (quiet for a 401, whose dialog already speaks, and for cancelled calls). Go through these
// helpers rather than `toaster.create`: the <Toaster> view is loaded only with the first toast (it is not
// needed at start; leaving it out keeps the first load small). Toasts made before the view mounts are kept by
// the toaster's store and shown when it does.
import { createToaster } from '@chakra-ui/react';
import { errorMessage, isApiError } from '@/api/client.ts';

// Offsets in px: the store's default '1rem' would follow our large root font size.
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3, offsets: '12px' });

type ToastOptions = Parameters<typeof toaster.create>[0];

let requested = false;
const listeners = new Set<() => void>();

function show(options: ToastOptions): void {
  toaster.create(options);
  if (requested) return;
  requested = true;
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
