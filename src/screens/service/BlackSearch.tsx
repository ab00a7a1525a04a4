// 黑号查询 (blackSearch): the same lookup as home's card (result and records), then what 黑号 means and advice.
import { Page } from '@/components/Page.tsx';
import { BlackAccountGuide } from '@/features/service/BlackAccountGuide.tsx';
import { ServiceSection } from '@/features/service/ServiceSection.tsx';
import { BlackCheck } from '@/features/service/BlackCheck.tsx';

export default function BlackSearch() {
  return (
    <Page>
      <ServiceSection id="black-search" title="黑号查询" hint="买号前查一查：输入游戏账号，查看是否有被找回或诈骗的记录。">
        <BlackCheck intro={false} />
      </ServiceSection>
      <BlackAccountGuide />
    </Page>
  );
}
