// 我的反馈: my complaints, suggestions and problems, newest first (infinite), each with its type, state
// (待处理 / 已回复), what I wrote, my pictures (tap to view full screen) and the platform's reply when there is one.
import { lazy, Suspense, useState } from 'react';
import { Box, Button, chakra, Flex, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { assetUrl } from '@/api/client.ts';
import type { Problem } from '@/contract/types.ts';
import { ProblemStatus } from '@/contract/statuses.ts';
import { paths } from '@/config/paths.ts';
import { LoadMoreFooter } from '@/components/LoadMore.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/components/states.tsx';
import { formatDate } from '@/lib/format.ts';
import { myFeedbackInfiniteQuery } from '@/api/feedback.queries.ts';

const ImageViewer = lazy(() => import('@/components/ImageViewer.tsx'));

const TYPE_PALETTE: Record<Problem['type'], string> = { 投诉: 'red', 建议: 'blue', 问题: 'orange' };

function ProblemCard({ problem, onView }: { problem: Problem; onView: (images: string[], index: number) => void }) {
  const replied = problem.status === ProblemStatus.replied && Boolean(problem.reply);
  return (
    <Box as="li" bg="bg.surface" borderRadius="xl" px="4" py="3.5" data-testid="problem-row">
      <Flex align="center" gap="2">
        <Badge size="sm" variant="subtle" colorPalette={TYPE_PALETTE[problem.type]}>{problem.type}</Badge>
        <Text asChild fontSize="xs" color="fg.subtle" flex="1" minW="0">
          <time dateTime={problem.createTime}>{formatDate(problem.createTime, 'YYYY-MM-DD HH:mm')}</time>
        </Text>
        <Badge size="sm" variant={replied ? 'solid' : 'outline'} colorPalette={replied ? 'green' : 'gray'} data-testid="problem-status">
          {replied ? ProblemStatus.replied : ProblemStatus.open}
        </Badge>
      </Flex>
      <Text mt="2" fontSize="sm" lineHeight="1.7" whiteSpace="pre-wrap" wordBreak="break-word">{problem.content}</Text>
      {Array.isArray(problem.images) && problem.images.length > 0 && (
        <SimpleGrid columns={4} gap="2" mt="2.5" maxW="80">
          {problem.images.map((src, i) => (
            <chakra.button key={`${src}-${i}`} type="button" aria-label={`查看第 ${i + 1} 张图片`} onClick={() => onView(problem.images, i)}
              borderRadius="md" overflow="hidden" bg="bg.muted" aspectRatio={1}>
              <Image src={assetUrl(src)} alt="" w="full" h="full" objectFit="cover" loading="lazy" decoding="async" />
            </chakra.button>
          ))}
        </SimpleGrid>
      )}
      <Text mt="2" fontSize="xs" color="fg.muted">联系方式：{problem.contact}</Text>
      {replied ? (
        <Box mt="3" bg="bg.muted" borderRadius="lg" px="3" py="2.5" data-testid="problem-reply">
          <Flex justify="space-between" align="baseline" gap="2">
            <Text fontSize="xs" fontWeight="semibold" color="brand.fg">平台回复</Text>
            {problem.replyTime && <Text fontSize="2xs" color="fg.subtle">{formatDate(problem.replyTime, 'YYYY-MM-DD HH:mm')}</Text>}
          </Flex>
          <Text mt="1" fontSize="sm" lineHeight="1.7" whiteSpace="pre-wrap" wordBreak="break-word">{problem.reply}</Text>
        </Box>
      ) : (
        <Text mt="3" fontSize="xs" color="fg.subtle">客服处理中，回复后会通过站内消息通知您</Text>
      )}
    </Box>
  );
}

export function ProblemList() {
  const query = useInfiniteQuery(myFeedbackInfiniteQuery());
  const [viewing, setViewing] = useState<{ images: string[]; index: number } | null>(null);

  if (query.isPending) return <LoadingState />;
  if (!query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data.pages.flatMap((p) => p.rows);
  if (rows.length === 0) {
    return (
      <EmptyState text="还没有提交过反馈，遇到问题或有好的建议都可以告诉我们" action={(
        <Button asChild size="sm" minW="28"><Link to={paths.fankui}>去反馈</Link></Button>
      )} />
    );
  }
  const total = query.data.pages[0]?.total ?? rows.length;
  return (
    <Box data-testid="problem-list">
      <Flex justify="space-between" align="center" px="1" mb="2">
        <Text fontSize="xs" color="fg.muted">共 {total} 条</Text>
        <Button asChild size="xs" variant="outline" colorPalette="brand"><Link to={paths.fankui}>新的反馈</Link></Button>
      </Flex>
      <Stack as="ul" gap="2.5" listStyleType="none">
        {rows.map((p) => <ProblemCard key={p.id} problem={p} onView={(images, index) => setViewing({ images, index })} />)}
      </Stack>
      <LoadMoreFooter query={query} />
      {viewing && (
        <Suspense fallback={null}>
          <ImageViewer images={viewing.images.map((url, i) => ({ url, name: `反馈图片 ${i + 1}` }))} start={viewing.index}
            onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </Box>
  );
}
