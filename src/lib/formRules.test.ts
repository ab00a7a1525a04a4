import { describe, expect, it } from 'vitest';
import { rulesResolver, trimFields } from './formRules.ts';

interface Values { name: string; secret: string }
const check = (v: Values) => ({ name: v.name ? undefined : '请输入姓名', secret: v.secret.length < 2 ? '太短' : undefined });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('rulesResolver', () => {
  it('hands each failing field’s message to react-hook-form and no values', async () => {
    const result = await rulesResolver(check)({ name: '', secret: 'x' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({ name: { type: 'validate', message: '请输入姓名' }, secret: { type: 'validate', message: '太短' } });
  });

  it('passes the cleaned values when every field passes', async () => {
    const result = await rulesResolver(check, trimFields<Values>('name'))({ name: '  小王 ', secret: ' ab ' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: '小王', secret: ' ab ' });
  });

  it('checks the cleaned values (spaces alone are empty)', async () => {
    const result = await rulesResolver(check, trimFields<Values>('name'))({ name: '   ', secret: 'ab' }, undefined, options);
    expect(result.errors).toEqual({ name: { type: 'validate', message: '请输入姓名' } });
  });
});
