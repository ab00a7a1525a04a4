// 帮助中心 (bangzhu): 购买指南 / 卖号指南 / 常见问题 / 包赔介绍 with their articles → helpdetail.
import { Page } from '@/components/Page.tsx';
import { HelpCenter } from '@/features/content/HelpCenter.tsx';

export default function Bangzhu() {
  return (
    <Page>
      <HelpCenter />
    </Page>
  );
}
