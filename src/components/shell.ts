// The contract between a screen and the layout around it (src/app/layouts provide it; <Page> uses it):
// a title override for the top bar, and a slot on the top bar's right where a screen may put actions.
import { createContext, useContext } from 'react';

export interface ShellContextValue {
  /** Overrides the route's title in the top bar and the document title; null restores it. */
  setTitle: (title: string | null) => void;
  /** The top bar's right-hand slot (portal target); null until mounted or when there is no top bar. */
  actionsTarget: HTMLElement | null;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue | null {
  return useContext(ShellContext);
}
