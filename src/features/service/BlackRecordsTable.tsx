// The records of a 黑号 (game, reason, date), shown in the 黑号查询 result. Its own module so that Chakra's table
// loads with the lookup box rather than with home's first screen.
import type { BlackRecord } from '@/contract/types.ts';
import { Table } from '@/components/chakra/table.ts';
import { formatDate } from '@/lib/format.ts';

export default function BlackRecordsTable({ records }: { records: BlackRecord[] }) {
  return (
    <Table.Root size="sm" variant="outline" bg="bg.surface" borderRadius="md" aria-label="黑号记录">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader fontSize="xs" px="2">游戏</Table.ColumnHeader>
          <Table.ColumnHeader fontSize="xs" px="2">原因</Table.ColumnHeader>
          <Table.ColumnHeader fontSize="xs" px="2">日期</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {records.map((r, i) => (
          <Table.Row key={`${r.gameName}-${r.createTime}-${i}`} data-testid="black-record">
            <Table.Cell fontSize="xs" px="2">{r.gameName}</Table.Cell>
            <Table.Cell fontSize="xs" px="2" color="red.600">{r.reason}</Table.Cell>
            <Table.Cell fontSize="xs" px="2">{formatDate(r.createTime, 'YYYY-MM-DD')}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
