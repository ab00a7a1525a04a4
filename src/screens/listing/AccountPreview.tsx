// 商品预览 (accountPreview?id=): one of my listings exactly as buyers will see it (the shared goods detail in
// its preview mode: no 立即购买, no 收藏), with its audit state and reason on top. Someone else's goods get a
// clear message instead.
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, isApiError } from '@/api/client.ts';
import type { Goods } from '@/contract/types.ts';
import { paths } from '@/config/paths.ts';
import { Page } from '@/components/Page.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/components/states.tsx';
import { GoodsDetailView } from '@/features/goods/detail/GoodsDetailView.tsx';
import { goodsDetailQuery } from '@/api/goods.queries.ts';
import { useDeferredQuery } from '@/lib/useDeferredQuery.ts';
import { parseGoodsId } from '@/features/goods/parseId.ts';
import { useCurrentUser } from '@/features/account/useCurrentUser.ts';
import { zhCN } from '@/locales/zh-CN.ts';
import { previewBanner } from '@/features/listing/preview.ts';

function AuditBanner({ goods }: { goods: Goods }) {
  const banner = previewBanner(goods);
  return (
    <Box bg={`${banner.palette}.${banner.palette === 'gray' ? '100' : '50'}`} color={`${banner.palette}.800`} px="4" py="3" role="status" data-testid="preview-banner">
      <Flex align="center" justify="space-between" gap="3">
        <Stack gap="0.5" minW="0">
          <Text fontSize="sm" fontWeight="semibold" wordBreak="break-word" data-testid="preview-state">{banner.title}</Text>
          <Text fontSize="xs" opacity={0.85}>{banner.detail}</Text>
        </Stack>
        <Button asChild size="xs" variant="outline" colorPalette="gray" bg="bg.surface" flexShrink="0">
          <Link to={paths.sale}>我的代售</Link>
        </Button>
      </Flex>
      <Text fontSize="2xs" mt="1.5" opacity={0.7}>预览模式：以下是买家看到的页面，不含购买按钮</Text>
    </Box>
  );
}

function ListingPreview({ id }: { id: number }) {
  const detail = useDeferredQuery(useQuery(goodsDetailQuery(id)));
  const me = useCurrentUser();

  if (detail.isError) {
    // A refusal (not found, or someone else's unlisted goods) will not change on retry.
    if (isApiError(detail.error) && detail.error.kind === 'business') {
      return (
        <EmptyState text={errorMessage(detail.error)} action={(
          <Button asChild size="sm" minW="28"><Link to={paths.sale}>返回我的代售</Link></Button>
        )} />
      );
    }
    return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  if (me.failed) return <ErrorState message={zhCN.errors.unknown} onRetry={me.retry} />;
  if (detail.isPending || !me.user) return <LoadingState />;
  const goods = detail.data;
  if (goods.createId !== me.user.userId) {
    return (
      <EmptyState text="这不是你发布的商品，只能预览自己的商品" action={(
        <Stack gap="2" align="center">
          <Button asChild size="sm" minW="28"><Link to={paths.goodDetail(goods.id)}>查看商品详情</Link></Button>
          <Button asChild size="sm" variant="ghost"><Link to={paths.sale}>返回我的代售</Link></Button>
        </Stack>
      )} />
    );
  }
  return (
    <Box data-testid="listing-preview">
      <AuditBanner goods={goods} />
      <GoodsDetailView id={id} preview />
    </Box>
  );
}

export default function AccountPreview() {
  const [search] = useSearchParams();
  const id = parseGoodsId(search.get('id'));
  return (
    <Page padding={false}>
      {id === null ? <EmptyState text="商品不存在或链接有误" /> : <ListingPreview key={id} id={id} />}
    </Page>
  );
}
