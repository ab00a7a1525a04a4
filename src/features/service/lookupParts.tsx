// The pieces both trust lookups are made of (StaffCheck.tsx: 客服验证, BlackCheck.tsx: 黑号查询): the entry form,
// the safe / unsafe result box, and the lookup state. Both check the input first, then show a clear safe (green)
// or unsafe (red) result; a failed call (network, timeout) is a toast with the server's message.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { TextInput } from '@/components/TextInput.tsx';
import { toast } from '@/components/toast.ts';

export function CheckForm({ label, placeholder, value, onChange, onSubmit, error, pending, inputMode }: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  error: string | null;
  pending: boolean;
  inputMode?: 'text' | 'numeric';
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Flex gap="2">
        <TextInput size="sm" flex="1" minW="0" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder}
          aria-label={label} aria-invalid={error ? true : undefined} maxLength={50} inputMode={inputMode}
          autoComplete="off" enterKeyHint="search" borderRadius="md" />
        <Button type="submit" size="sm" loading={pending} loadingText="查询中" flexShrink={0} px="4">查询</Button>
      </Flex>
      {error && <Text mt="1.5" fontSize="xs" color="red.500" role="alert">{error}</Text>}
    </form>
  );
}

export function ResultBox({ tone, icon, title, children, testId }: {
  tone: 'safe' | 'danger';
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  const safe = tone === 'safe';
  // A result that lands below the fold (the card sits low on home, the phone's keyboard takes half the screen) is
  // brought into view: the answer is what the user asked for.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => { box.current?.scrollIntoView?.({ block: 'nearest' }); }, [title]);
  return (
    <Box ref={box} mt="3" p="3" borderRadius="lg" borderWidth="1px" borderColor={safe ? 'green.200' : 'red.200'}
      bg={safe ? 'green.50' : 'red.50'} role="status" aria-live="polite" data-testid={testId}>
      {/* red.700: red.600 on red.50 is 4.41:1, under the 4.5:1 small text needs (axe on the 黑号 result). */}
      <Flex gap="2" align="flex-start" color={safe ? 'green.700' : 'red.700'}>
        <Box flexShrink={0} mt="0.5">{icon}</Box>
        <Text fontSize="sm" fontWeight="semibold">{title}</Text>
      </Flex>
      {children && <Box mt="1.5" pl="7" fontSize="xs" color="fg.muted">{children}</Box>}
    </Box>
  );
}

/**
 * One lookup box: the entry, its validation message, and the lookup it runs once the entry is valid. A lookup
 * is a read, so it goes through the query cache (`key` + the entry) rather than a mutation: asking again while
 * the same lookup is under way joins it, every new ask is fresh (a record may have been added meanwhile), and
 * home's first load needn't carry react-query's mutation code.
 */
export function useLookup<T>(key: readonly unknown[], validate: (value: string) => string | null, lookup: (value: string) => Promise<T>) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<T>();
  const latest = useRef(0);
  const submit = () => {
    const problem = validate(value);
    setError(problem);
    if (problem) return;
    const request = ++latest.current; // only the last lookup asked for shows its answer
    setPending(true);
    queryClient.fetchQuery({ queryKey: [...key, value], queryFn: () => lookup(value), staleTime: 0 }).then(
      (answer) => { if (request === latest.current) setOutcome(answer); },
      (e: unknown) => { if (request === latest.current) toast.fromError(e); },
    ).finally(() => { if (request === latest.current) setPending(false); });
  };
  const onChange = (next: string) => {
    setValue(next);
    setError(null);
  };
  return { value, onChange, error, submit, pending, outcome };
}
