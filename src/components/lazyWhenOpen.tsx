// A sheet or dialog whose code loads when it is first opened, not with the screen that can open it: a closed
// Chakra Dialog still brings ark's dialog machine, focus trap and dismissable layer (≈ 20 KB gzip), and a sheet
// (BottomSheet) its content, a form (react-hook-form, the uploader) even more. Until first opened it renders
// nothing; once its code is in, it stays mounted, so closing animates as before and reopening is immediate.
//
//   const AfterSaleSheet = lazyWhenOpen(() => import('./AfterSaleSheet.tsx').then((m) => m.AfterSaleSheet),
//     { isOpen: (p) => p.open, closed: (p) => ({ ...p, open: false }), close: (p) => p.onOpenChange(false) });
//
// Its first render is closed (`closed(props)`) and it opens in the next one, as if it had been there all along:
// ark's dialog mounted already open takes the focus still on the button that opened it for a focus outside
// and closes at once.
//
// If the code cannot be loaded (offline), a toast says so and `close` puts the opener back, so the next tap
// tries again. `preload()` starts the load early (e.g. when the request that opens the sheet is sent).
import { useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';
import { toast } from './toast.ts';

export const LOAD_FAILED_MESSAGE = '加载失败，请检查网络后重试';

export interface LazyWhenOpen<P extends object> {
  (props: P): ReactNode;
  preload: () => Promise<unknown>;
}

export function lazyWhenOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { isOpen, closed, close }: {
    isOpen: (props: P) => boolean;
    /** The props with the sheet closed. */
    closed: (props: P) => P;
    close: (props: P) => void;
  },
): LazyWhenOpen<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => { Loaded = component; },
      (error: unknown) => {
        loading = undefined; // the next open tries again
        throw error;
      },
    );
    return loading;
  };

  function WhenOpen(props: P) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    const [, loaded] = useReducer((n: number) => n + 1, 0);
    const needsLoad = wanted && !Loaded;
    useEffect(() => {
      if (!needsLoad) return undefined;
      let live = true;
      preload().then(
        () => { if (live) loaded(); },
        () => {
          if (!live) return;
          toast.error(LOAD_FAILED_MESSAGE);
          setWanted(false);
          close(props);
        },
      );
      return () => { live = false; };
    }, [needsLoad, props]);
    const ready = wanted && Loaded !== undefined;
    const [mounted, setMounted] = useState(false);
    useEffect(() => {
      if (ready) setMounted(true);
    }, [ready]);
    if (!ready || !Loaded) return null;
    return <Loaded {...(mounted ? props : closed(props))} />;
  }
  WhenOpen.preload = preload;
  return WhenOpen;
}
