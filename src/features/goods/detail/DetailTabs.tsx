// 商品详情 (the seller's description and the screenshots inline, each marked 官方截图 / 自主截图 when the backend
// says) / 交易须知 (notice jyxz) / 包赔介绍 (notice bpjs) / 官方交流群 (the game's QQ groups, with copy). Tabs
// other than the first load their content when opened. A TabStrip, not Chakra's Tabs: its state machine cost ≈ 10 KB
// of goodDetail's first load (≤ 190 KB), which the seller card and the inline screenshots needed.
import { lazy, Suspense, useState } from 'react';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { Goods } from '@/contract/types.ts';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { Screenshots } from '@/components/Screenshots.tsx';
import { LoadingState } from '@/components/states.tsx';
import { TabStrip } from '@/components/TabStrip.tsx';
import { copyWithToast } from '@/components/copy.ts';
import { gameQQGroupsQuery } from '@/api/goods.queries.ts';
import { goodsPictures } from '../pictures.ts';

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

const TABS = [
  { value: 'des', label: '商品详情' },
  { value: 'jyxz', label: '交易须知' },
  { value: 'bpjs', label: '包赔介绍' },
  { value: 'qq', label: '官方交流群' },
] as const;
type Tab = (typeof TABS)[number]['value'];

export function DetailTabs({ goods }: { goods: Goods }) {
  const [tab, setTab] = useState<Tab>('des');
  return (
    <Box>
      <TabStrip label="商品信息" items={TABS} value={tab} onChange={setTab} fitted idPrefix="goods-detail" />
      <Box role="tabpanel" aria-labelledby={`goods-detail-tab-${tab}`} px="4" py="3" minH="32" borderTopWidth="1px" borderColor="border.muted">
        {tab === 'des' && (
          <Stack gap="3">
            <Text fontSize="sm" whiteSpace="pre-wrap" lineHeight="tall" wordBreak="break-word">
              {goods.des?.trim() || '卖家未填写更多描述，请以截图和属性为准。'}
            </Text>
            <Screenshots images={goodsPictures(goods)} layout="stack" alt={`${goods.title} 截图`} testId="detail-shots" />
          </Stack>
        )}
        <Suspense fallback={<LoadingState compact />}>
          {tab === 'jyxz' && <NoticeTab type="jyxz" empty="暂无交易须知" exclude={/卖家/} />}
          {tab === 'bpjs' && <NoticeTab type="bpjs" empty="暂无包赔介绍" />}
        </Suspense>
        {tab === 'qq' && <QQGroupsTab gameId={goods.gameId} gameName={goods.gameName} />}
      </Box>
    </Box>
  );
}
