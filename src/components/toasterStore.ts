// The Chakra toaster store, in its own chunk: it pulls in @zag-js/toast, which no first screen needs.
// Loaded with the first toast by toast.ts; the view (Toaster.tsx) renders this same store.
import { createToaster } from '@chakra-ui/react';

// Offsets in px: the store's default '1rem' would follow our large root font size.
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3, offsets: '12px' });

export type ToastOptions = Parameters<typeof toaster.create>[0];
