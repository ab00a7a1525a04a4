// Mounts the dialog host (and loads its code) with the first dialog, then keeps it: dialogs are rare and
// their Chakra/Ark code is not needed for the first paint.
import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { dialogState } from './store.ts';

const DialogHost = lazy(() => import('./DialogHost.tsx').then((m) => ({ default: m.DialogHost })));

export function LazyDialogHost() {
  const { entries } = useSnapshot(dialogState);
  const [needed, setNeeded] = useState(false);
  if (entries.length > 0 && !needed) setNeeded(true);
  if (!needed && entries.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  );
}
