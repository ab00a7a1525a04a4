// 我的代售 (sale): my listings by status tab, with their actions (修改价格, 下架, 上架, 失败原因, 预览).
import { Page } from '@/components/Page.tsx';
import { ListingList } from '@/features/listing/ListingList.tsx';

export default function Sale() {
  return (
    <Page padding={false}>
      <ListingList />
    </Page>
  );
}
