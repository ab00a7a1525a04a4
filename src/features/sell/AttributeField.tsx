// One field of the game's template in the sell form, by kind: input (text), number (digits + unit), radio (one
// chip), checkbox (several chips), boxradio (chips, each picked one with its nested choice: "option:nested").
import { Box, Flex, Input, Stack, Text } from '@chakra-ui/react';
import type { AttributeTemplate } from '@/contract/types.ts';
import { Chip } from './parts.tsx';
import { boxradioPairs, setBoxNested, splitList, toggleBoxOption, toggleOption } from './template.ts';

export function AttributeField({ template: t, value, onChange, invalid }: {
  template: AttributeTemplate;
  value: string | undefined;
  onChange: (next: string) => void;
  invalid: boolean;
}) {
  const id = `sell-${t.aavName}`;
  switch (t.fieldType) {
    case 'number':
      return (
        <Flex align="center" gap="2" w="full">
          <Input id={id} inputMode="numeric" placeholder={`请输入${t.fieldName}`} value={value ?? ''} aria-invalid={invalid}
            onChange={(e) => onChange(e.target.value.replace(/[^\d]/g, '').slice(0, 9))} flex="1" />
          {t.unit && <Text fontSize="sm" color="fg.muted" flexShrink={0}>{t.unit}</Text>}
        </Flex>
      );
    case 'radio':
      return (
        <Flex wrap="wrap" gap="2" role="radiogroup" aria-label={t.fieldName} id={id}>
          {t.childAttributes.map((o) => (
            <Chip key={o.id} selected={value === o.fieldName} onClick={() => onChange(value === o.fieldName ? '' : o.fieldName)}>
              {o.fieldName}
            </Chip>
          ))}
        </Flex>
      );
    case 'checkbox': {
      const picked = splitList(value);
      return (
        <Flex wrap="wrap" gap="2" role="group" aria-label={t.fieldName} id={id}>
          {t.childAttributes.map((o) => (
            <Chip key={o.id} role="checkbox" selected={picked.includes(o.fieldName)} onClick={() => onChange(toggleOption(value, o.fieldName))}>
              {o.fieldName}
            </Chip>
          ))}
        </Flex>
      );
    }
    case 'boxradio': {
      const pairs = boxradioPairs(value);
      return (
        <Stack gap="2" id={id}>
          <Flex wrap="wrap" gap="2" role="group" aria-label={t.fieldName}>
            {t.childAttributes.map((o) => (
              <Chip key={o.id} role="checkbox" selected={pairs.some((p) => p.option === o.fieldName)}
                onClick={() => onChange(toggleBoxOption(value, o.fieldName))}>
                {o.fieldName}
              </Chip>
            ))}
          </Flex>
          {pairs.map((pair) => {
            const option = t.childAttributes.find((o) => o.fieldName === pair.option);
            if (!option?.childAttributes?.length) return null;
            return (
              <Box key={pair.option} bg="bg.muted" borderRadius="lg" px="3" py="2" data-testid={`boxradio-${pair.option}`}>
                <Text fontSize="xs" color={!pair.nested && invalid ? 'fg.error' : 'fg.muted'} mb="1.5">{pair.option}</Text>
                <Flex wrap="wrap" gap="1.5" role="radiogroup" aria-label={`${pair.option}的选项`}>
                  {option.childAttributes.map((n) => (
                    <Chip key={n.id} selected={pair.nested === n.fieldName}
                      onClick={() => onChange(setBoxNested(value, pair.option, n.fieldName))}>
                      {n.fieldName}
                    </Chip>
                  ))}
                </Flex>
              </Box>
            );
          })}
        </Stack>
      );
    }
    default:
      return (
        <Input id={id} placeholder={`请输入${t.fieldName}`} value={value ?? ''} maxLength={200} aria-invalid={invalid}
          onChange={(e) => onChange(e.target.value)} />
      );
  }
}
