// The home search box: a keyword (space-separated words) → goodList?keyWord=…; an empty box opens the whole
// list. The text is kept in the app state so goodList's own box starts with it. On focus it offers 最近搜索 and
// 热门搜索, and while typing the games and hot words holding the text (a chunk of its own, loaded on the first focus).
// They open in a transition: the focus (the caret, the keyboard) paints first, the suggestions' chunk and first
// render follow (the tap was ≈ 100 ms at 4× CPU with them in it: npm run bench:interactions).
import { lazy, startTransition, Suspense, useState, type FormEvent } from 'react';
import { Box, Button, Flex } from '@chakra-ui/react';
import { TextInput } from '@/components/TextInput.tsx';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { setSearchText, useAppState } from '@/stores/app.ts';

const SearchSuggestions = lazy(() => import('@/features/goods/SearchSuggestions.tsx'));

/** Collapses runs of (full-width) spaces and trims; at most 50 characters. */
export function normalizeKeyword(text: string): string {
  return text.replace(/[\s\u3000]+/g, ' ').trim().slice(0, 50);
}

export function HomeSearch() {
  const { searchText } = useAppState();
  const [text, setText] = useState(searchText);
  const [suggesting, setSuggesting] = useState(false);
  const navigate = useNavigate();

  const search = (words: string) => {
    const keyWord = normalizeKeyword(words);
    setSearchText(keyWord);
    // Loaded on the first search, not with home (its first load is at the edge of its budget).
    void import('@/features/goods/searchHistory.ts').then((history) => history.rememberSearch(keyWord));
    navigate(keyWord ? paths.goodList({ keyWord }) : paths.goodList());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(text);
  };

  return (
    <Box as="form" role="search" onSubmit={submit} px="3" pt="3" aria-label="搜索账号" position="relative">
      <Flex align="center" bg="bg.surface" borderRadius="full" borderWidth="1px" borderColor="brand.solid" pl="4" pr="1" h="10">
        <SearchGlyph />
        <TextInput type="search" enterKeyHint="search" value={text} onChange={(e) => setText(e.target.value)} maxLength={50}
          placeholder="搜索游戏、区服、皮肤等关键词" aria-label="搜索关键词" variant="flushed" border="0" h="full" px="2"
          fontSize="sm" _focusVisible={{ boxShadow: 'none' }} flex="1" minW="0"
          onFocus={() => startTransition(() => setSuggesting(true))} onBlur={() => setSuggesting(false)}
          onKeyDown={(e) => { if (e.key === 'Escape') setSuggesting(false); }} />
        <Button type="submit" size="sm" borderRadius="full" px="5" h="8">搜索</Button>
      </Flex>
      {suggesting && (
        <Box position="relative" mx="1">
          <Suspense fallback={null}><SearchSuggestions text={text} onPick={(word) => { setText(word); search(word); }} /></Suspense>
        </Box>
      )}
    </Box>
  );
}

function SearchGlyph() {
  return (
    <Box color="fg.muted" flexShrink={0} boxSize="4.5" aria-hidden>
      <svg viewBox="0 0 24 24" width="100%" height="100%" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5" />
      </svg>
    </Box>
  );
}
