import { describe, expect, it } from 'vitest';
import { zodRule } from './form-rule';
import { z } from './zod';

const check = (schema: z.ZodType, value: unknown) =>
  zodRule(schema)
    .validator({}, value)
    .then(
      () => 'ok',
      (e: Error) => e.message,
    );

describe('zodRule', () => {
  const name = z.string().trim().min(1, '请输入收货人').max(32);

  it('passes a valid value', async () => {
    expect(await check(name, '张三')).toBe('ok');
  });

  it('gives the schema message for an empty or cleared required field', async () => {
    for (const value of ['', '  ', null, undefined]) {
      expect(await check(name, value)).toBe('请输入收货人');
    }
  });

  it('names the limit of a too long value', async () => {
    expect(await check(name, 'x'.repeat(33))).toBe('最多 32 个字');
  });

  it('accepts an optional field left empty and checks one that is filled', async () => {
    const date = z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, '请选择日期')
      .optional();
    expect(await check(date, undefined)).toBe('ok');
    expect(await check(date, '2026-1')).toBe('请选择日期');
  });
});
