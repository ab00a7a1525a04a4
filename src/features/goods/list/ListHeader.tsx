// goodList's header: the game switcher (current game; tapping opens the game picker, which comes back with
// ?gameId=) and the keyword search (space-separated words), offering 最近搜索 and 热门搜索 on focus, and while
// typing the games (to their list), the heroes, skins and attribute values (to their goods, this game's first) and
// hot words (to their results) matching the text.
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { TextInput } from '@/components/TextInput.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import type { Game } from '@/contract/types.ts';
import { paths } from '@/config/paths.ts';
import { gamesQuery } from '@/api/game.queries.ts';
import { setGameName } from '@/stores/app.ts';
import { ChevronDownIcon, CloseIcon, SearchIcon } from '../icons.tsx';
import { rememberSearch } from '../searchHistory.ts';
import { termKeyword } from '../suggestTarget.ts';

const SearchSuggestions = lazy(() => import('../SearchSuggestions.tsx'));

export function useCurrentGame(gameId: number | undefined): Game | undefined {
  const games = useQuery({ ...gamesQuery(), enabled: gameId !== undefined });
  return gameId === undefined ? undefined : games.data?.find((g) => g.id === gameId);
}

export function ListHeader({ game, gameId, keyWord, onSearch }: {
  game: Game | undefined;
  gameId: number | undefined;
  keyWord: string | undefined;
  onSearch: (keyWord: string) => void;
}) {
  const [text, setText] = useState(keyWord ?? '');
  // The URL wins: a new keyword from elsewhere (a link, 清空关键词) replaces what is in the box.
  const [shown, setShown] = useState(keyWord);
  if (shown !== keyWord) {
    setShown(keyWord);
    setText(keyWord ?? '');
  }

  const gameName = gameId === undefined ? '全部游戏' : game?.name ?? '…';
  useEffect(() => {
    if (gameId === undefined) setGameName('');
    else if (game) setGameName(game.name);
  }, [game, gameId]);

  const [suggesting, setSuggesting] = useState(false);
  const navigate = useNavigate();
  const search = (words: string) => {
    rememberSearch(words);
    setSuggesting(false);
    onSearch(words);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };

  return (
    <Flex gap="2" align="center" px="3" py="2" bg="bg.surface" position="relative">
      <Button asChild size="sm" variant="subtle" colorPalette="brand" px="2.5" flexShrink={0} maxW="32"
        aria-label={`切换游戏，当前：${gameName}`}>
        <Link to={paths.accountOrder('buy')} data-testid="game-switcher">
          <Text as="span" truncate>{gameName}</Text>
          <ChevronDownIcon boxSize="3.5" />
        </Link>
      </Button>
      <Box as="form" role="search" onSubmit={submit} flex="1" minW="0" position="relative">
        <SearchIcon position="absolute" left="2.5" top="50%" transform="translateY(-50%)" boxSize="4" color="fg.subtle"
          pointerEvents="none" zIndex="1" />
        <TextInput size="sm" type="search" enterKeyHint="search" value={text} onChange={(e) => setText(e.target.value)}
          placeholder="如：李白 凤求凰" aria-label="搜索商品" ps="8" pe={text ? '8' : '3'}
          borderRadius="full" bg="bg.muted" borderColor="transparent"
          onFocus={() => setSuggesting(true)} onBlur={() => setSuggesting(false)}
          onKeyDown={(e) => { if (e.key === 'Escape') setSuggesting(false); }} />
        {text && (
          <Button type="button" size="2xs" variant="ghost" position="absolute" right="1" top="50%" transform="translateY(-50%)"
            aria-label="清空搜索" minW="6" px="0" onClick={() => { setText(''); onSearch(''); }}>
            <CloseIcon boxSize="3.5" />
          </Button>
        )}
      </Box>
      <Button size="sm" type="button" onClick={() => search(text)} flexShrink={0}>搜索</Button>
      {suggesting && (
        // While typing (the text differs from the list's keyword): games, names and hot words matching it. A hero
        // or skin opens its goods with its name as the keyword, an attribute value with its filter and an empty
        // box. As wide as the header, not the box, so that a name and its game fit on one line on a phone.
        <Box position="absolute" left="3" right="3" top="calc(100% - var(--chakra-spacing-2))">
          <Suspense fallback={null}>
            <SearchSuggestions text={text === (keyWord ?? '') ? '' : text} gameId={gameId} onPick={(word) => { setText(word); search(word); }}
              onPickGame={(id) => { setSuggesting(false); setText(''); void navigate(paths.goodList({ gameId: id })); }}
              onPickTerm={(term) => { setSuggesting(false); setText(termKeyword(term) ?? ''); }} />
          </Suspense>
        </Box>
      )}
    </Flex>
  );
}
