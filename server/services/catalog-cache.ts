import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { MAX_TAGS } from '@/lib/catalog-tags';
import { publish } from '@/server/cache/bus';

/**
 * Marks the page being rendered with catalogue tags (lib/catalog-tags), so a product save can
 * expire exactly the cached listing and detail pages that show or could show it. Next collects
 * the tags of the unstable_cache calls a page makes into the page's own cache entry.
 */
export async function tagCachedPage(
  tags: readonly string[],
  { revalidate }: { revalidate?: number } = {},
): Promise<void> {
  const list = [...new Set(tags)].slice(0, MAX_TAGS);
  if (list.length === 0) return;
  try {
    // A revalidate here also shortens the page's own cache life (Next keeps the lowest).
    await unstable_cache(async () => true, ['catalog-page-tags', ...list], {
      tags: list,
      revalidate,
    })();
  } catch {
    // Outside a Next request (unit tests, scripts) there is no page to tag.
  }
}

/**
 * Expires everything a product change touched: the search and suggestion answers in every
 * process (the cache bus), and the cached pages with those tags, immediately rather than
 * stale-while-revalidate (with REDIS_URL the page cache is shared; docs/scaling.md).
 */
export function invalidateCatalog(tags: readonly string[]): void {
  publish('catalog', { tags: [...tags] });
  expirePageTags(tags);
}

/** Expires the cached pages with these tags in this process, immediately. */
export function expirePageTags(tags: readonly string[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // No request scope (a background import step, tests): the page cache is left to expire.
    }
  }
}
