import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  groupBySupplier,
  idempotencyKeySchema,
  lineProblem,
  newIdempotencyKey,
  orderDraftSchema,
  priceChanged,
  quantitySchema,
  QUANTITY_MESSAGE,
  receiveAddressSchema,
  unitPriceOf,
} from './cart';

describe('unitPriceOf', () => {
  it('charges the agreement price when the enterprise has one', () => {
    expect(unitPriceOf({ price: 10000, priceType: 3 }, 8800)).toBe(8800);
  });

  it('uses the fixed price of types 2 and 3 and the lower range bound of the others', () => {
    expect(unitPriceOf({ price: 12345, priceType: 2 })).toBe(12345);
    expect(unitPriceOf({ price: 9900, priceType: 3 })).toBe(9900);
    expect(unitPriceOf({ price: 1, priceType: 1, extraPriceJson: { priceRange: '120-180' } })).toBe(
      12000,
    );
    expect(
      unitPriceOf({ price: 1, priceType: 4, extraPriceJson: '{"priceRange":"35.5-40"}' }),
    ).toBe(3550);
  });

  it('is null (询价) for a missing or zero price', () => {
    expect(unitPriceOf({ price: 0, priceType: 2 })).toBeNull();
    expect(unitPriceOf({ price: null, priceType: 3 })).toBeNull();
    expect(unitPriceOf({ price: 100, priceType: 1, extraPriceJson: {} })).toBeNull();
  });
});

describe('lineProblem', () => {
  const ok = { onSale: true, unitPrice: 100, stock: 10, qty: 2 };
  it('names why a line cannot be ordered, most serious first', () => {
    expect(lineProblem(ok)).toBeNull();
    expect(lineProblem({ ...ok, onSale: false, unitPrice: null })).toBe('withdrawn');
    expect(lineProblem({ ...ok, unitPrice: null })).toBe('inquiry');
    expect(lineProblem({ ...ok, stock: 0 })).toBe('soldOut');
    expect(lineProblem({ ...ok, qty: 11 })).toBe('understocked');
  });
});

describe('priceChanged', () => {
  it('flags a different price and never an unknown old one', () => {
    expect(priceChanged(100, 90)).toBe(true);
    expect(priceChanged(100, null)).toBe(true);
    expect(priceChanged(100, 100)).toBe(false);
    expect(priceChanged(null, 90)).toBe(false);
  });
});

describe('cartTotals', () => {
  it('adds only selected lines that can be ordered', () => {
    const lines = [
      { id: 1, qty: 2, unitPrice: 1000, problem: null },
      { id: 2, qty: 5, unitPrice: 300, problem: null },
      { id: 3, qty: 1, unitPrice: null, problem: 'inquiry' as const },
      { id: 4, qty: 9, unitPrice: 100, problem: 'soldOut' as const },
    ];
    expect(cartTotals(lines, new Set([1, 3, 4]))).toEqual({ totalNum: 2, totalAmount: 2000 });
    expect(cartTotals(lines, new Set([1, 2]))).toEqual({ totalNum: 7, totalAmount: 3500 });
    expect(cartTotals(lines, new Set())).toEqual({ totalNum: 0, totalAmount: 0 });
  });
});

describe('groupBySupplier', () => {
  it('keeps line order inside a group and groups in order of first appearance', () => {
    const groups = groupBySupplier([
      { id: 1, tenantId: 7 },
      { id: 2, tenantId: 3 },
      { id: 3, tenantId: 7 },
    ]);
    expect(groups.map((g) => g.map((l) => l.id))).toEqual([[1, 3], [2]]);
  });
});

describe('validation shared with the server', () => {
  it('takes whole quantities from 1 to 99999', () => {
    for (const bad of [0, -1, 100000, 1.5, Number.NaN]) {
      const r = quantitySchema.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(QUANTITY_MESSAGE);
    }
    expect(quantitySchema.safeParse(99999).success).toBe(true);
  });

  it('checks the receive address phone and required fields in Chinese', () => {
    const base = {
      name: '王工',
      phone: '13800000001',
      provinceId: 1,
      cityId: 2,
      address: '路 1 号',
    };
    expect(receiveAddressSchema.safeParse(base).success).toBe(true);
    const phone = receiveAddressSchema.safeParse({ ...base, phone: '12800000001' });
    expect(phone.error?.issues[0]?.message).toBe('请输入正确的11位手机号码');
    const address = receiveAddressSchema.safeParse({ ...base, address: '  ' });
    expect(address.error?.issues[0]?.message).toBe('请输入详细地址');
  });

  it('needs an idempotency key, lines and an address to place an order', () => {
    const key = newIdempotencyKey();
    expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(key);
    const draft = { idempotencyKey: key, items: [{ cartId: 1, price: 100 }], receiveAddressId: 3 };
    expect(orderDraftSchema.safeParse(draft).success).toBe(true);
    expect(orderDraftSchema.safeParse({ ...draft, items: [] }).error?.issues[0]?.message).toBe(
      '请选择要下单的商品',
    );
    expect(
      orderDraftSchema.safeParse({ ...draft, receiveAddressId: undefined }).error?.issues[0]
        ?.message,
    ).toBe('请选择收货地址');
    expect(orderDraftSchema.safeParse({ ...draft, idempotencyKey: 'x' }).success).toBe(false);
  });
});
