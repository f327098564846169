import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom('seed');
    const b = createRandom('seed');
    const seqA = Array.from({ length: 20 }, () => a.next());
    const seqB = Array.from({ length: 20 }, () => b.next());
    expect(seqA).toEqual(seqB);
    expect(createRandom('other').next()).not.toBe(seqA[0]);
  });

  it('keeps values in range', () => {
    const r = createRandom(42);
    for (let i = 0; i < 2000; i++) {
      const f = r.next();
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
      const n = r.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
    }
  });

  it('reaches both ends of an int range', () => {
    const r = createRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => r.int(1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it('samples distinct items and shuffles without losing any', () => {
    const r = createRandom('s');
    const items = [1, 2, 3, 4, 5, 6];
    const s = r.sample(items, 4);
    expect(new Set(s).size).toBe(4);
    expect(r.shuffle(items).sort()).toEqual(items);
    expect(r.sample(items, 10)).toHaveLength(6);
  });

  it('honours weights', () => {
    const r = createRandom('w');
    let heavy = 0;
    for (let i = 0; i < 1000; i++)
      if (
        r.weighted([
          ['a', 9],
          ['b', 1],
        ] as const) === 'a'
      )
        heavy++;
    expect(heavy).toBeGreaterThan(850);
    expect(
      r.weighted([
        ['only', 0],
        ['x', 1],
      ] as const),
    ).toBe('x');
  });

  it('forks into independent but reproducible streams', () => {
    const a = createRandom('root').fork('products').next();
    const b = createRandom('root').fork('products').next();
    const c = createRandom('root').fork('brands').next();
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow();
  });
});
