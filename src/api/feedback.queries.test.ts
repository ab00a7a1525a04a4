import { describe, expect, it } from 'vitest';
import { ProblemStatus } from '@/contract/statuses.ts';
import { awaitingReply } from './feedback.queries.ts';

describe('awaitingReply (我的反馈 polls while it is true)', () => {
  it('is true while any loaded feedback is 待处理, false once all are replied', () => {
    const page = (...statuses: ProblemStatus[]) => ({ rows: statuses.map((status) => ({ status })) });
    expect(awaitingReply({ pages: [page(ProblemStatus.replied), page(ProblemStatus.open)] })).toBe(true);
    expect(awaitingReply({ pages: [page(ProblemStatus.replied, ProblemStatus.replied)] })).toBe(false);
    expect(awaitingReply({ pages: [page()] })).toBe(false);
  });
});
