// Platform notices of one type (交易须知 jyxz, 包赔介绍 bpjs …): every article of the type, oldest (the basic one)
// first, minus those that do not concern the reader — in a bottom sheet loaded when first opened (NoticeSheet),
// or in place (NoticeArticles: the goods detail's tabs).
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import { Link as ChakraLink } from '@/components/chakra/link.ts';
import { Link } from 'react-router-dom';
import type { Notice, NoticeType } from '@/contract/types.ts';
import { paths } from '@/config/paths.ts';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { RichText } from '@/components/RichText.tsx';
import { noticesWithContentQuery } from '@/api/content.queries.ts';
import { BottomSheet } from '@/components/BottomSheet.tsx';

/** Oldest first, without the excluded titles. */
export function sheetNotices(rows: Notice[], exclude?: RegExp): Notice[] {
  return rows
    .filter((n) => !exclude || !exclude.test(n.noticeTitle))
    .sort((a, b) => (a.createTime < b.createTime ? -1 : a.createTime > b.createTime ? 1 : a.noticeId - b.noticeId));
}

/** Every notice of a type as articles, oldest (the basic one) first: the sheet's body and the goods detail's tabs. */
export function NoticeArticles({ type, exclude, enabled = true, emptyText, headingLevel = 3 }: {
  type: NoticeType;
  exclude?: RegExp;
  enabled?: boolean;
  emptyText: string;
  /** The level of each article's title; the article's own headings go one below it. */
  headingLevel?: 2 | 3;
}) {
  // Each with its content: a backend whose list leaves it out is asked for the detail.
  const notices = useQuery({ ...noticesWithContentQuery(type), enabled });
  return (
    <QueryBoundary query={notices} compact emptyText={emptyText}>
      {(rows) => (
        <Stack gap="5" data-testid={`notice-${type}`}>
          {sheetNotices(rows, exclude).map((notice) => (
            <Box as="article" key={notice.noticeId}>
              <Heading as={`h${headingLevel}`} fontSize="sm" fontWeight="semibold" mb="2">{notice.noticeTitle}</Heading>
              {notice.noticeContent ? <RichText html={notice.noticeContent} headingLevel={(headingLevel + 1) as 3 | 4} /> : (
                <ChakraLink asChild color="brand.fg" fontSize="sm">
                  <Link to={paths.articleDetail(notice.noticeId)}>查看全文</Link>
                </ChakraLink>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </QueryBoundary>
  );
}

export function NoticeSheet({ type, title, open, onOpenChange, exclude, confirmText, onConfirm }: {
  type: NoticeType;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Titles to leave out (e.g. /卖家/ for a buyer). */
  exclude?: RegExp;
  /** A button at the bottom (e.g. 我已阅读并同意); it closes the sheet after onConfirm. */
  confirmText?: string;
  onConfirm?: () => void;
}) {
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={title}
      footer={confirmText ? (
        <Button flex="1" onClick={() => { onConfirm?.(); onOpenChange(false); }}>{confirmText}</Button>
      ) : undefined}>
      <NoticeArticles type={type} exclude={exclude} enabled={open} emptyText={`暂无${title}`} />
    </BottomSheet>
  );
}
