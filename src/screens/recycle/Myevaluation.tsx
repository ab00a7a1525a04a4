// 我的评估 (Myevaluation): my valuation requests and the 估价员's results.
import { Page } from '@/components/Page.tsx';
import { EvaluationList } from '@/features/recycle/EvaluationList.tsx';

export default function Myevaluation() {
  return (
    <Page>
      <EvaluationList />
    </Page>
  );
}
