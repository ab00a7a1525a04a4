// A labelled form field with its error message, for react-hook-form forms:
//   <FormField label="手机号" error={errors.phone?.message}><Input {...register('phone')} /></FormField>
// A required field's label carries a red * (every form marks its required fields the same way).
import type { ReactNode } from 'react';
import { Text } from '@chakra-ui/react';
import { Field } from '@/components/chakra/field.ts';

export interface FormFieldProps {
  label?: ReactNode;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

export function FormField({ label, error, helper, required, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      {label && (
        <Field.Label fontSize="sm" color="fg.muted">
          {label}{required && <Text as="span" color="fg.error" ml="0.5" aria-hidden>*</Text>}
        </Field.Label>
      )}
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
