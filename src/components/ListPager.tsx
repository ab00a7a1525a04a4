// The compact pager under a paged personal list (我的代售, 我的订单): 上一页 · 第 N 页 / M · 共 N 条 · 下一页.
// Nothing when everything fits on one page.
import type { ReactNode } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { zhCN } from '@/locales/zh-CN.ts';

export function ListPager({ page, pageSize, total, onPageChange }: {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  if (total <= pageSize) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Flex as="nav" aria-label={zhCN.pagination.label} justify="space-between" align="center" mt="3">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {zhCN.pagination.prev}
      </Button>
      <Text fontSize="xs" color="fg.muted">{zhCN.pagination.page(page)} / {pages} · {zhCN.pagination.total(total)}</Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {zhCN.pagination.next}
      </Button>
    </Flex>
  );
}

/** The tab strip (and anything under it, e.g. a date range) kept under the top bar while the list scrolls. */
export function StickyTabs({ tabs, children }: { tabs: ReactNode; children?: ReactNode }) {
  return (
    <Box position="sticky" top="var(--chakra-sizes-top-bar)" zIndex="sticky" bg="bg.page" pb="2">
      <Box bg="bg.surface">{tabs}</Box>
      {children}
    </Box>
  );
}
