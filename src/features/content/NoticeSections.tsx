// Every notice of a type read in full, one card each (平台介绍, 商务合作, 招募中心): its title and sanitised HTML.
// The first `open` cards are expanded; the rest fold into <details> so a long page stays scannable.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { NoticeType } from '@/contract/types.ts';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { RichText } from '@/components/RichText.tsx';
import { formatDate } from '@/lib/format.ts';
import { noticesWithContentQuery } from '@/api/content.queries.ts';

export function NoticeSections({ type, emptyText, open = Infinity, testId }: {
  type: NoticeType;
  emptyText: string;
  /** How many cards start expanded (default all). */
  open?: number;
  testId: string;
}) {
  const query = useQuery(noticesWithContentQuery(type));
  return (
    <QueryBoundary query={query} emptyText={emptyText}>
      {(notices) => (
        <Stack gap="3" data-testid={testId}>
          {notices.map((notice, i) => (i < open ? (
            <Box as="article" key={notice.noticeId} bg="bg.surface" borderRadius="xl" px="4" py="4" data-testid="notice-section">
              <Heading as="h2" fontSize="md" lineHeight="1.5">{notice.noticeTitle}</Heading>
              <Text fontSize="2xs" color="fg.subtle" mt="0.5" mb="3">{formatDate(notice.createTime, 'YYYY-MM-DD')}</Text>
              <RichText html={notice.noticeContent} headingLevel={3} />
            </Box>
          ) : (
            <Box as="details" key={notice.noticeId} bg="bg.surface" borderRadius="xl" px="4" py="3.5" data-testid="notice-section">
              <Box as="summary" cursor="pointer" fontWeight="semibold" fontSize="sm" lineHeight="1.6">{notice.noticeTitle}</Box>
              <Text fontSize="2xs" color="fg.subtle" mt="0.5" mb="3">{formatDate(notice.createTime, 'YYYY-MM-DD')}</Text>
              <RichText html={notice.noticeContent} />
            </Box>
          )))}
        </Stack>
      )}
    </QueryBoundary>
  );
}
