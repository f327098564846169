import { beforeAll, describe, expect, it } from 'vitest';
import ProductListPage, {
  generateMetadata,
} from '@/app/[theme]/(mall)/product/[categoryPath]/[state]/page';
import { internalListingPath } from '@/lib/product-query';
import { db } from '@/server/db';
import { seed } from '@/server/db/seed';

beforeAll(async () => {
  await seed(db, { products: 20, writeImages: false });
});

/** The page's params for a public listing URL, as proxy.ts rewrites it. */
function paramsOf(url: string) {
  const { pathname, searchParams } = new URL(url, 'http://mall.localhost');
  const [, , categoryPath, state] = internalListingPath(pathname, searchParams)!.split('/');
  return { params: Promise.resolve({ categoryPath: categoryPath!, state: state! }) };
}

describe('product listing title', () => {
  it('names the category of /product?categoryId=37 in the title and the heading', async () => {
    const meta = await generateMetadata(paramsOf('/product?categoryId=37'));
    expect(meta.title).toBe('墙体保温');
    const page = await ProductListPage(paramsOf('/product?categoryId=37'));
    const chain = (page.props as { chain: { name: string }[] }).chain;
    expect(chain[chain.length - 1]?.name).toBe('墙体保温');
  });

  it('names the category with the keyword searched in it, and a plain search', async () => {
    expect((await generateMetadata(paramsOf('/product?categoryId=37&keyword=岩棉'))).title).toBe(
      '岩棉 - 墙体保温',
    );
    expect((await generateMetadata(paramsOf('/product?keyword=岩棉'))).title).toBe(
      '岩棉 - 商品搜索',
    );
  });
});
