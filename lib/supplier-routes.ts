/**
 * The showroom tabs and the route names the menus highlight (spec §2). Kept apart from
 * lib/supplier (which re-exports them) so that the header's menus load no form schemas.
 */
export type ShowroomTabKey =
  | 'home'
  | 'product-info'
  | 'project-case'
  | 'qualification-license'
  | 'factory-map'
  | 'FactoryVR'
  | 'company-contact';

/** The showroom's children (spec §2) in menu order; the home tab is the showroom root. */
export const SHOWROOM_TABS: readonly { key: ShowroomTabKey; label: string }[] = [
  { key: 'home', label: '展厅首页' },
  { key: 'product-info', label: '产品信息' },
  { key: 'project-case', label: '项目案例' },
  { key: 'qualification-license', label: '资质证照' },
  { key: 'factory-map', label: '工厂实景' },
  { key: 'FactoryVR', label: 'VR看厂' },
  { key: 'company-contact', label: '联系我们' },
];

export function showroomPath(tenantId: number, tab: ShowroomTabKey = 'home'): string {
  return tab === 'home' ? `/supplier/${tenantId}` : `/supplier/${tenantId}/${tab}`;
}

/** Route names of spec §2 that the menus highlight. */
export const HIGHLIGHT_ROUTE_NAMES = [
  'supplier-id',
  'supplier-id-company-contact',
  'supplier-id-factory-map',
  'supplier-id-factory-map-detail',
  'supplier-id-FactoryVR',
  'supplier-id-product-info',
  'supplier-id-project-case',
  'supplier-id-qualification-license',
  'designs',
  'designs-design-case',
  'supplierNotice-list',
  'compare-item',
] as const;
export type HighlightRouteName = (typeof HIGHLIGHT_ROUTE_NAMES)[number];

/**
 * The route name of a path (a numeric id segment reads as `id`), when it is one the menus
 * highlight: `/supplier/12/factory-map/detail` → `supplier-id-factory-map-detail`.
 */
export function routeNameOf(pathname: string): HighlightRouteName | null {
  const parts = pathname.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);
  const name = parts.map((p) => (/^\d+$/.test(p) ? 'id' : p)).join('-');
  return (HIGHLIGHT_ROUTE_NAMES as readonly string[]).includes(name)
    ? (name as HighlightRouteName)
    : null;
}

/** The showroom tab a route name lights up (factory-map/detail belongs to factory-map). */
export function showroomTabOf(name: HighlightRouteName | null): ShowroomTabKey | null {
  if (!name?.startsWith('supplier-id')) return null;
  if (name === 'supplier-id') return 'home';
  const rest = name.slice('supplier-id-'.length).replace(/-detail$/, '');
  return SHOWROOM_TABS.find((t) => t.key === rest)?.key ?? null;
}

/** The main-navigation entry a route name belongs to: 找供方 for the suppliers' pages. */
export function navKeyOf(name: HighlightRouteName | null): 'supplier' | 'product' | null {
  if (!name) return null;
  if (name.startsWith('supplier') || name === 'supplierNotice-list') return 'supplier';
  if (name === 'compare-item') return 'product';
  return null;
}

/** The main-navigation entry of a path: the route name's, and 找供方 for the directory. */
export function navKeyOfPath(pathname: string): 'supplier' | 'product' | null {
  const path = pathname.split(/[?#]/, 1)[0]!;
  return (
    navKeyOf(routeNameOf(path)) ??
    (/^\/(list|yeation|supplier)(\/|$)/.test(path) ? 'supplier' : null)
  );
}
