import { describe, expect, it } from 'vitest';
import { mainNavItems, moreMenuColumns, SECONDARY_NAV } from './navigation';
import type { TopConfigNode } from './theme';

const config: TopConfigNode[] = [
  { name: '查SCI', link: 'https://sci.example.cn', status: 1 },
  { name: '保质量', link: 'https://q.example.cn', status: 1 },
  { name: '找资金', link: 'https://f.example.cn', status: 0 },
  ...Array.from({ length: 8 }, (_, i) => ({
    name: `列${i + 1}`,
    status: i === 1 ? 0 : 1,
    children: [
      { name: 'a', link: '/a', status: 1 },
      { name: 'b', link: '/b', status: 0 },
    ],
  })),
];

describe('mainNavItems', () => {
  it('keeps the spec order with the divider before 找商机', () => {
    const labels = mainNavItems([
      ...config.slice(0, 2),
      { name: '找资金', link: 'https://f.example.cn', status: 1 },
    ]).map((i) => i.label || '|');
    expect(labels).toEqual([
      '选产品',
      '找供方',
      '查SCI',
      '招投标',
      '保质量',
      '|',
      '找商机',
      '找资金',
    ]);
  });

  it('uses the theme links for the external entries and drops disabled ones', () => {
    const items = mainNavItems(config);
    expect(items.find((i) => i.label === '查SCI')).toMatchObject({
      href: 'https://sci.example.cn',
      external: true,
    });
    expect(items.some((i) => i.label === '找资金')).toBe(false);
  });

  it('marks the three hover panels', () => {
    expect(
      mainNavItems(config)
        .filter((i) => i.panel)
        .map((i) => i.panel),
    ).toEqual(['product', 'bid', 'opportunity']);
  });
});

describe('moreMenuColumns', () => {
  it('shows at most 6 enabled columns with enabled links', () => {
    const cols = moreMenuColumns(config);
    expect(cols).toHaveLength(6);
    expect(cols.some((c) => c.name === '列2')).toBe(false);
    expect(cols[0]?.children?.map((c) => c.name)).toEqual(['a']);
  });
});

describe('SECONDARY_NAV', () => {
  it('lists the spec entries in order', () => {
    expect(SECONDARY_NAV.map((n) => n.href)).toEqual([
      '/',
      '/activitys/home',
      '/yeation',
      '/list',
      '/rent',
      '/certificates',
    ]);
  });
});
