// One "label: value [复制]" line of a contact card.
import { Button, Flex, Text } from '@chakra-ui/react';
import { copyWithToast } from './copy.ts';

export function ContactRow({ label, value }: { label: string; value: string }) {
  return (
    <Flex align="center" gap="2" minW="0">
      <Text fontSize="xs" color="fg.muted" flexShrink={0} w="10">{label}</Text>
      <Text fontSize="sm" fontVariantNumeric="tabular-nums" userSelect="all" flex="1" minW="0" truncate>{value}</Text>
      <Button size="2xs" variant="outline" colorPalette="brand" flexShrink={0} onClick={() => void copyWithToast(value, `${label} ${value} 已复制`)}
        aria-label={`复制${label} ${value}`}>
        复制
      </Button>
    </Flex>
  );
}
