// The status codes of the service rows (主播, 轮播图), by name with their labels.
// The app imports them from the one door, src/contract/statuses.ts, which says how a status is written.
import type { Code, Labels } from '../common/codes.ts';

/** What a 主播 row is (`Zhubo.type`): a partner streamer, or a banner of the home page's carousel. */
export const ZhuboType = {
  /** 主播. */
  streamer: 1,
  /** 轮播图. */
  banner: 2,
} as const;
export type ZhuboType = Code<typeof ZhuboType>;
export const zhuboTypeLabel: Labels<ZhuboType> = { 1: '主播', 2: '轮播图' };
