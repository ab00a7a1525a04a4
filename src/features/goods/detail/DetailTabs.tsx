// 商品详情 (the seller's description) / 交易须知 (notice jyxz) / 包赔介绍 (notice bpjs) / 官方交流群 (the game's
// QQ groups, with copy). Tabs other than the first load their content when opened.
import { lazy, Suspense } from 'react';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Tabs } from '@/components/chakra/tabs.ts';
import { useQuery } from '@tanstack/react-query';
import type { Goods } from '@/contract/types.ts';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { LoadingState } from '@/components/states.tsx';
import { copyWithToast } from '@/components/copy.ts';
import { gameQQGroupsQuery } from '@/api/goods.queries.ts';

const NoticeTab = lazy(() => import('./NoticeTab.tsx'));

function QQGroupsTab({ gameId, gameName }: { gameId: number; gameName: string }) {
  const query = useQuery(gameQQGroupsQuery(gameId));
  const copy = async (qq: string) => {
    await copyWithToast(qq, `群号 ${qq} 已复制`, '复制失败，请长按群号手动复制');
  };
  return (
    <QueryBoundary query={query} compact emptyText="该游戏暂无官方交流群">
      {(groups) => (
        <Stack gap="2">
          <Text fontSize="xs" color="fg.muted">
            以下为{gameName}的官方交流群，群内不会有人私下收款；凡要求私下交易的「客服」均为骗子。
          </Text>
          {groups.map((g) => (
            <Flex key={g.qq} align="center" gap="3" p="3" bg="bg.muted" borderRadius="md">
              <Box flex="1" minW="0">
                <Text fontSize="sm" fontWeight="medium" truncate>{g.name}</Text>
                <Text fontSize="xs" color="fg.muted">群号：<Text as="span" userSelect="all">{g.qq}</Text></Text>
              </Box>
              <Button size="xs" variant="outline" colorPalette="brand" onClick={() => void copy(g.qq)} aria-label={`复制群号 ${g.qq}`}>
                复制
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
    </QueryBoundary>
  );
}

export function DetailTabs({ goods }: { goods: Goods }) {
  return (
    <Tabs.Root defaultValue="des" lazyMount variant="line" size="sm" fitted>
      <Tabs.List bg="bg.surface" position="relative">
        <Tabs.Trigger value="des" px="1" whiteSpace="nowrap">商品详情</Tabs.Trigger>
        <Tabs.Trigger value="jyxz" px="1" whiteSpace="nowrap">交易须知</Tabs.Trigger>
        <Tabs.Trigger value="bpjs" px="1" whiteSpace="nowrap">包赔介绍</Tabs.Trigger>
        <Tabs.Trigger value="qq" px="1" whiteSpace="nowrap">官方交流群</Tabs.Trigger>
      </Tabs.List>
      <Box px="4" py="3" minH="32">
        <Tabs.Content value="des" p="0">
          <Text fontSize="sm" whiteSpace="pre-wrap" lineHeight="tall" wordBreak="break-word">
            {goods.des?.trim() || '卖家未填写更多描述，请以截图和属性为准。'}
          </Text>
        </Tabs.Content>
        <Suspense fallback={<LoadingState compact />}>
          <Tabs.Content value="jyxz" p="0"><NoticeTab type="jyxz" empty="暂无交易须知" exclude={/卖家/} /></Tabs.Content>
          <Tabs.Content value="bpjs" p="0"><NoticeTab type="bpjs" empty="暂无包赔介绍" /></Tabs.Content>
        </Suspense>
        <Tabs.Content value="qq" p="0"><QQGroupsTab gameId={goods.gameId} gameName={goods.gameName} /></Tabs.Content>
      </Box>
    </Tabs.Root>
  );
}
