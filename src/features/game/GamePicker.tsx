// The game picker (accountOrder, and any screen that needs a game first: sell, valuation, bid-recycle, 客服):
// tabs 全部 / 手游 / 端游, a name search, the recently viewed row, the games in A–Z sections and an A–Z strip
// on the right that jumps to a letter (letters without games are greyed out).
//
//   <GamePicker onPick={(game) => navigate(paths.goodList({ gameId: game.id }))} />
//
// The picked game is remembered (最近浏览) before onPick runs.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Flex, Grid, Input, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { Game } from '@/contract/types.ts';
import { EmptyState, ErrorState } from '@/components/states.tsx';
import { TabStrip } from '@/components/TabStrip.tsx';
import { setGameTypeList } from '@/stores/app.ts';
import { GameIcon } from './GameIcon.tsx';
import { GAME_TABS, LETTERS, filterGames, groupByInitial, type GameTab } from './gameFilters.ts';
import { gamesQuery } from '@/api/game.queries.ts';
import { rememberGame, useRecentGames } from './recentGames.ts';
import { GameType } from '@/contract/statuses.ts';

export interface GamePickerProps {
  onPick: (game: Game) => void;
  /** A line above the list (what the pick is for). */
  hint?: string;
}

const PickButton = chakra('button');

export function GamePicker({ onPick, hint }: GamePickerProps) {
  const query = useQuery(gamesQuery());
  const [tab, setTab] = useState<GameTab>('all');
  const [keyword, setKeyword] = useState('');
  const recent = useRecentGames();
  const sectionsRef = useRef<HTMLDivElement>(null);

  // The switchers (goodList) reuse the list the picker loaded.
  useEffect(() => {
    if (query.data) setGameTypeList(query.data);
  }, [query.data]);

  const games = useMemo(() => filterGames(query.data ?? [], tab, keyword), [query.data, tab, keyword]);
  const groups = useMemo(() => groupByInitial(games), [games]);
  const present = useMemo(() => new Set(groups.map((g) => g.letter)), [groups]);
  const recentGames = useMemo(() => {
    const byId = new Map((query.data ?? []).map((g) => [g.id, g]));
    return recent.map((r) => byId.get(r.id)).filter((g): g is Game => Boolean(g));
  }, [recent, query.data]);

  const pick = (game: Game) => {
    rememberGame(game);
    onPick(game);
  };

  const jump = (letter: string) => {
    const section = sectionsRef.current?.querySelector<HTMLElement>(`[data-letter="${letter}"]`);
    section?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <Box position="relative">
      <Stack gap="3" bg="bg.surface" px="4" pt="3" pb="2">
        {hint && <Text fontSize="xs" color="fg.muted">{hint}</Text>}
        <Input type="search" enterKeyHint="search" placeholder="搜索游戏名称" aria-label="搜索游戏名称" size="sm"
          borderRadius="full" bg="bg.muted" borderColor="transparent" value={keyword} maxLength={30}
          onChange={(e) => setKeyword(e.target.value)} />
        <TabStrip label="游戏类型" items={GAME_TABS.map(({ key, label }) => ({ value: key, label }))} value={tab}
          onChange={setTab} fitted />
      </Stack>

      {recentGames.length > 0 && !keyword && (
        <Box bg="bg.surface" mt="2" px="4" py="3" aria-label="最近浏览" role="region">
          <Text fontSize="sm" fontWeight="semibold" mb="2">最近浏览</Text>
          <Flex gap="2" overflowX="auto" css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}>
            {recentGames.map((game) => (
              <PickButton key={game.id} type="button" onClick={() => pick(game)} display="flex" alignItems="center" gap="1.5"
                flexShrink={0} px="2.5" py="1.5" borderRadius="full" bg="bg.muted" fontSize="xs" cursor="pointer"
                _active={{ bg: 'brand.subtle' }}>
                <GameIcon name={game.name} icon={game.icon} boxSize="5" borderRadius="md" />
                {game.name}
              </PickButton>
            ))}
          </Flex>
        </Box>
      )}

      <Flex mt="2" align="flex-start">
      <Box ref={sectionsRef} flex="1" minW="0" role="tabpanel" aria-label="游戏列表">
        {query.isPending ? (
          <PickerSkeleton />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : groups.length === 0 ? (
          <EmptyState text={keyword ? `没有找到“${keyword.trim()}”相关的游戏` : '暂无游戏'} />
        ) : (
          groups.map((group) => (
            <Box as="section" key={group.letter} data-letter={group.letter} aria-label={`${group.letter} 开头的游戏`}
              scrollMarginTop="var(--chakra-sizes-top-bar)">
              <Text px="4" py="1.5" fontSize="xs" fontWeight="semibold" color="fg.muted" bg="bg.page">{group.letter}</Text>
              <Stack gap="0" bg="bg.surface">
                {group.games.map((game) => (
                  <GameRow key={game.id} game={game} onPick={pick} />
                ))}
              </Stack>
            </Box>
          ))
        )}
      </Box>
      <LetterStrip present={present} onJump={jump} />
      </Flex>
    </Box>
  );
}

