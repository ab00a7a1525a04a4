// A list of choice rows acting as one radio group (包赔, 定金/全款, 支付方式): big tap targets, the chosen row
// outlined in the brand colour, each row a role="radio" with aria-checked.
import type { KeyboardEvent, ReactNode } from 'react';
import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';

export interface Choice<V extends string | number> {
  value: V;
  title: ReactNode;
  /** Accessible name when the title is not plain text. */
  label?: string;
  desc?: ReactNode;
  /** Right side (a price, a badge). */
  aside?: ReactNode;
  /** Left side (an icon). */
  icon?: ReactNode;
  disabled?: boolean;
}

export function ChoiceGroup<V extends string | number>({ label, choices, value, onChange, columns = 1 }: {
  label: string;
  choices: Choice<V>[];
  /** null: nothing chosen yet (the first row takes the keyboard focus). */
  value: V | null;
  onChange: (value: V) => void;
  columns?: 1 | 2;
}) {
  const enabled = choices.filter((c) => !c.disabled);
  const move = (event: KeyboardEvent, step: number) => {
    event.preventDefault();
    const at = enabled.findIndex((c) => c.value === value);
    const next = enabled[(at + step + enabled.length) % enabled.length];
    if (next) onChange(next.value);
  };
  return (
    <Stack role="radiogroup" aria-label={label} gap="2" direction={columns === 2 ? 'row' : 'column'}>
      {choices.map((choice) => {
        const checked = choice.value === value;
        return (
          <chakra.button key={String(choice.value)} type="button" role="radio" aria-checked={checked}
            aria-label={choice.label} disabled={choice.disabled}
            tabIndex={checked || (!choices.some((c) => c.value === value) && choice === enabled[0]) ? 0 : -1}
            flex={columns === 2 ? '1' : undefined} textAlign="left" borderWidth="1px" borderRadius="lg" px="3" py="2.5"
            borderColor={checked ? 'brand.solid' : 'border'} bg={checked ? 'brand.subtle' : 'bg.surface'}
            opacity={choice.disabled ? 0.5 : 1} cursor={choice.disabled ? 'not-allowed' : 'pointer'}
            transition="border-color 0.15s, background 0.15s"
            onClick={() => { if (!choice.disabled) onChange(choice.value); }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' || event.key === 'ArrowRight') move(event, 1);
              if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') move(event, -1);
            }}>
            <Flex align="center" gap="3">
              {choice.icon}
              <Box flex="1" minW="0">
                <Text fontSize="sm" fontWeight="medium" color={checked ? 'brand.fg' : 'fg'}>{choice.title}</Text>
                {choice.desc && <Text fontSize="xs" color="fg.muted" mt="0.5">{choice.desc}</Text>}
              </Box>
              {choice.aside}
              <Flex boxSize="4.5" borderRadius="full" borderWidth="2px" flexShrink="0" align="center" justify="center"
                borderColor={checked ? 'brand.solid' : 'border.emphasized'} aria-hidden>
                {checked && <Box boxSize="2" borderRadius="full" bg="brand.solid" />}
              </Flex>
            </Flex>
          </chakra.button>
        );
      })}
    </Stack>
  );
}
