// 平台介绍 (jieshao): the ptjs notices in full, and the ways on (商务合作, 招募中心, 追回案例, 下载APP).
import { Page } from '@/components/Page.tsx';
import { PlatformIntro } from '@/features/content/ContentPages.tsx';

export default function Jieshao() {
  return (
    <Page>
      <PlatformIntro />
    </Page>
  );
}
