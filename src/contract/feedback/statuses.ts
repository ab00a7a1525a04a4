// The status codes of feedback (投诉建议), by name with their labels.
// The app imports them from the one door, src/contract/statuses.ts, which says how a status is written.
import type { Code } from '../common/codes.ts';

/** A feedback's (投诉建议 / 意见反馈) state (`Problem.status`: the words themselves on the wire). */
export const ProblemStatus = {
  open: '待处理',
  replied: '已回复',
} as const;
export type ProblemStatus = Code<typeof ProblemStatus>;
