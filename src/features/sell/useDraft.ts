// Opens the draft of a game and mode when a sell step mounts, and reads it for rendering.
import { useEffect } from 'react';
import type { SellMode } from '@/config/paths.ts';
import { openDraft, useSellDraft, type SellDraft } from './draft.ts';

/** The draft of this game and mode, or null until it is open (the first render) or without a game. */
export function useOpenDraft(gameId: number | null, mode: SellMode): Readonly<SellDraft> | null {
  useEffect(() => {
    if (gameId !== null) openDraft(gameId, mode);
  }, [gameId, mode]);
  const draft = useSellDraft();
  return draft && draft.gameId === gameId && draft.mode === mode ? draft : null;
}
