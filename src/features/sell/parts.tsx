// Small parts shared by the sell steps: the chosen game's header, the chip buttons, a titled form card, the
// screen for a missing game or draft, and the edit's banner and the screen for a source that cannot be read.
import type { ReactNode } from 'react';
import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { errorMessage, isApiError } from '@/api/client.ts';
import type { Game } from '@/contract/types.ts';
import { GameType, SaleState } from '@/contract/statuses.ts';
import { paths, type SellMode, type SellSource } from '@/config/paths.ts';
import { EmptyState, ErrorState } from '@/components/states.tsx';
import { SectionCard } from '@/components/SectionCard.tsx';
import { GameIcon } from '@/features/game/GameIcon.tsx';
import { gamesQuery } from '@/api/game.queries.ts';

/** The games list (cached for the visit) and the one with this id. */
export function useSellGame(gameId: number | null) {
  const query = useQuery(gamesQuery());
  const game = gameId === null ? undefined : query.data?.find((g) => g.id === gameId);
  return { query, game };
}

export function pickTargetOf(mode: SellMode) {
  return paths.accountOrder(mode === 'pinggu' ? 'pinggu' : 'sell');
}

export function GameHeader({ game, mode, onChange, children }: {
  game: Pick<Game, 'name' | 'icon' | 'type'>;
  mode: SellMode;
  /** 重新选择's target (the game picker, or step 1). */
  onChange: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Flex align="center" gap="3" bg="bg.surface" borderRadius="xl" px="4" py="3" data-testid="sell-game">
      <GameIcon name={game.name} icon={game.icon} boxSize="10" eager />
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontSize="md" fontWeight="semibold" truncate data-testid="sell-game-name">{game.name}</Text>
        {children ?? (
          <Text fontSize="xs" color="fg.muted">{game.type === GameType.mobile ? '手游' : '端游'} · {mode === 'pinggu' ? '账号估价' : '官方代售'}</Text>
        )}
      </Stack>
      {onChange}
    </Flex>
  );
}

export function Card({ title, children, aside, id }: { title?: ReactNode; children: ReactNode; aside?: ReactNode; id?: string }) {
  return (
    <SectionCard title={title} extra={aside} titleProps={{ fontSize: 'md' }} headerGap="3" id={id}>
      {children}
    </SectionCard>
  );
}

const ChipButton = chakra('button');

/** A chip acting as a radio (single choice) or a toggle (multi choice). */
export function Chip({ selected, onClick, children, role = 'radio', disabled, testId }: {
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
  role?: 'radio' | 'checkbox';
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <ChipButton type="button" role={role} aria-checked={selected} disabled={disabled} onClick={onClick} data-testid={testId}
      px="3" py="1.5" minH="8" borderRadius="full" borderWidth="1px" fontSize="sm" lineHeight="1.3"
      borderColor={selected ? 'brand.solid' : 'border'} bg={selected ? 'brand.subtle' : 'bg.surface'}
      color={selected ? 'brand.fg' : 'fg'} fontWeight={selected ? 'medium' : 'normal'}
      opacity={disabled ? 0.5 : 1} cursor={disabled ? 'not-allowed' : 'pointer'} transition="border-color 0.15s, background 0.15s">
      {children}
    </ChipButton>
  );
}

/** No game (or an unknown one) in the address: pick one first. */
export function PickGameFirst({ mode, text = '请先选择要出售账号的游戏' }: { mode: SellMode; text?: string }) {
  return (
    <EmptyState text={text} action={(
      <Button asChild size="sm"><Link to={pickTargetOf(mode)}>选择游戏</Link></Button>
    )} />
  );
}

/** The action bar fixed at the bottom of the 540 px column (下一步, 提交). */
export function BottomBar({ children }: { children: ReactNode }) {
  return (
    <Box position="fixed" bottom="0" left="50%" transform="translateX(-50%)" w="full" maxW="column" zIndex="sticky"
      bg="bg.surface" borderTopWidth="1px" borderColor="border.muted" pb="env(safe-area-inset-bottom)">
      <Flex align="center" gap="3" px="4" py="2.5">{children}</Flex>
    </Box>
  );
}

/** The listing or valuation the form was to be filled from could not be read: say why, and lead back. */
export function PrefillProblem({ source, error, onRetry }: { source: SellSource; error: unknown; onRetry: () => void }) {
  // A refusal (not mine, not found) will not change on retry; a network failure may.
  if (isApiError(error) && error.kind !== 'business' && error.kind !== 'forbidden') return <ErrorState error={error} onRetry={onRetry} />;
  const back = source.edit !== undefined ? { to: paths.sale, label: '返回我的代售' } : { to: paths.myevaluation, label: '返回我的评估' };
  return (
    <EmptyState text={errorMessage(error)} action={(
      <Button asChild size="sm" minW="28"><Link to={back.to}>{back.label}</Link></Button>
    )} />
  );
}

/** On top of both steps while editing a listing: which one, why it was refused, and what saving does. */
export function EditBanner({ edit }: { edit: { no: string; saleState: number; auditDes?: string } }) {
  const refused = edit.saleState === SaleState.refused;
  return (
    <Box bg={refused ? 'red.50' : 'orange.50'} color={refused ? 'red.800' : 'orange.800'} borderRadius="xl" px="4" py="3"
      role="status" data-testid="sell-edit-banner">
      <Text fontSize="sm" fontWeight="semibold">修改商品 {edit.no}</Text>
      {refused && <Text fontSize="xs" mt="1" wordBreak="break-word">审核失败：{edit.auditDes || '未通过审核'}</Text>}
      <Text fontSize="xs" mt="1" opacity={0.85}>
        {edit.saleState === SaleState.listed ? '保存后重新审核，审核通过前买家看不到它' : '修改后提交，商品重新进入审核'}
      </Text>
    </Box>
  );
}
