import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import MobilePosterLayout from '@/app/[theme]/mobile/poster/layout';
import { GET as homeBasicInfo } from '@/app/v1/api/homepage/homeBasicInfo/route';
import { DEFAULT_HOME_LAYOUT } from '@/lib/home-layout';
import { db } from '@/server/db';
import { seed } from '@/server/db/seed';
import { homePageBlocks, type HomeBlock } from '@/server/services/home-page';
import { clearThemeCache, getPageTheme, type HomeBasicInfo } from '@/server/services/theme';
import { builtinThemes } from '@/themes/builtin';
import { json, request } from './fixtures';

beforeAll(async () => {
  await seed(db, { products: 30, writeImages: false });
  clearThemeCache();
});

function block<K extends HomeBlock['key']>(blocks: HomeBlock[], key: K) {
  const found = blocks.find((b): b is Extract<HomeBlock, { key: K }> => b.key === key);
  if (!found) throw new Error(`no ${key} block`);
  return found;
}

describe('home page of each realm', () => {
  it('the main mall keeps its layout, banners, footer links and ICP number', async () => {
    const theme = await getPageTheme('main');
    const blocks = await homePageBlocks(theme);
    expect(blocks.map((b) => b.key)).toEqual(DEFAULT_HOME_LAYOUT);
    expect(block(blocks, 'hero').banners.map((b) => b.title)).toEqual([
      '年度建材集采节',
      '优选供应商招募',
      '绿色低碳建材专区',
      '设计大赛火热报名',
    ]);
    expect(block(blocks, 'recommended').items.records).toHaveLength(10);
    expect(block(blocks, 'enterprises').suppliers.records).toHaveLength(10);
    expect(theme.basicConfig.icp).toBe('沪ICP备2026000000号');
    expect(theme.footerLinks).toEqual([
      { label: '帮助中心', href: '/help' },
      { label: '关于我们', href: '/help/aboutUs' },
    ]);
  });

  it('南城 shows its own layout, banners, picks, footer links and ICP number', async () => {
    const [main, theme] = await Promise.all([getPageTheme('main'), getPageTheme('nancheng')]);
    const blocks = await homePageBlocks(theme);
    expect(blocks.map((b) => b.key)).toEqual(['hero', 'featured', 'updates', 'recommended']);

    const banners = block(blocks, 'hero').banners;
    expect(banners.map((b) => b.title)).toEqual([
      '南城供应链开放日',
      '机电材料询价快速响应',
      '南城优选供应商招募',
      '光伏储能采购专区',
    ]);
    const mainBanners = block(await homePageBlocks(main), 'hero').banners;
    const mainIds = new Set(mainBanners.map((b) => b.id));
    expect(banners.some((b) => mainIds.has(b.id))).toBe(false);

    const featured = block(blocks, 'featured');
    expect(featured.categories.map((c) => c.name)).toEqual([
      '管材管件',
      '电线电缆',
      '配电设备',
      '光伏储能',
    ]);
    expect(featured.suppliers.map((s) => s.id)).toEqual(theme.homeFeatured.supplierIds);
    expect(block(blocks, 'updates').information.records.length).toBeGreaterThan(0);

    expect(theme.basicConfig.icp).toBe('粤ICP备2026093366号-2');
    expect(theme.basicConfig.icp).not.toBe(main.basicConfig.icp);
    expect(theme.footerLinks.map((l) => l.label)).toEqual([
      '帮助中心',
      '关于我们',
      '询价大厅',
      '供应商招募',
      '优选供应商',
    ]);
  });

  it('金湾 keeps every main block, with its picks ahead of the products', async () => {
    const theme = await getPageTheme('jinwan');
    const blocks = await homePageBlocks(theme);
    expect(blocks.map((b) => b.key)).toEqual([
      'hero',
      'featured',
      'recommended',
      'opportunities',
      'enterprises',
      'updates',
    ]);
    expect(block(blocks, 'hero').banners[0]?.title).toBe('金湾港城建设集采季');
    expect(block(blocks, 'featured').suppliers.map((s) => s.id)).toEqual(
      theme.homeFeatured.supplierIds,
    );
  });
});

describe.each(builtinThemes.map((t) => [t.name, t] as const))('%s on the phone', (_, realm) => {
  it('homeBasicInfo carries its ICP number, footer links and contacts and home layout', async () => {
    const { data } = await json<HomeBasicInfo>(
      await homeBasicInfo(
        request('/v1/api/homepage/homeBasicInfo', { host: `${realm.domains[0]}:3000` }),
      ),
    );
    expect(data.name).toBe(realm.name);
    expect(data.themBasicConfig.icp).toBe(realm.basicConfig.icp);
    expect(data.footerLinks).toEqual(realm.footerLinks);
    expect(data.bottomConfig).toEqual({
      companyMobile: realm.companyMobile,
      companyEmail: realm.companyEmail,
    });
    expect(data.homeLayout).toEqual(realm.homeLayout);
  });

  it('the mobile home shows its ICP number, footer links and contacts', async () => {
    const page = await MobilePosterLayout({
      children: null,
      params: Promise.resolve({ theme: realm.code }),
    });
    const html = renderToStaticMarkup(page);
    expect(html).toContain(realm.basicConfig.icp);
    expect(html).toContain(`href="tel:${realm.companyMobile}"`);
    expect(html).toContain(`href="mailto:${realm.companyEmail}"`);
    for (const link of realm.footerLinks) {
      expect(html).toContain(`<a href="${link.href}">${link.label}</a>`);
    }
  });
});
