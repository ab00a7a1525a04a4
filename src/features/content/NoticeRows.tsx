// Notice rows for lists (公告中心, 帮助中心): title, a short excerpt, the date, and — when asked — the cover
// banner above them (lazy, in a box of the banner's own 750:320 ratio so nothing jumps or gets cropped). Each
// row links to the notice's reading page.
import { Box, Flex, Image, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { assetUrl } from '@/api/client.ts';
import type { Notice } from '@/contract/types.ts';
import { ChevronRightIcon } from '@/components/icons.tsx';
import { formatDate } from '@/lib/format.ts';
import { noticeExcerpt } from './noticeTypes.ts';

export const COVER_RATIO = 750 / 320;

export function NoticeRows({ notices, linkTo, excerpt = true, covers = true, testId = 'notice-row' }: {
  notices: readonly Notice[];
  linkTo: (id: number) => string;
  excerpt?: boolean;
  covers?: boolean;
  testId?: string;
}) {
  return (
    <Stack as="ul" gap="0" listStyleType="none">
      {notices.map((n) => {
        const summary = excerpt ? noticeExcerpt(n.noticeContent, 48) : '';
        return (
          <Box as="li" key={n.noticeId} borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
            <Link to={linkTo(n.noticeId)} data-testid={testId}>
              <Box py="3" _active={{ bg: 'bg.muted' }}>
                {covers && n.titleImg && (
                  <Image src={assetUrl(n.titleImg)} alt="" loading="lazy" decoding="async" w="full" aspectRatio={COVER_RATIO}
                    objectFit="cover" borderRadius="lg" bg="bg.muted" mb="2" />
                )}
                <Flex gap="3" align="center">
                  <Box flex="1" minW="0">
                    <Text fontSize="sm" fontWeight="medium" lineClamp={2} lineHeight="1.5">{n.noticeTitle}</Text>
                    {summary && <Text mt="1" fontSize="xs" color="fg.muted" lineClamp={1}>{summary}</Text>}
                    <Text mt="1" fontSize="xs" color="fg.subtle">{formatDate(n.createTime, 'YYYY-MM-DD')}</Text>
                  </Box>
                  <ChevronRightIcon boxSize="4" color="fg.subtle" flexShrink={0} />
                </Flex>
              </Box>
            </Link>
          </Box>
        );
      })}
    </Stack>
  );
}
