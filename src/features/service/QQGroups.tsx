// Every official QQ group (the linked game's first): name, its game, the number with copy, and 加群 (the group's join link / QR).
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Badge } from '@/components/chakra/badge.ts';
import { useQuery } from '@tanstack/react-query';
import { assetUrl } from '@/api/client.ts';
import { QueryBoundary } from '@/components/QueryBoundary.tsx';
import { copyWithToast } from '@/components/copy.ts';
import { allQQGroupsQuery } from '@/api/service.queries.ts';
import { gameFirst } from './staff.ts';

export function QQGroups({ gameId }: { gameId?: number }) {
  const query = useQuery(allQQGroupsQuery());
  return (
    <QueryBoundary query={query} compact emptyText="暂无官方交流群">
      {(groups) => (
        <Stack as="ul" gap="2" listStyleType="none">
          {gameFirst(groups, gameId).map((g) => (
            <Flex as="li" key={g.qq} align="center" gap="2" p="3" bg="bg.muted" borderRadius="md" data-testid="qq-group">
              <Box flex="1" minW="0">
                <Text fontSize="sm" fontWeight="medium" truncate>{g.name}</Text>
                <Flex align="center" gap="1.5" mt="0.5" fontSize="xs" color="fg.muted">
                  {g.gameName && <Badge size="xs" variant="outline" flexShrink={0}>{g.gameName}</Badge>}
                  <Text truncate>群号：<Text as="span" fontVariantNumeric="tabular-nums" userSelect="all">{g.qq}</Text></Text>
                </Flex>
              </Box>
              <Button size="xs" variant="outline" flexShrink={0} onClick={() => void copyWithToast(g.qq, `群号 ${g.qq} 已复制`)}
                aria-label={`复制群号 ${g.qq}`}>
                复制
              </Button>
              {g.lianxi && (
                <Button asChild size="xs" colorPalette="brand" flexShrink={0}>
                  <a href={assetUrl(g.lianxi)} target="_blank" rel="noopener noreferrer" aria-label={`加群：${g.name}`}>加群</a>
                </Button>
              )}
            </Flex>
          ))}
        </Stack>
      )}
    </QueryBoundary>
  );
}
