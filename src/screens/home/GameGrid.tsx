// Home's game grid: tabs 热门 / 手游 / 端游 / 最近浏览, ten games each; a game opens its goods list (and is
// remembered for 最近浏览). 全部游戏 opens the picker. The tiles are plain elements with a CSS module (decision 0010).
import { useState } from 'react';
import { Skeleton } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { EmptyState, ErrorState } from '@/components/states.tsx';
import { TabStrip } from '@/components/TabStrip.tsx';
import { GameIcon } from '@/features/game/GameIcon.tsx';
import { homeGames, type HomeGameTab } from '@/features/game/gameFilters.ts';
import { gamesQuery } from '@/api/game.queries.ts';
import { rememberGame, useRecentGames } from '@/features/game/recentGames.ts';
import { setGameName } from '@/stores/app.ts';
import { Section } from './Section.tsx';
import { useDeferredQuery } from '@/lib/useDeferredQuery.ts';
import { afterPaint } from '@/lib/afterPaint.ts';
import css from './GameGrid.module.css';

const TABS = [
  { value: 'hot', label: '热门' },
  { value: 'mobile', label: '手游' },
  { value: 'pc', label: '端游' },
  { value: 'recent', label: '最近浏览' },
] as const;

const LIMIT = 10;

export function GameGrid() {
  const [tab, setTab] = useState<HomeGameTab>('hot');
  const [opening, setOpening] = useState<number>();
  const query = useDeferredQuery(useQuery(gamesQuery()));
  const recent = useRecentGames();

  let body;
  if (query.isPending && tab !== 'recent') {
    body = <GridSkeleton />;
  } else if (query.isError && tab !== 'recent') {
    body = <ErrorState compact error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    const games = homeGames(query.data ?? [], tab, recent, LIMIT);
    body = games.length === 0 ? (
      <EmptyState compact text={tab === 'recent' ? '还没有浏览过的游戏，去看看热门游戏吧' : '暂无游戏'} />
    ) : (
      <div className={css.grid} data-testid="game-grid">
        {games.map((game) => (
          <Link key={game.id} to={paths.goodList({ gameId: game.id })} data-opening={game.id === opening || undefined} onClick={(e) => {
            // The tile dims at once: the list's code and first page take a moment, during which home stays (the
            // router's navigation is a transition) and nothing else would show the tap was taken. Not for a click
            // that opens a new tab (home stays as it is).
            if (!(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0)) setOpening(game.id);
            setGameName(game.name);
            // After the tap has painted: 最近浏览's store re-renders this whole grid synchronously (≈ 100 ms at
            // 4× CPU in the tap, npm run bench:interactions), for a tab not shown and a page being left.
            afterPaint(() => rememberGame(game));
          }}>
            <div className={css.game} data-testid="game-grid-item">
              <GameIcon name={game.name} icon={game.icon} boxSize="11" />
              <p className={css.name}>{game.name}</p>
            </div>
          </Link>
        ))}
      </div>
    );
  }

  return (
    <Section title="游戏专区" more={{ to: paths.accountOrder('buy'), label: '全部游戏' }} testId="home-games">
      <div className={css.tabs}>
        <TabStrip label="游戏分类" items={TABS} value={tab} onChange={setTab} idPrefix="games" />
      </div>
      <div role="tabpanel" aria-labelledby={`games-tab-${tab}`}>
        {body}
      </div>
    </Section>
  );
}

function GridSkeleton() {
  return (
    <div className={css.grid} role="status" aria-label="加载中">
      {Array.from({ length: LIMIT }, (_, i) => (
        <div key={i} className={css.game}>
          <Skeleton boxSize="11" borderRadius="xl" />
          <Skeleton h="3" w="10" />
        </div>
      ))}
    </div>
  );
}
