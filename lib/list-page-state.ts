/** The state of a URL-driven list page: where it is, which page, and its filters. */
export interface ListPageState {
  path: string;
  pageNo: number;
  pageSize: number;
  /** Each filter as text, as the filter bar shows it (defaults included). */
  values: Record<string, string | undefined>;
  /** The filters the URL keeps: a value equal to its default is left out. */
  params: Record<string, string | undefined>;
  /** The filters' defaults. */
  defaults: Record<string, string>;
}

const asText = (value: unknown) =>
  value === undefined || value === null || value === '' ? undefined : String(value);

/** The state of a list page from its parsed query and the query keys that are filters. */
export function listPageState<Q extends { pageNo: number; pageSize: number }>(
  path: string,
  query: Q,
  filters: readonly (keyof Q & string)[],
  defaults: Record<string, string> = {},
): ListPageState {
  const values = Object.fromEntries(filters.map((key) => [key, asText(query[key])]));
  const params = Object.fromEntries(
    filters.map((key) => [key, values[key] === defaults[key] ? undefined : values[key]]),
  );
  return { path, pageNo: query.pageNo, pageSize: query.pageSize, values, params, defaults };
}
