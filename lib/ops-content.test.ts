import { describe, expect, it } from 'vitest';
import {
  articleHtml,
  articleInput,
  bannerInput,
  cacheSecondsUntil,
  nextBoundary,
  popupInput,
  seoInput,
  seoTag,
  shanghaiMoment,
  shanghaiText,
  windowState,
} from './ops-content';

const now = new Date('2026-12-01T02:00:00Z'); // 10:00 in Shanghai
const t = (iso: string) => new Date(iso);

describe('time windows', () => {
  it('is live from its start (inclusive) until its end (exclusive), open ends always', () => {
    expect(windowState({ startAt: null, endAt: null }, now)).toBe('live');
    expect(windowState({ startAt: now, endAt: null }, now)).toBe('live');
    expect(windowState({ startAt: t('2026-12-01T02:00:01Z'), endAt: null }, now)).toBe('scheduled');
    expect(windowState({ startAt: null, endAt: now }, now)).toBe('ended');
    expect(windowState({ startAt: null, endAt: t('2026-12-01T02:00:01Z') }, now)).toBe('live');
    // Stored rows come back as ISO strings over JSON.
    expect(windowState({ startAt: '2026-12-01T01:00:00Z', endAt: null }, now)).toBe('live');
  });

  it('finds the next start or end after now, ignoring past edges', () => {
    const windows = [
      { startAt: t('2026-12-01T01:00:00Z'), endAt: t('2026-12-01T05:00:00Z') },
      { startAt: t('2026-12-01T03:00:00Z'), endAt: null },
      { startAt: null, endAt: t('2026-11-30T00:00:00Z') },
    ];
    expect(nextBoundary(windows, now)).toEqual(t('2026-12-01T03:00:00Z'));
    expect(nextBoundary([{ startAt: null, endAt: null }], now)).toBeNull();
    expect(nextBoundary([{ startAt: now, endAt: null }], now)).toBeNull();
  });

  it('caps a page cache life at the next boundary, between 1 second and the page revalidate', () => {
    expect(cacheSecondsUntil(null, now, 300)).toBe(300);
    expect(cacheSecondsUntil(t('2026-12-01T02:00:07.200Z'), now, 300)).toBe(8);
    expect(cacheSecondsUntil(t('2026-12-01T02:00:00.100Z'), now, 300)).toBe(1);
    expect(cacheSecondsUntil(t('2026-12-01T03:00:00Z'), now, 300)).toBe(300);
  });

  it('reads and writes Asia/Shanghai wall-clock text whatever the machine zone', () => {
    expect(shanghaiMoment('2026-12-01 10:00')).toEqual(now);
    expect(shanghaiMoment('2026-12-01 10:00:00')).toEqual(now);
    expect(shanghaiText(now)).toBe('2026-12-01 10:00:00');
    expect(shanghaiMoment('2026-02-30 10:00')).toBeNull();
    expect(shanghaiMoment('2026-12-01 24:00')).toBeNull();
    expect(shanghaiMoment('2026-12-01T10:00:00Z')).toBeNull();
  });
});

