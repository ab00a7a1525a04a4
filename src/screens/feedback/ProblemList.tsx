// 我的反馈 (ProblemList): my feedback with its state and the platform's replies.
import { Page } from '@/components/Page.tsx';
import { ProblemList as MyProblems } from '@/features/feedback/ProblemList.tsx';

export default function ProblemList() {
  return (
    <Page>
      <MyProblems />
    </Page>
  );
}
