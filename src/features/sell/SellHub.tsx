// 我要卖号 (sell hub): 我要卖 (pick a game → step 1), the other ways to sell (估价, 竞价回收) and the seller's
// own lists (我的代售, 我的评估, 竞价中心), the fee rule with an example, and the selling guide (mhzn).
import type { ReactNode } from 'react';
import { Box, Button, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { ChevronRightIcon, SellIcon, ShieldIcon } from '@/components/icons.tsx';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { SectionCard } from '@/components/SectionCard.tsx';
import { NoticeRows } from '@/features/content/NoticeRows.tsx';
import { formatPrice } from '@/lib/format.ts';
import { SELLER_FEE_MIN, sellerFee } from '@/contract/pricing.ts';
import { FEE_RULE } from './payload.ts';
import { sellGuideQuery } from '@/api/sell.queries.ts';

const WAYS = [
  { key: 'pinggu', to: paths.accountOrder('pinggu'), title: '账号估价', desc: '估价员免费报价', glyph: '估' },
  { key: 'jingjia', to: paths.accountOrder('jingjia'), title: '竞价回收', desc: '多家回收商出价', glyph: '竞' },
] as const;

const MINE = [
  { key: 'sale', to: paths.sale, title: '我的代售', glyph: '售' },
  { key: 'evaluation', to: paths.myevaluation, title: '我的评估', glyph: '评' },
  { key: 'bids', to: paths.myJingjiahuishou, title: '竞价中心', glyph: '价' },
] as const;

const STEPS = ['选择游戏', '填写信息', '审核上架', '买家下单', '验号换绑', '收款到账'];

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <SectionCard title={title} titleProps={{ fontSize: 'md' }} testId={testId}>
      {children}
    </SectionCard>
  );
}

function Glyph({ children }: { children: ReactNode }) {
  return (
    <Flex boxSize="9" borderRadius="full" bg="brand.subtle" color="brand.fg" align="center" justify="center"
      fontWeight="bold" fontSize="sm" flexShrink={0} aria-hidden>
      {children}
    </Flex>
  );
}

export function SellHub() {
  const guide = useQuery(sellGuideQuery());
  const examplePrice = 1000;
  return (
    <Stack gap="3">
      <Box borderRadius="xl" px="4" py="4" color="white" bgGradient="to-br" gradientFrom="brand.700" gradientTo="brand.800"
        data-testid="sell-hero">
        <Flex align="center" gap="3">
          <Box bg="whiteAlpha.300" borderRadius="full" p="2" flexShrink={0}><SellIcon boxSize="7" /></Box>
          <Stack gap="0.5" minW="0">
            <Heading as="h2" fontSize="lg" fontWeight="bold">官方代售，安全卖号</Heading>
            <Text fontSize="xs">审核后上架 · 平台担保交易 · 换绑完成再收款</Text>
          </Stack>
        </Flex>
        <Button asChild mt="4" w="full" size="lg" bg="white" color="brand.fg" _hover={{ bg: 'whiteAlpha.900' }}>
          <Link to={paths.accountOrder('sell')} data-testid="sell-start">我要卖</Link>
        </Button>
      </Box>

      <Grid templateColumns="1fr 1fr" gap="3" as="nav" aria-label="更多卖号方式">
        {WAYS.map((w) => (
          <Link key={w.key} to={w.to} data-testid={`sell-way-${w.key}`}>
            <Flex align="center" gap="2.5" bg="bg.surface" borderRadius="xl" px="3" py="3" h="full">
              <Glyph>{w.glyph}</Glyph>
              <Stack gap="0" minW="0">
                <Text fontSize="sm" fontWeight="semibold">{w.title}</Text>
                <Text fontSize="xs" color="fg.muted" truncate>{w.desc}</Text>
              </Stack>
            </Flex>
          </Link>
        ))}
      </Grid>

      <Grid templateColumns="repeat(3, 1fr)" bg="bg.surface" borderRadius="xl" py="3" as="nav" aria-label="我的卖号">
        {MINE.map((m) => (
          <Link key={m.key} to={m.to} data-testid={`sell-mine-${m.key}`}>
            <Stack align="center" gap="1">
              <Glyph>{m.glyph}</Glyph>
              <Text fontSize="xs">{m.title}</Text>
            </Stack>
          </Link>
        ))}
      </Grid>

      <Section title="收费标准" testId="sell-fee">
        <Flex gap="2" align="flex-start">
          <ShieldIcon boxSize="4" color="trust" mt="0.5" flexShrink={0} />
          <Stack gap="1" fontSize="sm">
            <Text>{FEE_RULE}，上架免费，未成交不收费。</Text>
            <Text color="fg.muted" fontSize="xs">
              例：售价 {formatPrice(examplePrice)}，手续费 {formatPrice(sellerFee(examplePrice))}，到手
              {' '}{formatPrice(examplePrice - sellerFee(examplePrice))}；售价 {formatPrice(600)} 也按最低 ¥{SELLER_FEE_MIN} 收取。
            </Text>
          </Stack>
        </Flex>
      </Section>

      <Section title="卖号流程">
        <Grid templateColumns="repeat(3, 1fr)" gap="2" as="ol" listStyleType="none">
          {STEPS.map((s, i) => (
            <Flex as="li" key={s} align="center" gap="1.5" fontSize="xs" color="fg.muted">
              <Flex boxSize="5" borderRadius="full" bg="brand.solid" color="white" align="center" justify="center"
                fontSize="2xs" fontWeight="bold" flexShrink={0}>{i + 1}</Flex>
              {s}
            </Flex>
          ))}
        </Grid>
        <Text fontSize="xs" color="fg.muted" mt="2" data-testid="sell-handover-note">
          换绑时请留意站内消息，在订单页「您需要做的」里提交收到的验证码；验证码不要发给任何私聊您的人。
        </Text>
      </Section>

      <Section title="卖号指南" testId="sell-guide">
        <QueryBoundary query={guide} compact emptyText="暂无卖号指南">
          {(page) => <NoticeRows notices={page.rows} linkTo={paths.articleDetail} covers={false} testId="sell-guide-row" />}
        </QueryBoundary>
        <Button asChild variant="ghost" size="sm" w="full" mt="1" color="fg.muted">
          <Link to={paths.gonggao('mhzn')}>查看全部<ChevronRightIcon boxSize="4" /></Link>
        </Button>
      </Section>
    </Stack>
  );
}
