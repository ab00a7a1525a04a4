// 意见反馈 (fankui): the feedback form, starting on 建议 (a `?type=投诉|问题` link may pick another).
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page.tsx';
import { FeedbackForm } from '@/features/feedback/FeedbackForm.tsx';
import { initialType } from '@/features/feedback/validate.ts';

export default function Fankui() {
  const [params] = useSearchParams();
  return (
    <Page>
      <FeedbackForm defaultType={initialType('建议', params.get('type'))}
        intro="使用中遇到问题，或希望平台增加什么功能，欢迎告诉我们。每一条反馈都会有人回复，可在「我的反馈」中查看。" />
    </Page>
  );
}
