import type { TopConfigNode } from './theme';

export type NavPanel = 'product' | 'bid' | 'opportunity';

export interface MainNavItem {
  key: string;
  label: string;
  href?: string;
  external?: boolean;
  panel?: NavPanel;
  divider?: boolean;
}

/** Hover-panel heights in px (spec §2): product 344, bid 493, opportunity 470, others 361. */
export const NAV_PANEL_HEIGHT: Record<NavPanel | 'default', number> = {
  product: 344,
  bid: 493,
  opportunity: 470,
  default: 361,
};
export const NAV_PANEL_WIDTH = { wide: 1200, narrow: 711 } as const;
export const MORE_MENU_COLUMNS = 6;

const externalLink = (config: readonly TopConfigNode[], name: string) =>
  config.find((n) => n.name === name && n.status !== 0 && n.link)?.link;

/**
 * The main navigation in the spec's order; 查SCI, 保质量 and 找资金 are external links from the
 * theme's top config and are left out when the theme has none.
 */
export function mainNavItems(config: readonly TopConfigNode[]): MainNavItem[] {
  const items: (MainNavItem | undefined)[] = [
    { key: 'product', label: '选产品', href: '/product', panel: 'product' },
    { key: 'supplier', label: '找供方', href: '/list' },
    external('sci', '查SCI'),
    { key: 'bid', label: '招投标', href: '/bid/list', panel: 'bid' },
    external('quality', '保质量'),
    { key: 'divider', label: '', divider: true },
    { key: 'opportunity', label: '找商机', href: '/activitys/home', panel: 'opportunity' },
    external('finance', '找资金'),
  ];
  return items.filter((i): i is MainNavItem => Boolean(i));

  function external(key: string, label: string): MainNavItem | undefined {
    const href = externalLink(config, label);
    return href ? { key, label, href, external: true } : undefined;
  }
}

/** The 更多 menu: the theme's link columns (nodes with children), at most 6. */
export function moreMenuColumns(config: readonly TopConfigNode[]): TopConfigNode[] {
  return config
    .filter((n) => n.status !== 0 && n.children?.length)
    .map((n) => ({ ...n, children: n.children?.filter((c) => c.status !== 0) }))
    .slice(0, MORE_MENU_COLUMNS);
}

/** The secondary navigation bar; every entry opens in a new tab (spec §2). */
export const SECONDARY_NAV = [
  { label: '首页', href: '/' },
  { label: '商机市场', href: '/activitys/home' },
  { label: '优选供应商', href: '/yeation' },
  { label: '合格供方名录', href: '/list' },
  { label: '租赁资讯', href: '/rent' },
  { label: '绿色低碳产品', href: '/certificates' },
] as const;
