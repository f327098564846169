import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_MSG,
  agreementSchema,
  agreementState,
  newAgreementNo,
  yuanToFen,
} from './agreement-price';
import { shanghaiDayEnd, shanghaiDayStart } from './dates';

const valid = {
  buyerEnterpriseId: 201,
  skuId: 9,
  price: '128.5',
  startDate: '2026-12-01',
  endDate: '2027-11-30',
};

const firstMessage = (input: unknown) => {
  const parsed = agreementSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]!.message;
};

describe('agreementState', () => {
  const start = shanghaiDayStart('2026-12-01');
  const end = shanghaiDayEnd('2026-12-31');
  it('is 未生效 before the start, 生效中 from start to the end of the last day, 已过期 after', () => {
    expect(agreementState(start, end, new Date('2026-11-30T15:59:59.999Z'))).toBe('pending');
    expect(agreementState(start, end, new Date('2026-11-30T16:00:00Z'))).toBe('active');
    expect(agreementState(start, end, new Date('2026-12-31T15:59:59.999Z'))).toBe('active');
    expect(agreementState(start, end, new Date('2026-12-31T16:00:00Z'))).toBe('expired');
  });
  it('reads ISO strings too', () => {
    expect(agreementState(start.toISOString(), end.toISOString(), start)).toBe('active');
  });
});

describe('yuanToFen', () => {
  it('converts exactly, without float drift', () => {
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen(1.005)).toBeNaN();
    expect(yuanToFen(128.5)).toBe(12850);
    expect(yuanToFen('0')).toBe(0);
  });
  it('rejects signs, exponents and text', () => {
    expect(yuanToFen('-1')).toBeNaN();
    expect(yuanToFen('1e3')).toBeNaN();
    expect(yuanToFen('abc')).toBeNaN();
  });
});

describe('agreementSchema', () => {
  it('turns yuan into fen and keeps the days', () => {
    const parsed = agreementSchema.parse(valid);
    expect(parsed).toMatchObject({ price: 12850, startDate: '2026-12-01', endDate: '2027-11-30' });
    expect(parsed.agreementNo).toBeUndefined();
  });
  it('names each missing or wrong field in Chinese', () => {
    expect(firstMessage({ ...valid, buyerEnterpriseId: undefined })).toBe(AGREEMENT_MSG.buyer);
    expect(firstMessage({ ...valid, skuId: 'x' })).toBe(AGREEMENT_MSG.sku);
    expect(firstMessage({ ...valid, price: '' })).toBe(AGREEMENT_MSG.price);
    expect(firstMessage({ ...valid, price: -1 })).toBe(AGREEMENT_MSG.priceRange);
    expect(firstMessage({ ...valid, price: 100_000_000 })).toBe(AGREEMENT_MSG.priceRange);
    expect(firstMessage({ ...valid, price: '1.234' })).toBe(AGREEMENT_MSG.priceScale);
    expect(firstMessage({ ...valid, startDate: '2026-02-30' })).toBe(AGREEMENT_MSG.startDate);
    expect(firstMessage({ ...valid, agreementNo: 'a'.repeat(33) })).toBe(AGREEMENT_MSG.agreementNo);
    expect(firstMessage({ ...valid, agreementNo: '协议1' })).toBe(AGREEMENT_MSG.agreementNo);
  });
  it('takes a zero price (a free item) but wants the end after the start', () => {
    expect(firstMessage({ ...valid, price: 0 })).toBeNull();
    expect(firstMessage({ ...valid, endDate: valid.startDate })).toBe(AGREEMENT_MSG.order);
    expect(firstMessage({ ...valid, endDate: '2026-11-30' })).toBe(AGREEMENT_MSG.order);
  });
});

describe('days and numbers', () => {
  it('numbers a new agreement by the Shanghai day', () => {
    expect(newAgreementNo(new Date('2026-11-30T17:00:00Z'), () => 0.123456)).toBe(
      'XY20261201123456',
    );
  });
});
