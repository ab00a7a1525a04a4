// A checkbox for a page that must stay small: the browser's own <input type="checkbox"> in the brand colour,
// inside its label. Chakra's Checkbox (components/chakra/checkbox.ts) is ark's checkbox machine with zag's
// focus-visible tracking (≈ 6 KB gzip, ≈ 12 KB with the machine runtime on a page that has no other ark
// component); use it where its looks matter more, e.g. inside a dialog that loads ark anyway.
//
//   <NativeCheckbox checked={agreed} onCheckedChange={setAgreed}>我已阅读并同意</NativeCheckbox>
import type { ReactNode } from 'react';
import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

const Input = chakra('input');

export interface NativeCheckboxProps extends Omit<HTMLChakraProps<'label'>, 'onChange' | 'children'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  invalid?: boolean;
  name?: string;
  onBlur?: () => void;
}

export function NativeCheckbox({ checked, onCheckedChange, children, invalid, name, onBlur, ...labelProps }: NativeCheckboxProps) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="1.5" cursor="pointer" fontSize="sm" {...labelProps}>
      <Input type="checkbox" name={name} checked={checked} onBlur={onBlur} aria-invalid={invalid || undefined}
        onChange={(event) => onCheckedChange(event.currentTarget.checked)}
        boxSize="4" m="0" flexShrink="0" cursor="pointer" accentColor="brand.solid"
        outlineColor={invalid ? 'border.error' : undefined} outlineWidth={invalid ? '1px' : undefined}
        outlineStyle={invalid ? 'solid' : undefined}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }} />
      {children}
    </chakra.label>
  );
}
