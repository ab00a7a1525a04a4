// The platform's content pages: 平台介绍 (ptjs), 商务合作 (shhz + the business contact block), 招募中心 (zmgg,
// partner streamers and the way to 商户入驻), each built from the notices and content the server keeps.
import type { ReactNode } from 'react';
import { Box, Button, Flex, Heading, Image, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { assetUrl } from '@/api/client.ts';
import { paths } from '@/config/paths.ts';
import { EmptyState, ErrorState } from '@/components/states.tsx';
import { SectionCard } from '@/components/SectionCard.tsx';
import { ContactRow } from '@/components/ContactRow.tsx';
import { NoticeSections } from './NoticeSections.tsx';
import { businessContactQuery, streamersQuery } from '@/api/content.queries.ts';

function Hero({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box bgGradient="to-br" gradientFrom="brand.solid" gradientTo="orange.400" color="white" borderRadius="xl" px="5" py="5">
      <Heading as="h1" fontSize="xl" lineHeight="1.4">{title}</Heading>
      <Text mt="1.5" fontSize="sm" opacity={0.92} lineHeight="1.6">{children}</Text>
    </Box>
  );
}

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <SectionCard title={title} titleProps={{ fontSize: 'md' }} headerGap="3" py="4" aria-label={title} testId={testId}>
      {children}
    </SectionCard>
  );
}

function LinkTiles({ links }: { links: { to: string; title: string; desc: string }[] }) {
  return (
    <SimpleGrid columns={2} gap="2.5">
      {links.map((l) => (
        <Link key={l.to} to={l.to}>
          <Box bg="bg.surface" borderRadius="xl" px="3.5" py="3" h="full" _active={{ bg: 'bg.muted' }}>
            <Text fontSize="sm" fontWeight="semibold">{l.title}</Text>
            <Text fontSize="2xs" color="fg.muted" mt="0.5" lineHeight="1.5">{l.desc}</Text>
          </Box>
        </Link>
      ))}
    </SimpleGrid>
  );
}

export function PlatformIntro() {
  return (
    <Stack gap="3">
      <Hero title="平台介绍">专注游戏账号交易的担保平台：资金托管、官方验号、换绑跟进、包赔服务、黑号库，让买家放心买、卖家安心卖。</Hero>
      <NoticeSections type="ptjs" emptyText="暂无平台介绍" testId="intro-sections" />
      <LinkTiles links={[
        { to: paths.cooperate, title: '商务合作', desc: '商户入驻、渠道与内容合作' },
        { to: paths.zhaomu, title: '招募中心', desc: '主播、商户与岗位招募' },
        { to: paths.zhaohui, title: '追回案例', desc: '看平台如何处理找回纠纷' },
        { to: paths.appDownload, title: '下载APP', desc: '随时查看订单与消息' },
      ]} />
    </Stack>
  );
}

function BusinessContactCard() {
  const query = useQuery(businessContactQuery());
  return (
    <Card title="联系商务" testId="business-contact">
      {query.isPending ? (
        <Stack gap="2.5" role="status" aria-label="加载中">{[0, 1, 2].map((i) => <Skeleton key={i} h="6" />)}</Stack>
      ) : query.isError ? (
        <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Stack gap="2.5">
          <ContactRow label="QQ" value={query.data.qq} />
          <ContactRow label="微信" value={query.data.wechat} />
          <ContactRow label="邮箱" value={query.data.email} />
          {query.data.phone && <ContactRow label="电话" value={query.data.phone} />}
          <Text fontSize="xs" color="fg.muted">工作时间：{query.data.workTime}。添加时请注明“商务合作”及合作方向。</Text>
        </Stack>
      )}
    </Card>
  );
}

export function Cooperate() {
  return (
    <Stack gap="3">
      <Hero title="商务合作">游戏工作室、回收商、公会与内容创作者，欢迎与我们一起把账号交易做得更安全。</Hero>
      <BusinessContactCard />
      <NoticeSections type="shhz" emptyText="暂无合作说明" testId="cooperate-sections" />
      <Button asChild size="lg" borderRadius="full" w="full"><Link to={paths.shanghu}>申请商户入驻</Link></Button>
    </Stack>
  );
}

function Streamers() {
  const query = useQuery(streamersQuery());
  if (query.isPending) {
    return <SimpleGrid columns={3} gap="2" role="status" aria-label="加载中">{[0, 1, 2].map((i) => <Skeleton key={i} aspectRatio={3 / 4} borderRadius="lg" />)}</SimpleGrid>;
  }
  if (query.isError) return <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState compact text="暂无合作主播，欢迎成为第一位" />;
  return (
    <SimpleGrid columns={3} gap="2" data-testid="zhaomu-streamers">
      {query.data.slice(0, 6).map((s) => (
        <Stack key={s.id} gap="1" minW="0">
          <Box aspectRatio={3 / 4} bg="bg.muted" borderRadius="lg" overflow="hidden">
            <Image src={assetUrl(s.img)} alt={s.name} loading="lazy" decoding="async" w="full" h="full" objectFit="cover" />
          </Box>
          <Text fontSize="xs" fontWeight="semibold" truncate>{s.name}</Text>
          <Text fontSize="2xs" color="fg.muted" lineClamp={2} lineHeight="1.4">{s.content}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function Recruit() {
  return (
    <Stack gap="3">
      <Hero title="招募中心">合作主播、认证商户和团队岗位长期招募，和平台一起成长。</Hero>
      <Card title="合作主播" testId="zhaomu-streamer-card">
        <Text fontSize="xs" color="fg.muted" mb="3" lineHeight="1.6">抖音、快手粉丝 1 万以上，认同安全交易理念即可申请，享专属推广链接与成交分成。以下是正在合作的主播：</Text>
        <Streamers />
        <Button asChild mt="3" size="sm" variant="outline" colorPalette="brand" w="full"><Link to={paths.cooperate}>联系商务申请主播合作</Link></Button>
      </Card>
      <Card title="认证商户" testId="zhaomu-merchant-card">
        <Flex direction="column" gap="3">
          <Text fontSize="xs" color="fg.muted" lineHeight="1.6">工作室、回收商入驻后可批量上架商品、参与竞价回收报价，并有专属商户经理服务。</Text>
          <Button asChild size="md" borderRadius="full" w="full"><Link to={paths.shanghu}>商户入驻</Link></Button>
        </Flex>
      </Card>
      <NoticeSections type="zmgg" emptyText="暂无招募公告" open={2} testId="zhaomu-sections" />
    </Stack>
  );
}
