// The attribute table: the game's template field names with this goods' values.
import { Box, Grid, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { Goods } from '@/api/types.ts';
import { ErrorState } from '@/components/states.tsx';
import { gameTemplateQuery } from '@/features/game/queries.ts';
import { attributeRows } from '../attributes.ts';

export function AttributeTable({ goods }: { goods: Goods }) {
  const template = useQuery(gameTemplateQuery(goods.gameId));
  if (template.isPending) return <Skeleton h="24" borderRadius="md" />;
  if (template.isError) return <ErrorState compact error={template.error} onRetry={() => void template.refetch()} />;
  const rows = attributeRows(goods, template.data);
  if (rows.length === 0) return <Text fontSize="sm" color="fg.muted">卖家未填写属性</Text>;
  return (
    <Grid as="dl" templateColumns="auto 1fr" columnGap="0" rowGap="0" fontSize="sm" data-testid="attribute-table">
      {rows.map((row) => (
        <Box key={row.key} display="contents">
          <Text as="dt" color="fg.muted" py="2" pr="4" borderBottomWidth="1px" borderColor="border.muted" whiteSpace="nowrap">{row.name}</Text>
          <Text as="dd" py="2" borderBottomWidth="1px" borderColor="border.muted" wordBreak="break-word">{row.value}</Text>
        </Box>
      ))}
    </Grid>
  );
}
