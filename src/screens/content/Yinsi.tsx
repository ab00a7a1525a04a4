// /yinsi: the privacy policy — notices of type yszc, sanitised. The type also holds the other agreements
// (用户服务协议 …): the privacy policy comes first and open, the others follow, folded.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { Notice } from '@/contract/types.ts';
import { Page } from '@/components/Page.tsx';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { RichText } from '@/components/RichText.tsx';
import { noticesWithContentQuery } from '@/api/content.queries.ts';
import { formatDate } from '@/lib/format.ts';

/** The privacy policy first (by its title), then the rest in the server's order. */
function privacyFirst(notices: Notice[]): Notice[] {
  const index = notices.findIndex((notice) => notice.noticeTitle.includes('隐私'));
  return index <= 0 ? notices : [notices[index], ...notices.slice(0, index), ...notices.slice(index + 1)];
}

function Updated({ notice }: { notice: Notice }) {
  return <Text fontSize="xs" color="fg.muted" mt="1" mb="4">更新时间：{formatDate(notice.createTime, 'YYYY-MM-DD')}</Text>;
}

export default function Yinsi() {
  const query = useQuery(noticesWithContentQuery('yszc'));
  return (
    <Page>
      <QueryBoundary query={query} emptyText="暂无隐私政策">
        {(notices) => {
          const [policy, ...others] = privacyFirst(notices);
          return (
            <Stack gap="3">
              <Box as="article" bg="bg.surface" borderRadius="xl" px="5" py="5">
                <Heading as="h2" fontSize="lg" lineHeight="1.4">{policy.noticeTitle}</Heading>
                <Updated notice={policy} />
                <RichText html={policy.noticeContent} headingLevel={3} />
              </Box>
              {others.map((notice) => (
                <Box as="details" key={notice.noticeId} bg="bg.surface" borderRadius="xl" px="5" py="4">
                  <Box as="summary" cursor="pointer" fontWeight="semibold" fontSize="md">{notice.noticeTitle}</Box>
                  <Updated notice={notice} />
                  <RichText html={notice.noticeContent} />
                </Box>
              ))}
            </Stack>
          );
        }}
      </QueryBoundary>
    </Page>
  );
}