describe('article HTML allow-list', () => {
  it('keeps formatting and removes scripts, event handlers and javascript: links', () => {
    const html = articleHtml(
      '<h2>标题</h2><p><strong>加粗</strong><a href="javascript:alert(1)">链接</a></p>' +
        '<ul><li>一</li></ul><img src="/files/public/202612/a.png" onerror="alert(1)">' +
        '<script>alert(1)</script><p onclick="x()">正文</p>',
    );
    expect(html).toContain('<h2>标题</h2>');
    expect(html).toContain('<strong>加粗</strong>');
    expect(html).toContain('<ul><li>一</li></ul>');
    expect(html).toContain('<img src="/files/public/202612/a.png" />');
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|alert/);
  });

  it('refuses a body that is empty once cleaned, naming the field', () => {
    const parsed = articleInput.safeParse({
      channel: 'about',
      title: '关于我们',
      content: '<script>alert(1)</script>',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('请输入正文');
  });

  it('stores the cleaned body', () => {
    const parsed = articleInput.parse({
      channel: 'information',
      groupName: '行业动态',
      title: '资讯',
      content: '<p>正文<img src=x onerror=alert(1)></p>',
    });
    expect(parsed.content).toBe('<p>正文<img src="x" /></p>');
  });

  it('asks for the column a channel needs', () => {
    const base = { title: '标题', content: '<p>正文</p>' };
    const info = articleInput.safeParse({ ...base, channel: 'information', groupName: '别的' });
    expect(info.error?.issues[0]?.message).toBe('请选择资讯栏目');
    const rent = articleInput.safeParse({ ...base, channel: 'rent' });
    expect(rent.error?.issues[0]?.message).toBe('请选择租赁类型');
  });
});

describe('content forms', () => {
  const banner = {
    position: 'home',
    title: '集采节',
    imageUrl: '/files/public/202612/a.png',
    startAt: '2026-12-01 10:00',
    endAt: '2026-12-02 10:00',
  };

  it('reads a banner with its Shanghai window', () => {
    const parsed = bannerInput.parse({ ...banner, themeCode: 'jinwan', link: '/product' });
    expect(parsed.startAt).toEqual(now);
    expect(parsed).toMatchObject({ themeCode: 'jinwan', sort: 0, status: 1, link: '/product' });
  });

  it('names the field and the limit in its messages', () => {
    const msg = (input: unknown) => bannerInput.safeParse(input).error?.issues[0]?.message;
    expect(msg({ ...banner, title: '' })).toBe('请输入标题');
    expect(msg({ ...banner, title: '长'.repeat(129) })).toBe('最多 128 个字');
    expect(msg({ ...banner, imageUrl: '' })).toBe('请上传轮播图片');
    expect(msg({ ...banner, endAt: '2026-12-01 09:00' })).toBe('须晚于开始时间');
    expect(msg({ ...banner, link: 'javascript:alert(1)' })).toBe('须以 / 或 http(s):// 开头');
    expect(msg({ ...banner, startAt: '2026-13-01 10:00' })).toBe('请选择有效的开始时间');
    expect(msg({ ...banner, position: 'design', themeCode: 'jinwan' })).toBe(
      '仅首页轮播可按专区设置',
    );
  });

  it('wants a popup to show a picture or a text', () => {
    const parsed = popupInput.safeParse({ scene: 'home', title: '公告', displayMethod: 1 });
    expect(parsed.error?.issues[0]?.message).toBe('请上传弹窗图片或填写弹窗标题');
  });

  it('takes SEO rows by page path only', () => {
    const row = { title: '首页', description: '描述', keywords: '建材' };
    expect(seoInput.safeParse({ ...row, url: '/product' }).success).toBe(true);
    expect(seoInput.safeParse({ ...row, url: 'product?x=1' }).error?.issues[0]?.message).toBe(
      '须以 / 开头，不含空格、? 或 #',
    );
  });

  it('takes an SEO row for every realm (no realm chosen) or for one realm', () => {
    const row = { url: '/product', title: '首页', description: '描述', keywords: '建材' };
    expect(seoInput.parse(row).themeCode).toBeNull();
    expect(seoInput.parse({ ...row, themeCode: '' }).themeCode).toBeNull();
    expect(seoInput.parse({ ...row, themeCode: ' jinwan ' }).themeCode).toBe('jinwan');
    expect(
      seoInput.safeParse({ ...row, themeCode: 'x'.repeat(33) }).error?.issues[0],
    ).toMatchObject({ path: ['themeCode'], message: '最多 32 个字' });
  });
});

describe('cache tags', () => {
  it("tags the SEO row for every realm apart from each realm's own row of the path", () => {
    expect(seoTag('/product')).toBe('seo:/product');
    expect(seoTag('/product', 3)).toBe('seo:/product:3');
    expect(seoTag('/product', 0)).not.toBe(seoTag('/product'));
  });
});
