// 交易须知 / 包赔介绍 on the goods detail: every notice of the type (what 包赔 covers, its prices, how to claim,
// what it does not cover), not just the latest one. Its own chunk: the sanitiser is only needed once the buyer
// opens one of these tabs.
import type { NoticeType } from '@/contract/types.ts';
import { NoticeArticles } from '@/features/content/NoticeSheet.tsx';

export default function NoticeTab({ type, empty, exclude }: { type: NoticeType; empty: string; exclude?: RegExp }) {
  return <NoticeArticles type={type} exclude={exclude} emptyText={empty} headingLevel={2} />;
}
