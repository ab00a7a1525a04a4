// The attribute table: the game's template field names with this goods' values.
import { Box, Grid, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { Goods } from '@/contract/types.ts';
import { ErrorState } from '@/components/states.tsx';
import { gameTemplateQuery } from '@/api/game.queries.ts';
import { useDeferredQuery } from '@/lib/useDeferredQuery.ts';
import { attributeRows, filledFieldCount } from '../attributes.ts';

const cell = { py: '2', borderBottomWidth: '1px', borderColor: 'border.muted' } as const;

/** The table's rows before the game's field names arrive: as many, as tall, so nothing below moves. */
function AttributeSkeleton({ rows }: { rows: number }) {
  return (
    <Grid templateColumns="auto 1fr" fontSize="sm" role="status" aria-label="加载中">
      {Array.from({ length: Math.max(rows, 1) }, (_, i) => (
        <Box key={i} display="contents">
          <Text {...cell} pr="4"><Skeleton as="span" display="inline-block" w="4em" h="1em" verticalAlign="middle" /></Text>
          <Text {...cell}><Skeleton as="span" display="inline-block" w="60%" h="1em" verticalAlign="middle" /></Text>
        </Box>
      ))}
    </Grid>
  );
}

export function AttributeTable({ goods }: { goods: Goods }) {
  const template = useDeferredQuery(useQuery(gameTemplateQuery(goods.gameId)));
  if (template.isPending) return <AttributeSkeleton rows={filledFieldCount(goods)} />;
  if (template.isError) return <ErrorState compact error={template.error} onRetry={() => void template.refetch()} />;
  const rows = attributeRows(goods, template.data);
  if (rows.length === 0) return <Text fontSize="sm" color="fg.muted">卖家未填写属性</Text>;
  return (
    <Grid as="dl" templateColumns="auto 1fr" columnGap="0" rowGap="0" fontSize="sm" data-testid="attribute-table">
      {rows.map((row) => (
        <Box key={row.key} display="contents">
          <Text as="dt" {...cell} color="fg.muted" pr="4" whiteSpace="nowrap">{row.name}</Text>
          <Text as="dd" {...cell} wordBreak="break-word">{row.value}</Text>
        </Box>
      ))}
    </Grid>
  );
}
