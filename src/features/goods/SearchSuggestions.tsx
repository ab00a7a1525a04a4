// What a search box offers on focus: 最近搜索 (this device's, with 清空) and 热门搜索 (GET /web/search/hotWords, an
// extension; left out when a backend has none). A tap searches that word. Its own chunk, loaded on the first
// focus, so home's first load does not carry it. Once something is typed: TypedSuggestions (games, heroes, skins,
// attribute values and hot words matching the text).
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { hotWordsQuery } from '@/api/goods.queries.ts';
import type { SuggestTerm } from '@/contract/types.ts';
import { clearSearches, recentSearches, rememberSearch } from './searchHistory.ts';
import { termKeyword, termTarget } from './suggestTarget.ts';
import { TypedSuggestions } from './TypedSuggestions.tsx';

function Words({ words, onPick }: { words: string[]; onPick: (word: string) => void }) {
  return (
    <Flex gap="2" wrap="wrap" mt="2">
      {words.map((word) => (
        <Button key={word} type="button" size="xs" variant="subtle" borderRadius="full" maxW="full" onClick={() => onPick(word)}>
          <Text as="span" truncate>{word}</Text>
        </Button>
      ))}
    </Flex>
  );
}

function Panel({ children, typed }: { children: ReactNode; typed?: boolean }) {
  return (
    // mousedown would blur the box and close this panel before the tap lands.
    <Box position="absolute" top="calc(100% + 6px)" left="0" right="0" zIndex="dropdown" bg="bg.surface" borderRadius="lg"
      boxShadow="lg" borderWidth="1px" borderColor="border.muted" px={typed ? '1' : '3'} py={typed ? '1' : '2.5'} textAlign="left"
      onMouseDown={(event) => event.preventDefault()} data-testid="search-suggestions">
      {children}
    </Box>
  );
}

export default function SearchSuggestions({ onPick, onPickGame, onPickTerm, text = '', gameId }: {
  onPick: (word: string) => void;
  /** A game suggested while typing: its list (goodList?gameId=) unless told otherwise. */
  onPickGame?: (gameId: number) => void;
  /** Told after a hero, skin or attribute value is picked (the box closes); its goods open in any case. */
  onPickTerm?: (term: SuggestTerm) => void;
  /** What is in the box: once not blank, the suggestions for it instead of 最近 / 热门. */
  text?: string;
  /** The game of the list the box is on: its names are suggested first. */
  gameId?: number;
}) {
  const navigate = useNavigate();
  const pickGame = onPickGame ?? ((id: number) => void navigate(paths.goodList({ gameId: id })));
  const pickTerm = (term: SuggestTerm) => {
    // A hero or skin is searched by its name: 最近搜索 keeps it like a typed word.
    const keyWord = termKeyword(term);
    if (keyWord) rememberSearch(keyWord);
    onPickTerm?.(term);
    void navigate(termTarget(term));
  };
  if (text.trim()) {
    return (
      <Panel typed>
        <TypedSuggestions text={text} gameId={gameId} onPick={onPick} onPickGame={pickGame} onPickTerm={pickTerm} />
      </Panel>
    );
  }
  return <OnFocus onPick={onPick} />;
}

function OnFocus({ onPick }: { onPick: (word: string) => void }) {
  const [recent, setRecent] = useState(recentSearches);
  const hot = useQuery(hotWordsQuery());
  const hotWords = hot.data ?? [];
  if (recent.length === 0 && hotWords.length === 0) return null;
  return (
    <Panel>
      {recent.length > 0 && (
        <Box mb={hotWords.length ? '3' : '0'}>
          <Flex align="center" justify="space-between">
            <Text fontSize="xs" fontWeight="semibold" color="fg.muted">最近搜索</Text>
            <Button type="button" size="2xs" variant="plain" color="fg.muted" px="0" onClick={() => { clearSearches(); setRecent([]); }}>
              清空
            </Button>
          </Flex>
          <Words words={recent} onPick={onPick} />
        </Box>
      )}
      {hotWords.length > 0 && (
        <Box>
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted">热门搜索</Text>
          <Words words={hotWords} onPick={onPick} />
        </Box>
      )}
    </Panel>
  );
}
