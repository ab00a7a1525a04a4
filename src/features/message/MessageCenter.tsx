// 消息中心 (xiaoxi): tabs 全部 / 未读, one page of messages (type chip, time, unread dot), 全部已读 for the page,
// 上一页 / 下一页. Tapping a message marks it read (at once) and opens its goods or order when it names one;
// other messages unfold their full text. Tab and page live in the URL, so coming back restores them.
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Flex, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Message } from '@/contract/types.ts';
import { ReadState } from '@/contract/statuses.ts';
import { ChevronRightIcon } from '@/components/icons.tsx';
import { Pagination } from '@/components/Pagination.tsx';
import { EmptyState, ErrorState, LoadingState } from '@/components/states.tsx';
import { TabStrip } from '@/components/TabStrip.tsx';
import { toast } from '@/components/toast.ts';
import { fromNow } from '@/lib/format.ts';
import { useMarkRead } from './hooks.ts';
import { useUnreadCount } from './unread.ts';
import { messageSearch, messageStateFromSearch, messageTarget, unreadIds, type MessageTab } from './messages.ts';
import { MESSAGE_PAGE_SIZE, messageKeys, messageListQuery } from '@/api/message.queries.ts';

const TYPE_PALETTE: Record<Message['sendTypeName'], string> = { 系统通知: 'blue', 交易消息: 'orange', 审核结果: 'green' };

const TARGET_LABEL: Record<NonNullable<Message['relatedType']>, string> = { order: '查看订单', goods: '查看商品', backlist: '查看详情', problem: '查看回复' };

const RowButton = chakra('button');

function MessageRow({ message, onOpen }: { message: Message; onOpen: (message: Message) => void }) {
  const [expanded, setExpanded] = useState(false);
  const unread = message.readState === ReadState.unread;
  const target = messageTarget(message);
  const open = () => {
    onOpen(message);
    if (!target) setExpanded((v) => !v);
  };
  return (
    <Box as="li" listStyleType="none">
      <RowButton type="button" onClick={open} w="full" textAlign="left" bg="bg.surface" borderRadius="xl" px="4" py="3"
        cursor="pointer" display="block" data-testid="message-row" data-read={unread ? 'no' : 'yes'}
        aria-expanded={target ? undefined : expanded}
        _active={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}>
        <Flex align="center" gap="2" mb="1.5">
          {unread && <Box w="2" h="2" borderRadius="full" bg="red.500" flexShrink="0" aria-label="未读" role="img" />}
          <Text flex="1" minW="0" fontSize="sm" fontWeight={unread ? 'semibold' : 'medium'} color={unread ? 'fg' : 'fg.muted'} truncate>
            {message.sendTitle}
          </Text>
          <Text fontSize="xs" color="fg.subtle" flexShrink="0">{fromNow(message.sendTime)}</Text>
        </Flex>
        <Text fontSize="xs" color="fg.muted" lineHeight="1.6" lineClamp={expanded ? undefined : 2} whiteSpace="pre-wrap">
          {message.sendContent}
        </Text>
        <Flex align="center" justify="space-between" mt="2">
          <Badge size="sm" variant="subtle" colorPalette={TYPE_PALETTE[message.sendTypeName] ?? 'gray'}>{message.sendTypeName}</Badge>
          {target && (
            <HStack gap="0.5" fontSize="xs" color="brand.fg">
              <Text>{TARGET_LABEL[message.relatedType ?? 'goods']}</Text>
              <ChevronRightIcon boxSize="3.5" />
            </HStack>
          )}
        </Flex>
      </RowButton>
    </Box>
  );
}

export function MessageCenter() {
  const [search, setSearch] = useSearchParams();
  const { tab, page } = messageStateFromSearch(search);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unreadTotal = useUnreadCount();
  const query = useQuery(messageListQuery({ pageNum: page, pageSize: MESSAGE_PAGE_SIZE, readState: tab === 'unread' ? ReadState.unread : undefined }));
  const markRead = useMarkRead();

  // Every list answer carries the unread count: keep the badge in step without another request.
  const listUnread = query.isPlaceholderData ? undefined : query.data?.unread;
  useEffect(() => {
    if (listUnread !== undefined) queryClient.setQueryData(messageKeys.unread(), listUnread);
  }, [listUnread, queryClient]);

  // A page past the end (the last message of the last page was read in 未读) falls back to the last page.
  const total = query.data?.total;
  useEffect(() => {
    if (total === undefined || query.isPlaceholderData) return;
    const lastPage = Math.max(1, Math.ceil(total / MESSAGE_PAGE_SIZE));
    if (page > lastPage) setSearch(messageSearch(tab, lastPage), { replace: true });
  }, [total, page, tab, setSearch, query.isPlaceholderData]);

  const go = (nextTab: MessageTab, nextPage: number) => {
    setSearch(messageSearch(nextTab, nextPage));
    window.scrollTo({ top: 0 });
  };

  const onOpen = (message: Message) => {
    if (message.readState === ReadState.unread) markRead.mutate([message.id]);
    const target = messageTarget(message);
    if (target) navigate(target);
  };

  const rows = query.data?.rows ?? [];
  const pageUnread = unreadIds(rows);
  const unreadLabel = unreadTotal ? `未读（${unreadTotal > 99 ? '99+' : unreadTotal}）` : '未读';

  let body;
  if (query.isPending) body = <LoadingState />;
  else if (query.isError && !query.data) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (rows.length === 0) {
    body = <EmptyState text={tab === 'unread' ? '没有未读消息，全部看完啦' : '暂无消息，交易和审核的进展会通知到这里'} />;
  } else {
    body = (
      <Stack gap="3">
        <Stack as="ul" gap="2.5" m="0" p="0" data-testid="message-list" opacity={query.isPlaceholderData ? 0.6 : 1}>
          {rows.map((m) => <MessageRow key={m.id} message={m} onOpen={onOpen} />)}
        </Stack>
        {(query.data?.total ?? 0) > MESSAGE_PAGE_SIZE && (
          <Pagination page={page} pageSize={MESSAGE_PAGE_SIZE} total={query.data?.total ?? 0} onPageChange={(p) => go(tab, p)} />
        )}
      </Stack>
    );
  }

  return (
    <Box>
      <Flex align="center" justify="space-between" bg="bg.surface" px="2" position="sticky" top="var(--chakra-sizes-top-bar, 0)" zIndex="1">
        <TabStrip label="消息分类" idPrefix="msg" value={tab} onChange={(t) => go(t, 1)}
          items={[{ value: 'all', label: '全部' }, { value: 'unread', label: unreadLabel }]} />
        <Button size="xs" variant="ghost" colorPalette="brand" disabled={pageUnread.length === 0 || markRead.isPending}
          onClick={() => markRead.mutate(pageUnread, { onSuccess: () => toast.success('本页消息已全部标为已读') })}>
          全部已读
        </Button>
      </Flex>
      <Box role="tabpanel" aria-labelledby={`msg-tab-${tab}`} px="3" py="3">
        {body}
      </Box>
    </Box>
  );
}
