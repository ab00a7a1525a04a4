// Forms validate with plain functions, not a schema library: zod and its resolver cost ~37 KB gzip on the
// first load of every page with a form (login was 218 KB against a 190 KB budget). A form's rules are a
// function from its values to the Chinese message of each failing field; rulesResolver hands that to
// react-hook-form, which shows each message beside its field.
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The message of each failing field (a field that passes is absent or undefined). */
export type FormErrors<T> = { [K in keyof T]?: string };

/**
 * A react-hook-form resolver from `check`. `clean` turns the raw values into what the form submits (e.g.
 * trimmed text); `check` sees the cleaned values.
 */
export function rulesResolver<T extends FieldValues>(check: (values: T) => FormErrors<T>, clean: (values: T) => T = (v) => v): Resolver<T> {
  return (raw) => {
    const values = clean(raw);
    const found = check(values);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, message] of Object.entries(found)) {
      if (typeof message === 'string' && message) errors[name] = { type: 'validate', message };
    }
    return Object.keys(errors).length
      ? { values: {}, errors: errors as FieldErrors<T> }
      : { values, errors: {} };
  };
}

/** Trims the listed text fields, leaving the rest (passwords keep their spaces). */
export function trimFields<T extends FieldValues>(...names: (keyof T & string)[]): (values: T) => T {
  return (values) => {
    const out: FieldValues = { ...values };
    for (const name of names) if (typeof out[name] === 'string') out[name] = (out[name] as string).trim();
    return out as T;
  };
}
