// A labelled form field with its error message, for react-hook-form forms:
//   <FormField label="手机号" error={errors.phone?.message}><Input {...register('phone')} /></FormField>
import type { ReactNode } from 'react';
import {  } from '@chakra-ui/react';
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
      {label && <Field.Label fontSize="sm" color="fg.muted">{label}</Field.Label>}
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}
