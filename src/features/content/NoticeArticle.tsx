// One notice read in full (newsDetail, articleDetail, helpdetail): title, type, date, its cover banner when it
// has one, then its sanitised HTML.
// A link without a usable id, or an id the server refuses (its msg, e.g. 公告不存在), says so plainly and offers
// the way back instead of 重试.
import { Box, Button, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { assetUrl, isApiError } from '@/api/client.ts';
import { paths } from '@/config/paths.ts';
import { RichText } from '@/components/RichText.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/components/states.tsx';
import { formatDate } from '@/lib/format.ts';
import { COVER_RATIO } from './NoticeRows.tsx';
import { noticeDetailQuery } from '@/api/content.queries.ts';
import { noticeTypeLabel, parseNoticeId } from './noticeTypes.ts';

export interface NoticeArticleProps {
  /** The raw `?id=` of the link. */
  rawId: string | null;
  /** Where "not found" sends the reader: the 公告中心 or the 帮助中心. */
  back: { to: string; label: string };
}

function NotFound({ back, text = '该内容不存在或已下线' }: Pick<NoticeArticleProps, 'back'> & { text?: string }) {
  return (
    <Box data-testid="notice-not-found">
      <EmptyState text={text} action={
        <Button asChild size="sm" variant="outline" colorPalette="brand" minW="28"><Link to={back.to}>{back.label}</Link></Button>
      } />
    </Box>
  );
}

export function NoticeArticle({ rawId, back }: NoticeArticleProps) {
  const id = parseNoticeId(rawId);
  const query = useQuery({ ...noticeDetailQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <NotFound back={back} />;
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    // A business refusal (公告不存在) is the server's answer for this id: say it, and offer the way back rather
    // than 重试. A transport failure may pass on a retry.
    if (isApiError(query.error) && query.error.kind === 'business') {
      return <NotFound back={back} text={query.error.msg || undefined} />;
    }
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const notice = query.data;
  return (
    <Box as="article" bg="bg.surface" borderRadius="xl" px="4" py="4" data-testid="notice-article">
      <Stack gap="2" pb="3" mb="3" borderBottomWidth="1px" borderColor="border.muted">
        <Heading as="h1" fontSize="lg" lineHeight="1.5" fontWeight="semibold">{notice.noticeTitle}</Heading>
        <Flex gap="2" align="center" color="fg.muted" fontSize="xs">
          <Badge size="sm" colorPalette="brand" variant="subtle">{noticeTypeLabel(notice.noticeType)}</Badge>
          <Text asChild><time dateTime={notice.createTime}>{formatDate(notice.createTime, 'YYYY-MM-DD HH:mm')}</time></Text>
        </Flex>
      </Stack>
      {notice.titleImg && (
        <Image src={assetUrl(notice.titleImg)} alt="" w="full" aspectRatio={COVER_RATIO} objectFit="cover" borderRadius="lg"
          bg="bg.muted" mb="3" />
      )}
      {notice.noticeContent?.trim()
        ? <RichText html={notice.noticeContent} data-testid="notice-content" />
        : <Text fontSize="sm" color="fg.muted">暂无正文</Text>}
    </Box>
  );
}

export const GONGGAO_BACK = { to: paths.gonggao(), label: '返回公告中心' };
export const HELP_BACK = { to: paths.bangzhu, label: '返回帮助中心' };
