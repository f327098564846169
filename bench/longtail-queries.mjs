// The long-tail query builder shared by bench/longtail.mjs and bench/two-process.mjs: queries
// made from the catalogue itself (category names, brands, words of product names and their
// mixes), with random sorts and pages, from a seeded generator so two runs send the same URLs.
const SORTS = ['', 'sales', 'price_asc', 'price_desc', 'newest'];
const q = encodeURIComponent;

/** A seeded random source and the helpers built on it. */
export function seeded(seed) {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = (list) => list[Math.floor(random() * list.length)];
  const page = () => pick([1, 1, 1, 2, 3]);
  const sortParam = () => {
    const sort = pick(SORTS);
    return sort ? `&sort=${sort}` : '';
  };
  return { random, pick, page, sortParam };
}

export async function getJson(base, path) {
  const res = await fetch(`${base}${path}`, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()).data;
}

/** Every `name` in a JSON tree (the category tree, the brand directory). */
function namesIn(value, out = new Set()) {
  if (Array.isArray(value)) value.forEach((v) => namesIn(v, out));
  else if (value && typeof value === 'object') {
    if (typeof value.name === 'string') out.add(value.name);
    Object.values(value).forEach((v) => namesIn(v, out));
  }
  return out;
}

/** The catalogue's words, read through a running server's API. */
export async function vocabulary(base) {
  const categories = [...namesIn(await getJson(base, '/v1/api/category/findAllFront'))];
  const brands = [...namesIn(await getJson(base, '/v1/api/product/brands'))].filter(
    (n) => n.length <= 6,
  );
  const words = new Set();
  const ids = new Set();
  for (const name of categories.slice(0, 40)) {
    const page = await getJson(base, `/v1/api/item/v2/search?keyword=${q(name)}&pageSize=60`);
    for (const record of page.records) {
      ids.add(record.id);
      for (const word of record.name.split(/\s+/)) if (word.length >= 2) words.add(word);
    }
  }
  return { categories, brands, words: [...words], ids: [...ids] };
}

/** Up to `wanted` distinct keywords of the kinds buyers type. */
export function keywords({ categories, brands, words }, wanted, { pick }) {
  const out = new Set();
  const makers = [
    () => pick(categories),
    () => pick(words),
    () => `${pick(brands)} ${pick(categories)}`,
    () => `${pick(words)} ${pick(categories)}`,
    () => `${pick(categories)}${pick(words).slice(0, 2)}`,
    () => pick(words).slice(0, 3),
  ];
  for (let tries = 0; out.size < wanted && tries < wanted * 50; tries++) out.add(pick(makers)());
  return [...out];
}

/** The listing page of a keyword, on a random page and sort. */
export const listingPath = (keyword, { page, sortParam }) =>
  `/product?keyword=${q(keyword)}&pageNo=${page()}${sortParam()}`;
