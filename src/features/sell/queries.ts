// Query options the sell screens read: the selling guide (notices of type mhzn). Games, 区服 and templates come
// from features/game/queries.ts.
import { noticeListQuery } from '@/features/content/queries.ts';

export const SELL_GUIDE_SIZE = 6;

/** 卖号指南: the first notices of type mhzn. */
export const sellGuideQuery = () => noticeListQuery('mhzn', 1, SELL_GUIDE_SIZE);

/** Lists other screens show that a new consignment or valuation changes (我的代售, 我的评估 / 竞价中心). */
export const SELL_AFFECTED_KEYS = [['listing'], ['recycle']] as const;
