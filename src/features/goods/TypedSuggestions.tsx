// What the search box offers while the user types: the games whose name holds the text (to their list), the heroes,
// skins and attribute values of the games' templates (to their goods, suggestTarget.ts) and the hot words that hold
// it (to their results), from GET /web/goods/suggest (an extension; pinyin and initials are matched there, so the
// app carries no pinyin dictionary). A backend without it gets the hot words filtered here. Each row says what it
// is and is one tap to its results.
import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { GoodsSuggestions, SuggestTerm } from '@/contract/types.ts';
import { hotWordsQuery } from '@/api/goods.queries.ts';
import { suggestQuery } from '@/api/goodsSuggest.ts';
import { TERM_KIND_LABEL } from './suggestTarget.ts';

/** `value` once it has stayed the same for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const squash = (s: string) => s.toLowerCase().replace(/\s+/g, '');

/** The hot words holding `text`: the suggestions of a backend without the suggest endpoint. */
export function fallbackSuggestions(text: string, hotWords: readonly string[]): GoodsSuggestions {
  const k = squash(text);
  return { games: [], words: k ? hotWords.filter((w) => squash(w).includes(k)).slice(0, 6) : [] };
}

/** The typed text, marked where it occurs in `label`. */
function Marked({ label, text }: { label: string; text: string }) {
  const at = label.toLowerCase().indexOf(text.toLowerCase());
  if (!text || at < 0) return <>{label}</>;
  return (
    <>
      {label.slice(0, at)}
      <Text as="span" color="brand.fg" fontWeight="semibold">{label.slice(at, at + text.length)}</Text>
      {label.slice(at + text.length)}
    </>
  );
}

function Row({ onClick, children, testId, kind }: { onClick: () => void; children: ReactNode; testId: string; kind?: string }) {
  return (
    <Button type="button" variant="ghost" size="sm" justifyContent="flex-start" w="full" px="2" fontWeight="normal" h="9"
      onClick={onClick} data-testid={testId} data-kind={kind}>
      {children}
    </Button>
  );
}

/** What a term is and where it is from: 英雄 · 王者荣耀, 属性 · 段位 · 王者荣耀. */
function termContext(t: SuggestTerm): string {
  return [TERM_KIND_LABEL[t.kind], t.kind === 'attr' ? t.attrName : '', t.gameName].filter(Boolean).join(' · ');
}

export function TypedSuggestions({ text, gameId, onPick, onPickGame, onPickTerm }: {
  text: string;
  /** The game of the list the box is on: its heroes, skins and attribute values come first. */
  gameId?: number;
  onPick: (word: string) => void;
  onPickGame: (gameId: number) => void;
  onPickTerm: (term: SuggestTerm) => void;
}) {
  const keyword = useSettled(text.trim().slice(0, 30), 200);
  const suggest = useQuery(suggestQuery(keyword, gameId));
  const hot = useQuery({ ...hotWordsQuery(), enabled: suggest.isError });
  const data = suggest.isError ? fallbackSuggestions(keyword, hot.data ?? []) : suggest.data;
  const typed = text.trim();
  return (
    <Stack gap="0" data-testid="typed-suggestions" aria-label="搜索建议">
      <Row onClick={() => onPick(typed)} testId="suggest-typed">
        <Text as="span" truncate>搜索「{typed}」</Text>
      </Row>
      {data?.games.map((g) => (
        <Row key={g.id} onClick={() => onPickGame(g.id)} testId="suggest-game">
          <Flex justify="space-between" w="full" gap="2" minW="0">
            <Text as="span" truncate><Marked label={g.name} text={keyword} /></Text>
            <Text as="span" fontSize="xs" color="fg.muted" flexShrink={0}>游戏 · 在售 {g.goodsCount}</Text>
          </Flex>
        </Row>
      ))}
      {data?.terms?.map((t) => (
        <Row key={`${t.kind}:${t.gameId}:${t.name}`} onClick={() => onPickTerm(t)} testId="suggest-term" kind={t.kind}>
          <Flex justify="space-between" w="full" gap="2" minW="0">
            <Text as="span" truncate flexShrink={0} maxW="60%"><Marked label={t.name} text={keyword} /></Text>
            <Text as="span" fontSize="xs" color="fg.muted" truncate>{termContext(t)}</Text>
          </Flex>
        </Row>
      ))}
      {data?.words.map((w) => (
        <Row key={w} onClick={() => onPick(w)} testId="suggest-word">
          <Text as="span" truncate><Marked label={w} text={keyword} /></Text>
        </Row>
      ))}
      {data && data.games.length === 0 && !data.terms?.length && data.words.length === 0 && (
        <Box px="2" py="1"><Text fontSize="xs" color="fg.subtle">没有匹配的游戏、英雄或热门词，点上方直接搜索</Text></Box>
      )}
    </Stack>
  );
}
