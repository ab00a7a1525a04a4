// Query options the sell screens read: the selling guide (notices of type mhzn). Games, 区服 and templates come
// from api/game.queries.ts.
import type { SellSource } from '@/config/paths.ts';
import { noticeListQuery } from './content.queries.ts';
import { goodsKeys } from './goods.queries.ts';
import { listingKeys } from './listing.queries.ts';
import { recycleKeys } from './recycle.queries.ts';

export const sellKeys = {
  all: ['sell'] as const,
  /** Reading a listing or a valuation to fill the form from (usePrefilledDraft). */
  prefill: (gameId: number, source: SellSource) => [...sellKeys.all, 'prefill', gameId, source.edit ?? null, source.valuation ?? null] as const,
};

export const SELL_GUIDE_SIZE = 6;

/** 卖号指南: the first notices of type mhzn. */
export const sellGuideQuery = () => noticeListQuery('mhzn', 1, SELL_GUIDE_SIZE);

/** Lists other screens show that a new consignment, an edit or a valuation changes (我的代售, 我的评估 / 竞价中心,
 *  and the market: an edited listing leaves it until approved). */
export const SELL_AFFECTED_KEYS = [listingKeys.all, recycleKeys.all, goodsKeys.all] as const;