function GameRow({ game, onPick }: { game: Game; onPick: (game: Game) => void }) {
  return (
    <PickButton type="button" onClick={() => onPick(game)} display="flex" alignItems="center" gap="3" px="4" py="2.5"
      w="full" textAlign="left" cursor="pointer" borderBottomWidth="1px" borderColor="border.muted"
      _last={{ borderBottomWidth: 0 }} _active={{ bg: 'bg.muted' }} data-testid="game-option">
      <GameIcon name={game.name} icon={game.icon} boxSize="10" />
      <Box flex="1" minW="0">
        <Text fontSize="sm" fontWeight="medium" truncate data-testid="game-option-name">{game.name}</Text>
        <Text fontSize="xs" color="fg.muted">{game.type === GameType.mobile ? '手游' : '端游'} · 在售 {game.goodsCount} 个账号</Text>
      </Box>
      {game.hot && (
        <Text as="span" fontSize="2xs" color="brand.fg" bg="brand.subtle" px="1.5" py="0.5" borderRadius="sm">热门</Text>
      )}
    </PickButton>
  );
}

/**
 * A letter with games is a target of at least 24 × 24 CSS px (WCAG 2.5.8, Lighthouse's target-size audit), which
 * the strip's 20 × 16 letters were not. In CSS px, not only the token: the root font size follows the screen's
 * width, so sizes.6 is 24 px at 375 px wide but 20.5 px at 320. A letter without games is no target (disabled)
 * and keeps the old 16 px: 26 letters at 24 px would push Z below the fold of a 375 × 812 phone.
 */
const LETTER_TARGET = 'max(24px, var(--chakra-sizes-6))';

/** A–Z down the right edge of the list, sticky under the top bar while the list scrolls. */
function LetterStrip({ present, onJump }: { present: Set<string>; onJump: (letter: string) => void }) {
  return (
    <Stack as="nav" aria-label="按首字母跳转" gap="0" position="sticky" zIndex="docked" flexShrink={0} mx="1"
      top="calc(var(--chakra-sizes-top-bar) + var(--chakra-spacing-2))" bg="bg.surface" borderRadius="full" py="1"
      boxShadow="xs">
      {LETTERS.map((letter) => {
        const has = present.has(letter);
        return (
          <PickButton key={letter} type="button" disabled={!has} aria-disabled={!has} aria-label={`跳到 ${letter}`}
            onClick={() => onJump(letter)} w={LETTER_TARGET} h={has ? LETTER_TARGET : '4'} fontSize="2xs" lineHeight="1" fontWeight={has ? 'semibold' : 'normal'}
            color={has ? 'brand.fg' : 'fg.subtle'} opacity={has ? 1 : 0.45} cursor={has ? 'pointer' : 'default'}
            data-testid={`letter-${letter}`}>
            {letter}
          </PickButton>
        );
      })}
    </Stack>
  );
}

function PickerSkeleton() {
  return (
    <Stack gap="0" bg="bg.surface" aria-label="加载中" role="status">
      {Array.from({ length: 8 }, (_, i) => (
        <Grid key={i} templateColumns="auto 1fr" gap="3" px="4" py="2.5" alignItems="center">
          <Skeleton boxSize="10" borderRadius="xl" />
          <Stack gap="1.5">
            <Skeleton h="3.5" w="40%" />
            <Skeleton h="3" w="60%" />
          </Stack>
        </Grid>
      ))}
    </Stack>
  );
}
