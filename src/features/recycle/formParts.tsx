// The 竞价回收 form's shared pieces: the step title and the chosen game's header.
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { Game } from '@/contract/types.ts';
import { paths } from '@/config/paths.ts';
import { GameIcon } from '@/features/game/GameIcon.tsx';
import { GameType } from '@/contract/statuses.ts';

export function GameHeader({ game, region, onEditRegion }: { game: Game; region?: string; onEditRegion?: () => void }) {
  return (
    <Flex bg="bg.surface" borderRadius="xl" px="4" py="3" align="center" gap="3">
      <GameIcon name={game.name} icon={game.icon} boxSize="11" eager />
      <Box flex="1" minW="0">
        <Text fontSize="md" fontWeight="semibold" truncate>{game.name}</Text>
        <Text fontSize="xs" color="fg.muted" truncate>{region ? `区服：${region}` : game.type === GameType.mobile ? '手游' : '端游'}</Text>
      </Box>
      {onEditRegion ? (
        <Button size="xs" variant="outline" onClick={onEditRegion}>修改区服</Button>
      ) : (
        <Button asChild size="xs" variant="outline"><Link to={paths.accountOrder('jingjia')} replace>重新选择</Link></Button>
      )}
    </Flex>
  );
}

export function StepTitle({ n, title }: { n: 1 | 2; title: string }) {
  return (
    <Flex align="center" gap="2" px="1">
      <Flex boxSize="5" borderRadius="full" bg="brand.solid" color="white" fontSize="xs" align="center" justify="center">{n}</Flex>
      <Heading as="h2" fontSize="sm" fontWeight="semibold">{title}</Heading>
      <Text fontSize="xs" color="fg.muted" ml="auto">第 {n} / 2 步</Text>
    </Flex>
  );
}

