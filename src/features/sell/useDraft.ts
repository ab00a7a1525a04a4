// Opens the draft of a game and mode when a sell step mounts, and reads it for rendering. With a source in the
// URL (?edit= a listing of mine, ?valuation= a valuation of mine) the draft is first filled from it, once: the
// edit's draft is kept under its own key (a later visit continues it), a valuation's becomes the game's new
// draft and remembers which valuation it came from (a reload does not fill it again).
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { myListing } from '@/api/listing.ts';
import { myBids } from '@/api/recycle.ts';
import type { SellMode, SellSource } from '@/config/paths.ts';
import { districtQuery, gameKeysQuery, gamesQuery } from '@/api/game.queries.ts';
import { isDraftOf, openDraft, openEditDraft, readDraft, sellDraftState, startDraft, useSellDraft, type SellDraft } from './draft.ts';
import { listingDraft, pickRegion, valuationDraft } from './prefill.ts';
import { sellKeys } from '@/api/sell.queries.ts';
import { GameType } from '@/contract/statuses.ts';

/** The draft of this game and mode, or null until it is open (the first render) or without a game. */
export function useOpenDraft(gameId: number | null, mode: SellMode): Readonly<SellDraft> | null {
  useEffect(() => {
    if (gameId !== null) openDraft(gameId, mode);
  }, [gameId, mode]);
  const draft = useSellDraft();
  return isDraftOf(draft, gameId, mode) ? draft : null;
}

async function fillFrom(queryClient: QueryClient, gameId: number, source: SellSource): Promise<SellDraft> {
  if (source.edit !== undefined) {
    const listing = await myListing(source.edit);
    if (listing.gameId !== gameId) throw new Error('该商品不属于这个游戏，请从我的代售重新进入');
    return listingDraft(listing);
  }
  const { back } = await myBids(source.valuation ?? 0);
  if (back.gameId !== gameId) throw new Error('该估价单不属于这个游戏，请从我的评估重新进入');
  const game = (await queryClient.fetchQuery(gamesQuery())).find((g) => g.id === gameId);
  if (!game) throw new Error('该游戏不存在，请重新选择');
  const mobile = game.type === GameType.mobile;
  const first = await queryClient.fetchQuery(gameKeysQuery(gameId, mobile ? 'system' : 'group', 0));
  const region = await pickRegion(game.type, back.region, first, (firstId) => (
    mobile ? queryClient.fetchQuery(gameKeysQuery(gameId, 'carrier', firstId ?? 0))
      : firstId === undefined ? queryClient.fetchQuery(gameKeysQuery(gameId, 'server', 0)) : queryClient.fetchQuery(districtQuery(firstId))
  ));
  return valuationDraft(back, region);
}

/** Whether the draft must still be filled from the source (nothing of it in memory or saved yet). */
function needsFill(gameId: number | null, source: SellSource): boolean {
  if (gameId === null) return false;
  if (source.edit !== undefined) return !isDraftOf(sellDraftState.draft, gameId, 'sale', source.edit) && !readDraft(gameId, 'sale', source.edit);
  if (source.valuation === undefined) return false;
  const current = isDraftOf(sellDraftState.draft, gameId, 'sale') ? sellDraftState.draft : readDraft(gameId, 'sale');
  return current?.fromValuation !== source.valuation;
}

/**
 * The draft of a sell step, filled from the URL's source first when there is one. `fill` is the query that
 * reads the source (its error is the screen's: a listing not mine, an unknown valuation).
 */
export function usePrefilledDraft(gameId: number | null, mode: SellMode, source: SellSource) {
  const queryClient = useQueryClient();
  // Filled once per visit: after a submit clears the draft, the step (still mounted) must not fill it again.
  const [opened, setOpened] = useState(false);
  const pending = !opened && needsFill(gameId, source);
  const fill = useQuery({
    queryKey: sellKeys.prefill(gameId ?? 0, source),
    queryFn: () => fillFrom(queryClient, gameId ?? 0, source),
    enabled: pending,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const filled = fill.data;
  useEffect(() => {
    if (gameId === null) return;
    if (pending) {
      if (filled) startDraft(filled);
      return;
    }
    if (source.edit !== undefined) openEditDraft(gameId, source.edit);
    else openDraft(gameId, mode);
  }, [gameId, mode, source.edit, pending, filled]);
  const draft = useSellDraft();
  const ready = !pending && isDraftOf(draft, gameId, mode, source.edit);
  if (ready && !opened) setOpened(true);
  return { draft: ready ? draft : null, fill };
}
