// The contract between a screen and the layout around it (src/app/layouts provide it; <Page> uses it):
// a title override for the top bar, and a slot on the top bar's right where a screen may put actions.
//
// Kept outside React's state, so that a change re-renders only what shows it (the title, the actions' portal),
// not the layout's whole tree: the slot arrives with the layout's first commit (a ref), and a state of the layout
// set there re-rendered the whole first screen synchronously inside that commit (≈ 60 ms of home's first commit
// at 4× CPU, docs/decisions/0017-…); a screen's title, set when its data arrives, did the same.
import { createContext, useContext, useSyncExternalStore } from 'react';

export interface ShellState {
  /** The screen's title over the route's; null: the route's. */
  title: string | null;
  /** The top bar's right-hand slot (portal target); null until mounted or when there is no top bar. */
  actionsTarget: HTMLElement | null;
}

export interface ShellContextValue {
  /** Overrides the route's title in the top bar and the document title; null restores it. */
  setTitle: (title: string | null) => void;
  /** The layout's: where the top bar's slot is (a ref callback). */
  setActionsTarget: (node: HTMLElement | null) => void;
  get: () => ShellState;
  subscribe: (listener: () => void) => () => void;
}

/** A layout's shell state, made once per layout. */
export function createShell(): ShellContextValue {
  let state: ShellState = { title: null, actionsTarget: null };
  const listeners = new Set<() => void>();
  const update = (change: Partial<ShellState>) => {
    if (Object.entries(change).every(([key, value]) => state[key as keyof ShellState] === value)) return;
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };
  return {
    setTitle: (title) => update({ title }),
    setActionsTarget: (actionsTarget) => update({ actionsTarget }),
    get: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue | null {
  return useContext(ShellContext);
}

const noSubscription = () => () => {};

/** One part of the shell's state, re-rendering the caller only when that part changes (the top bar not when its
 *  slot arrives, a page's actions not when the title changes; outside a layout: null). */
export function useShellState<K extends keyof ShellState>(key: K): ShellState[K] {
  const shell = useShell();
  const read = () => (shell ? shell.get()[key] : null);
  return useSyncExternalStore(shell?.subscribe ?? noSubscription, read, () => null);
}
