/**
 * The blocks a realm's home page can show, in the order the realm chooses (theme.homeLayout).
 * hero: categories, banners and lead; featured: the realm's own categories and suppliers;
 * enterprises: the supplier and developer walls; updates: recruits and industry news.
 */
export const HOME_BLOCKS = [
  'hero',
  'featured',
  'opportunities',
  'recommended',
  'enterprises',
  'updates',
] as const;

export type HomeBlockKey = (typeof HOME_BLOCKS)[number];

/** The main mall's layout; a stored layout that breaks the rule falls back to it. */
export const DEFAULT_HOME_LAYOUT: readonly HomeBlockKey[] = [
  'hero',
  'opportunities',
  'recommended',
  'enterprises',
  'updates',
];

const known = new Set<string>(HOME_BLOCKS);

/** Why a layout cannot be used, in words an operator reads; undefined when it can. */
export function homeLayoutError(keys: readonly string[]): string | undefined {
  if (keys.length === 0) return '首页布局至少需要一个板块';
  const unknown = keys.find((k) => !known.has(k));
  if (unknown !== undefined) return `首页布局包含未知板块：${unknown}`;
  const repeated = keys.find((k, i) => keys.indexOf(k) !== i);
  if (repeated !== undefined) return `首页布局中板块重复：${repeated}`;
  return undefined;
}

export function isHomeLayout(keys: readonly string[]): keys is readonly HomeBlockKey[] {
  return homeLayoutError(keys) === undefined;
}

/** The layout to render: the stored one when it keeps the rule, else the default. */
export function homeLayoutOf(keys: readonly string[]): readonly HomeBlockKey[] {
  return isHomeLayout(keys) ? keys : DEFAULT_HOME_LAYOUT;
}
