// 消息中心 (xiaoxi, tab 消息): my messages with 全部 / 未读, marking read and opening what they are about.
import { Page } from '@/components/Page.tsx';
import { MessageCenter } from '@/features/message/MessageCenter.tsx';

export default function Xiaoxi() {
  return (
    <Page padding={false}>
      <MessageCenter />
    </Page>
  );
}
