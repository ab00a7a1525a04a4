// 上一页 / 第 N 页 / 下一页 with 共 N 条, for personal lists that page rather than scroll. Chakra's (Ark's)
// pagination speaks English to screen readers by default; the labels here are Chinese.
import { Button, HStack, Pagination as ChakraPagination, Text } from '@chakra-ui/react';
import { zhCN } from '@/locales/zh-CN.ts';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

const translations = {
  rootLabel: zhCN.pagination.label,
  prevTriggerLabel: zhCN.pagination.prev,
  nextTriggerLabel: zhCN.pagination.next,
  firstTriggerLabel: zhCN.pagination.first,
  lastTriggerLabel: zhCN.pagination.last,
  itemLabel: ({ page }: { page: number }) => zhCN.pagination.page(page),
};

export function Pagination({ page, pageSize, total, onPageChange }: PaginationProps) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <ChakraPagination.Root count={total} pageSize={pageSize} page={page} translations={translations}
      onPageChange={(details) => onPageChange(details.page)}>
      <HStack justify="center" gap="3" py="3">
        <ChakraPagination.PrevTrigger asChild>
          <Button variant="outline" size="sm" minW="20">{zhCN.pagination.prev}</Button>
        </ChakraPagination.PrevTrigger>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {zhCN.pagination.page(page)} / {totalPages}
        </Text>
        <ChakraPagination.NextTrigger asChild>
          <Button variant="outline" size="sm" minW="20">{zhCN.pagination.next}</Button>
        </ChakraPagination.NextTrigger>
      </HStack>
      <Text textAlign="center" fontSize="xs" color="fg.muted">{zhCN.pagination.total(total)}</Text>
    </ChakraPagination.Root>
  );
}
