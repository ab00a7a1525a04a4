// 投诉建议 (suggest): the feedback form, starting on 投诉 (a `?type=建议|问题` link may pick another).
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page.tsx';
import { FeedbackForm } from '@/features/feedback/FeedbackForm.tsx';
import { initialType } from '@/features/feedback/validate.ts';

export default function Suggest() {
  const [params] = useSearchParams();
  return (
    <Page>
      <FeedbackForm defaultType={initialType('投诉', params.get('type'))}
        intro="对交易、卖家或客服服务有不满，或发现有人引导私下交易，请在这里告诉我们。专人 1 个工作日内处理，结果会通过站内消息通知您。" />
    </Page>
  );
}
