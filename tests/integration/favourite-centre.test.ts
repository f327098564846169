import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAVOURITE_TABS } from '@/lib/favourites';
import { db } from '@/server/db';
import { enterprises, favourites, products, supplierFavourites } from '@/server/db/schema';
import { seed } from '@/server/db/seed';
import { DEMO } from '@/server/db/seed/identity';
import { favouriteCounts, favouritePage } from '@/server/services/favourite-centre';

const user = DEMO.buyerUser;

beforeAll(async () => {
  await seed(db, { products: 40, writeImages: false });
  await db.delete(favourites).where(eq(favourites.userId, user));
  await db.delete(supplierFavourites).where(eq(supplierFavourites.userId, user));
  const [a, b] = await db.select().from(products).orderBy(products.id).limit(2);
  await db.insert(favourites).values([
    { userId: user, productId: a!.id, createdAt: new Date('2026-11-01T02:00:00Z') },
    { userId: user, productId: b!.id, createdAt: new Date('2026-11-02T02:00:00Z') },
  ]);
  await db.insert(supplierFavourites).values({ userId: user, supplierId: 1 });
});

describe('我的收藏', () => {
  it('lists kept products newest first, with their names, images and when they were kept', async () => {
    const page = await favouritePage(user, 'product', 1, 1);
    expect(page.total).toBe(2);
    expect(page.records).toHaveLength(1);
    const [newest] = page.records;
    const [product] = await db.select().from(products).where(eq(products.id, newest!.id));
    expect(newest).toEqual({
      id: product!.id,
      title: product!.name,
      image: product!.mainImage,
      createdAt: '2026-11-02T02:00:00.000Z',
    });
    const second = await favouritePage(user, 'product', 2, 1);
    expect(second.records[0]!.createdAt).toBe('2026-11-01T02:00:00.000Z');
  });

  it('lists kept suppliers by their company name and logo', async () => {
    const page = await favouritePage(user, 'supplier', 1, 10);
    const [supplier] = await db.select().from(enterprises).where(eq(enterprises.id, 1));
    expect(page.records.map(({ id, title, image }) => ({ id, title, image }))).toEqual([
      { id: 1, title: supplier!.name, image: supplier!.logo },
    ]);
  });

  it('answers every tab, and the counts agree with the pages', async () => {
    const counts = await favouriteCounts(user);
    for (const tab of FAVOURITE_TABS) {
      const page = await favouritePage(user, tab, 1, 50);
      expect(page.total, tab).toBe(counts[tab]);
      expect(page.records.length, tab).toBe(Math.min(50, counts[tab]));
    }
  });
});
