import { describe, expect, it } from 'vitest';
import { canonicalOrigin, DESCRIPTION_MAX, pageSeo, seoDescription } from './page-seo';

describe('seoDescription', () => {
  it('joins the facts that are there, without markup, and ends the sentence', () => {
    expect(
      seoDescription(['森林之歌地板', '', null, '<p>品牌：<b>圣象</b></p>', '价格：询价。']),
    ).toBe('森林之歌地板，品牌：圣象，价格：询价。');
    expect(seoDescription([undefined, ' '])).toBe('');
  });

  it('cuts at 120 characters with an ellipsis, never half a character', () => {
    const long = seoDescription(['岩'.repeat(200), '𠮷'.repeat(10)]);
    expect([...long]).toHaveLength(DESCRIPTION_MAX);
    expect(long.endsWith('…')).toBe(true);
    const astral = seoDescription(['𠮷'.repeat(200)]);
    expect([...astral]).toHaveLength(DESCRIPTION_MAX);
    expect(astral).not.toContain('\uFFFD');
  });
});

describe('pageSeo', () => {
  it('describes a product by name, brand, category, shown price and supplier', () => {
    const seo = pageSeo({
      kind: 'product',
      id: 7,
      name: '实木复合地板 A1',
      brand: '圣象',
      categories: ['装饰建材', '地板', '实木复合地板'],
      price: { kind: 'fixed', fen: 12_800 },
      unit: '㎡',
      supplier: '上海某建材有限公司',
      image: '/files/p/7.jpg',
    });
    expect(seo).toMatchObject({
      title: '实木复合地板 A1',
      path: '/product/item/7',
      image: '/files/p/7.jpg',
      catalogue: true,
    });
    expect(seo.description).toBe(
      '实木复合地板 A1，品牌：圣象，类目：装饰建材/地板/实木复合地板，价格：¥128.00/㎡，供应商：上海某建材有限公司。',
    );
  });

  it('says 询价 when the product has no price', () => {
    const seo = pageSeo({
      kind: 'product',
      id: 1,
      name: 'X',
      brand: null,
      categories: [],
      price: { kind: 'inquiry' },
      unit: '件',
      supplier: 'S',
      image: null,
    });
    expect(seo.description).toBe('X，价格：询价，供应商：S。');
  });

  it('gives every page kind its own title and path', () => {
    const showroom = pageSeo({
      kind: 'showroom',
      id: 2,
      name: '某某建材有限公司',
      shortName: '某某建材',
      industries: ['地板', '涂料'],
      city: '广州市',
      mainProducts: '实木地板、强化地板',
      slogan: null,
      logo: null,
    });
    expect(showroom.title).toBe('某某建材企业展厅');
    expect(showroom.description).toContain('行业：地板、涂料');
    expect(showroom.description).toContain('所在地：广州市');
    const listing = pageSeo({
      kind: 'listing',
      path: '/product?keyword=岩棉',
      category: undefined,
      parents: [],
      keyword: '岩棉',
    });
    expect(listing).toMatchObject({ title: '岩棉 - 商品搜索', path: '/product?keyword=岩棉' });
    const poster = pageSeo({
      kind: 'poster',
      id: 3,
      name: '绿色建材展',
      time: '2026-12-01 09:00',
      city: '深圳市',
      address: '会展中心',
      organizer: null,
      summary: null,
      image: '/files/a.jpg',
    });
    expect(poster).toMatchObject({
      title: '绿色建材展 - 活动报名',
      path: '/mobile/poster/home?id=3',
      catalogue: false,
    });
    expect(
      pageSeo({
        kind: 'bid',
        projectId: 'ZB1',
        title: 'T',
        tender: 'A',
        area: null,
        published: null,
        deadline: null,
      }).path,
    ).toBe('/bid/details/ZB1');
  });
});

describe('help articles', () => {
  it('are named by their section and text, one page per article', () => {
    const seo = pageSeo({
      kind: 'help',
      id: 4,
      title: '如何下单',
      section: '采购指南',
      content: '<p>选择商品后<b>加入采购车</b>。</p>',
    });
    expect(seo).toMatchObject({ title: '如何下单 - 帮助中心', path: '/help?id=4' });
    expect(seo.description).toBe('帮助中心：采购指南，选择商品后加入采购车。');
  });
});

describe('canonicalOrigin', () => {
  const realm = { origin: 'https://jinwan.cn', basicConfig: {} };
  it('points catalogue pages at the main domain unless the realm keeps its own', () => {
    expect(canonicalOrigin({ catalogue: true }, realm, 'https://main.cn')).toBe('https://main.cn');
    expect(
      canonicalOrigin(
        { catalogue: true },
        { ...realm, basicConfig: { seoCanonical: 'self' } },
        'https://main.cn',
      ),
    ).toBe('https://jinwan.cn');
    expect(canonicalOrigin({ catalogue: false }, realm, 'https://main.cn')).toBe(
      'https://jinwan.cn',
    );
  });
});
