// Home's below-the-fold sections. Each one's title shows at once; its body — code and data — loads only when
// the section comes near the viewport (Section lazy + React.lazy), so the first screen neither downloads nor
// runs them. The reserved heights match the loaded bodies closely.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Box, Skeleton, Stack } from '@chakra-ui/react';
import { paths } from '@/config/paths.ts';
import { TOP_ACCOUNT_PRICE } from '@/contract/topAccounts.ts';
import { Section, type SectionProps } from './Section.tsx';

const NoticeTickers = lazy(() => import('./NoticeTickers.tsx'));
const TopAccounts = lazy(() => import('./TopAccounts.tsx'));
const RecentDeals = lazy(() => import('./RecentDeals.tsx'));
const Streamers = lazy(() => import('./Streamers.tsx'));

function Placeholder({ minH }: { minH: string }) {
  return (
    <Stack minH={minH} gap="3" role="status" aria-label="加载中">
      <Skeleton h="4" w="70%" />
      <Skeleton h="4" w="85%" />
      <Skeleton h="4" w="60%" />
    </Stack>
  );
}

function LazySection({ body: Body, minH, ...section }: Omit<SectionProps, 'children' | 'lazy'> & {
  body: LazyExoticComponent<ComponentType>;
  minH: string;
}) {
  return (
    <Section {...section} lazy minH={minH}>
      <Suspense fallback={<Box px={section.padded === false ? '4' : 0}><Placeholder minH={minH} /></Box>}>
        <Body />
      </Suspense>
    </Section>
  );
}

export function NoticesSection() {
  return <LazySection title="平台公告" more={{ to: paths.gonggao() }} minH="24" testId="home-notices" body={NoticeTickers} />;
}

export function TopAccountsSection() {
  return (
    <LazySection title="顶级账号" subtitle={`¥${TOP_ACCOUNT_PRICE} 以上精品号`} more={{ to: paths.goodList() }} minH="96"
      testId="home-top" body={TopAccounts} />
  );
}

export function RecentDealsSection() {
  return (
    <LazySection title="最近成交" subtitle="真实成交 · 信息已脱敏" more={{ to: paths.finish }} minH="32" testId="home-deals"
      body={RecentDeals} />
  );
}

export function StreamersSection() {
  return (
    <LazySection title="合作主播" subtitle="主播推荐账号均经平台验号" more={{ to: paths.zhaomu, label: '主播招募' }} minH="64"
      padded={false} testId="home-streamers" body={Streamers} />
  );
}
