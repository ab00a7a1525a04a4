// /pages/detail/index?id= — the stand-alone goods page a shared link opens: a header that leads into the app,
// then the same detail as goodDetail.
import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { ShieldIcon } from '@/components/icons.tsx';
import { Page } from '@/components/Page.tsx';
import { EmptyState } from '@/components/states.tsx';
import { GoodsDetailView } from '@/features/goods/detail/GoodsDetailView.tsx';
import { parseGoodsId } from '@/features/goods/parseId.ts';
import { goodsDetailQuery } from '@/api/goods.queries.ts';
import { zhCN } from '@/locales/zh-CN.ts';

function AppHeader({ gameId, gameName }: { gameId?: number; gameName?: string }) {
  return (
    <Flex align="center" gap="3" px="4" py="3" bg="brand.subtle" borderBottomWidth="1px" borderColor="brand.muted"
      as="header" aria-label="进入平台">
      <Box color="brand.solid" flexShrink={0}><ShieldIcon boxSize="7" /></Box>
      <Box flex="1" minW="0">
        <Text fontWeight="semibold" fontSize="sm" truncate>{zhCN.appName}</Text>
        <Text fontSize="2xs" color="fg.muted" truncate>验号换绑 · 找回包赔</Text>
      </Box>
      <HStack gap="2" flexShrink={0}>
        {gameId && (
          <Button asChild size="xs" variant="outline" colorPalette="brand" bg="bg.surface">
            <Link to={paths.goodList({ gameId })} aria-label={`更多账号：${gameName ?? ''}`}>更多账号</Link>
          </Button>
        )}
        <Button asChild size="xs">
          <Link to={paths.home}>进入首页</Link>
        </Button>
      </HStack>
    </Flex>
  );
}

export default function PagesDetail() {
  const [search] = useSearchParams();
  const id = parseGoodsId(search.get('id'));
  // Same query as the view below (deduplicated): only to name the game in the header.
  const detail = useQuery({ ...goodsDetailQuery(id ?? 0), enabled: id !== null, staleTime: 0 });
  return (
    <Page padding={false}>
      <AppHeader gameId={detail.data?.gameId} gameName={detail.data?.gameName} />
      {id === null ? <EmptyState text="商品不存在或链接有误" /> : <GoodsDetailView key={id} id={id} />}
    </Page>
  );
}
