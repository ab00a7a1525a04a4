// 帮助中心: a search over the help articles, then the four categories (购买指南 / 卖号指南 / 常见问题 / 包赔介绍), all
// asked for at once, each listing its articles (→ helpdetail). A category with more articles than shown links to the
// full list in 公告中心. The search runs on the device (helpSearch.ts): it asks for every article of the four
// categories once something is typed — about 20, in four list calls — rather than a search endpoint.
import { useState } from 'react';
import { Box, Button, Flex, Heading, Input, Text } from '@chakra-ui/react';
import { useQueries } from '@tanstack/react-query';
import type { Notice } from '@/contract/types.ts';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { HeadsetIcon } from '@/components/icons.tsx';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/components/states.tsx';
import { helpWords, searchHelp } from './helpSearch.ts';
import { NoticeRows } from './NoticeRows.tsx';
import { HELP_TYPES, NOTICE_TYPE_LABELS } from './noticeTypes.ts';
import { noticeListQuery } from '@/api/content.queries.ts';

const PER_CATEGORY = 10;
/** Every article of a category in one page when searching (lists answer up to 100 a page). */
const ALL_OF_CATEGORY = 100;

const HINTS: Record<(typeof HELP_TYPES)[number], string> = {
  gmzn: '从选号、下单、付款到换绑，买号每一步怎么做',
  mhzn: '发布账号、定价、验号与收款的流程',
  cjwt: '交易中最常遇到的问题与解答',
  bpjs: '找回包赔保障什么、怎么申请赔付',
};

/** The articles of the four categories holding what was typed (the whole lists, asked for on the first word). */
function HelpResults({ text }: { text: string }) {
  const queries = useQueries({ queries: HELP_TYPES.map((type) => noticeListQuery(type, 1, ALL_OF_CATEGORY)) });
  const failed = queries.find((q) => q.isError);
  if (failed) return <ErrorState compact error={failed.error} onRetry={() => void Promise.all(queries.map((q) => q.refetch()))} />;
  if (queries.some((q) => q.isPending)) return <LoadingState compact />;
  const all: Notice[] = queries.flatMap((q) => q.data?.rows ?? []);
  const hits = searchHelp(all, text);
  return (
    <Box as="section" aria-label="搜索结果" bg="bg.surface" borderRadius="xl" px="4" pt="3" mb="3" data-testid="help-results">
      <Text fontSize="xs" color="fg.muted" role="status">
        {hits.length ? `找到 ${hits.length} 篇相关文章` : ''}
      </Text>
      {hits.length ? <NoticeRows notices={hits} linkTo={paths.helpdetail} covers={false} testId="help-hit" />
        : <EmptyState compact text={`没有找到与“${text.trim()}”相关的文章，换个词试试，或联系客服`} />}
    </Box>
  );
}

export function HelpCenter() {
  const [text, setText] = useState('');
  const searching = helpWords(text).length > 0;
  const queries = useQueries({ queries: HELP_TYPES.map((type) => noticeListQuery(type, 1, PER_CATEGORY)) });
  return (
    <Box>
      <Box as="search" mb="3">
        <Input type="search" enterKeyHint="search" placeholder="搜索帮助，如 包赔、换绑、手续费" aria-label="搜索帮助文章" size="sm"
          borderRadius="full" bg="bg.surface" borderColor="border.muted" value={text} maxLength={30}
          onChange={(e) => setText(e.target.value)} />
      </Box>
      {searching && <HelpResults text={text} />}
      {!searching && HELP_TYPES.map((type, i) => {
        const query = queries[i];
        const total = query.data?.total ?? 0;
        return (
          <Box as="section" key={type} aria-labelledby={`help-${type}`} bg="bg.surface" borderRadius="xl" px="4" pt="3" mb="3"
            data-testid={`help-${type}`}>
            <Flex align="baseline" justify="space-between" gap="2">
              <Heading as="h2" id={`help-${type}`} fontSize="md" fontWeight="semibold">{NOTICE_TYPE_LABELS[type]}</Heading>
              {total > PER_CATEGORY && (
                <Link to={paths.gonggao(type)}><Text fontSize="xs" color="fg.muted">全部 {total} 篇</Text></Link>
              )}
            </Flex>
            <Text fontSize="xs" color="fg.muted" mt="0.5">{HINTS[type]}</Text>
            <QueryBoundary query={query} compact emptyText="该分类暂无文章">
              {(data) => <NoticeRows notices={data.rows} linkTo={paths.helpdetail} excerpt={false} covers={false} testId="help-row" />}
            </QueryBoundary>
          </Box>
        );
      })}
      <Flex bg="bg.surface" borderRadius="xl" px="4" py="3" align="center" gap="3">
        <HeadsetIcon boxSize="6" color="brand.solid" flexShrink={0} />
        <Box flex="1" minW="0">
          <Text fontSize="sm" fontWeight="medium">没有找到答案？</Text>
          <Text fontSize="xs" color="fg.muted">联系官方客服，一对一为您解答</Text>
        </Box>
        <Button asChild size="sm" colorPalette="brand" flexShrink={0}><Link to={paths.contactkefu()}>联系客服</Link></Button>
      </Flex>
    </Box>
  );
}
