import { describe, expect, it } from 'vitest';
import {
  describeIssue,
  fieldMessages,
  issuePath,
  NUL_MSG,
  NUMBER_MSG,
  REQUIRED_MSG,
  z,
} from './zod';

const firstMessage = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues[0]?.message;

describe('the mall error map', () => {
  it('says a missing field is required, never a type error', () => {
    expect(firstMessage(z.object({ a: z.string() }), {})).toBe(REQUIRED_MSG);
    expect(firstMessage(z.object({ a: z.number() }), { a: null })).toBe(REQUIRED_MSG);
  });

  it('answers a missing field with the schema\'s own "empty" message', () => {
    const name = z.string().trim().min(1, '请输入收货人').max(32);
    expect(firstMessage(z.object({ name }), {})).toBe('请输入收货人');
    expect(firstMessage(name, '   ')).toBe('请输入收货人');
  });

  it('names the limit of a too long text, list or a too large number', () => {
    expect(firstMessage(z.string().max(50), 'x'.repeat(51))).toBe('最多 50 个字');
    expect(firstMessage(z.array(z.number()).max(2), [1, 2, 3])).toBe('最多 2 项');
    expect(firstMessage(z.number().max(9), 10)).toBe('不能大于 9');
    expect(firstMessage(z.number().lt(9), 9)).toBe('须小于 9');
  });

  it('names the lower limit, and calls an empty text required', () => {
    expect(firstMessage(z.string().min(6), 'abc')).toBe('至少 6 个字');
    expect(firstMessage(z.string().min(1), '')).toBe(REQUIRED_MSG);
    expect(firstMessage(z.array(z.number()).min(1), [])).toBe('至少 1 项');
    expect(firstMessage(z.number().positive(), 0)).toBe('须大于 0');
  });

  it('gives the whole range of a number bounded on both sides', () => {
    const qty = z.number().int().min(1).max(999);
    expect(firstMessage(qty, 0)).toBe('须在 1–999 之间');
    expect(firstMessage(qty, 1000)).toBe('须在 1–999 之间');
    // A bound that excludes itself (positive() is "> 0") is not a range people can read.
    expect(firstMessage(z.number().positive().max(100), 101)).toBe('不能大于 100');
  });

  it('words a wrong type by what was expected', () => {
    expect(firstMessage(z.number(), 'abc')).toBe('应为数字');
    expect(firstMessage(z.number().int(), 1.5)).toBe('应为整数');
    expect(firstMessage(z.string(), 5)).toBe('应为文字');
    expect(firstMessage(z.boolean(), 'yes')).toBe('应为是或否');
  });

  it('words formats, choices and unknown keys', () => {
    expect(firstMessage(z.string().regex(/^\d+$/), 'x')).toBe('格式不正确');
    expect(firstMessage(z.email(), 'x')).toBe('邮箱格式不正确');
    expect(firstMessage(z.enum(['a', 'b']), 'c')).toBe('不是可选的值');
    expect(firstMessage(z.strictObject({}), { x: 1 })).toBe('不支持的字段：x');
  });

  it("leaves what it does not word to zod's Chinese locale", () => {
    expect(
      firstMessage(
        z.string().refine(() => false),
        'x',
      ),
    ).toBe('无效输入');
  });

  it('asks for a number when a coerced number field got none (missing and text both become NaN)', () => {
    expect(firstMessage(z.object({ qty: z.coerce.number() }), {})).toBe(NUMBER_MSG);
    expect(firstMessage(z.coerce.number().int().positive(), 'abc')).toBe(NUMBER_MSG);
    expect(firstMessage(z.coerce.number({ error: '请输入采购数量' }), undefined)).toBe(
      '请输入采购数量',
    );
  });

  it('refuses a NUL character in every text field, which PostgreSQL cannot store', () => {
    expect(firstMessage(z.string(), 'a\0b')).toBe(NUL_MSG);
    expect(firstMessage(z.string().trim().max(3), '\0\0\0\0')).toBe(NUL_MSG);
    expect(firstMessage(z.record(z.string(), z.string()), { k: '\0' })).toBe(NUL_MSG);
    expect(z.string().safeParse('换行\n和\t制表符').success).toBe(true);
    expect(z.string() instanceof z.ZodString).toBe(true);
  });

  it('keeps a message the schema gives itself', () => {
    expect(firstMessage(z.string({ error: '请选择省份' }), undefined)).toBe('请选择省份');
    expect(firstMessage(z.string().max(3, '太长了'), 'abcd')).toBe('太长了');
  });
});

describe('describeIssue', () => {
  const schema = z.object({
    phone: z.string().regex(/^1[3-9]\d{9}$/),
    items: z.array(z.object({ qty: z.number().int().min(1) })),
  });

  it('names the field in Chinese text', () => {
    const r = schema.safeParse({ phone: '123', items: [] });
    expect(r.success).toBe(false);
    expect(describeIssue(r.error!)).toBe('参数「phone」错误：格式不正确');
  });

  it('uses a label when one is given', () => {
    const r = schema.safeParse({ phone: '123', items: [] });
    expect(describeIssue(r.error!, { phone: '手机号' })).toBe('参数「手机号」错误：格式不正确');
  });

  it('asks for a missing or non-numeric number by its label', () => {
    const qty = z.object({ qty: z.coerce.number().int() });
    expect(describeIssue(qty.safeParse({}).error!, { qty: '数量' })).toBe('请填写数量（数字）');
    expect(describeIssue(qty.safeParse({ qty: 'x' }).error!)).toBe('请填写「qty」（数字）');
  });

  it('names the field that holds a NUL character', () => {
    const r = z.object({ keyword: z.string().optional() }).safeParse({ keyword: 'a\0b' });
    expect(describeIssue(r.error!, { keyword: '关键词' })).toBe('参数「关键词」错误：含有无效字符');
  });

  it('asks for a missing field by its label', () => {
    const r = schema.safeParse({ items: [] });
    expect(describeIssue(r.error!, { phone: '手机号' })).toBe('请填写手机号');
    expect(describeIssue(r.error!)).toBe('请填写「phone」');
  });

  it('lets a message that is already a request stand alone', () => {
    const r = z.object({ name: z.string().min(1, '请输入收货人') }).safeParse({});
    expect(describeIssue(r.error!, { name: '收货人' })).toBe('请输入收货人');
  });

  it('joins nested paths with indexes', () => {
    expect(issuePath(['items', 0, 'qty'])).toBe('items[0].qty');
    const r = schema.safeParse({ phone: '13800138000', items: [{ qty: 0 }] });
    expect(describeIssue(r.error!)).toBe('参数「items[0].qty」错误：不能小于 1');
  });

  it('handles a non-object input', () => {
    const r = schema.safeParse('nope');
    expect(describeIssue(r.error!)).toBe('参数错误：应为对象');
  });
});

describe('fieldMessages', () => {
  const schema = z.object({
    name: z.string().trim().min(1, '请输入姓名').max(4),
    people: z.array(z.object({ phone: z.string().regex(/^1\d{10}$/, '手机号不正确') })).min(1),
  });

  it('keys the first message of each field by its path, in schema order', () => {
    const messages = fieldMessages(schema, { name: '', people: [{ phone: '1' }, { phone: '2' }] });
    expect(messages).toEqual({
      name: '请输入姓名',
      'people[0].phone': '手机号不正确',
      'people[1].phone': '手机号不正确',
    });
    expect(Object.keys(messages)[0]).toBe('name');
  });

  it('is empty when the input passes', () => {
    expect(fieldMessages(schema, { name: '王强', people: [{ phone: '13912340001' }] })).toEqual({});
  });
});
