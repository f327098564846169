import { describe, expect, it } from 'vitest';
import { describeIssue, issuePath, z } from './zod';

describe('describeIssue', () => {
  const schema = z.object({
    phone: z.string().regex(/^1[3-9]\d{9}$/),
    items: z.array(z.object({ qty: z.number().int().min(1) })),
  });

  it('names the field in Chinese text', () => {
    const r = schema.safeParse({ phone: '123', items: [] });
    expect(r.success).toBe(false);
    expect(describeIssue(r.error!)).toMatch(/^参数「phone」错误：.*正则/);
  });

  it('uses a label when one is given', () => {
    const r = schema.safeParse({ phone: '123', items: [] });
    expect(describeIssue(r.error!, { phone: '手机号' })).toMatch(/^参数「手机号」错误：/);
  });

  it('joins nested paths with indexes', () => {
    expect(issuePath(['items', 0, 'qty'])).toBe('items[0].qty');
    const r = schema.safeParse({ phone: '13800138000', items: [{ qty: 0 }] });
    expect(describeIssue(r.error!)).toContain('items[0].qty');
  });

  it('handles a non-object input', () => {
    const r = schema.safeParse('nope');
    expect(describeIssue(r.error!)).toMatch(/^参数错误：/);
  });
});
