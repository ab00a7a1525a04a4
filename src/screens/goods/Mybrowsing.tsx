// 浏览记录 (Mybrowsing): goods I opened, newest first, with when ("5分钟前").
import { Text } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Page } from '@/components/Page.tsx';
import { PersonalGoodsList } from '@/features/goods/PersonalGoodsList.tsx';
import { browseInfiniteQuery } from '@/api/goods.queries.ts';
import { fromNow } from '@/lib/format.ts';

export default function Mybrowsing() {
  const query = useInfiniteQuery(browseInfiniteQuery());
  return (
    <Page>
      <PersonalGoodsList query={query} testId="browse-list" emptyText="还没有浏览记录，去看看有什么好号吧"
        footer={(g) => (g.browseTime ? (
          <Text as="span" fontSize="xs" color="fg.muted" flexShrink={0}>{fromNow(g.browseTime)}浏览</Text>
        ) : null)} />
    </Page>
  );
}
