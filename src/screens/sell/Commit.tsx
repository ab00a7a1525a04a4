// 提交成功 (commit ?mode=sale|pinggu): what happens next, links to 我的代售 / 我的评估 and 继续发布.
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page.tsx';
import { CommitView } from '@/features/sell/CommitView.tsx';
import { parseSellMode } from '@/features/sell/params.ts';

export default function Commit() {
  const [search] = useSearchParams();
  return (
    <Page>
      <CommitView mode={parseSellMode(search.get('mode'))} />
    </Page>
  );
}
