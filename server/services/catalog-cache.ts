import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { MAX_TAGS } from '@/lib/catalog-tags';
import { invalidateSearchAnswers } from './catalog-search';
import { invalidateSuggestions } from './search-suggest';

/**
 * Marks the page being rendered with catalogue tags (lib/catalog-tags), so a product save can
 * expire exactly the cached listing and detail pages that show or could show it. Next collects
 * the tags of the unstable_cache calls a page makes into the page's own cache entry.
 */
export async function tagCachedPage(tags: readonly string[]): Promise<void> {
  const list = [...new Set(tags)].slice(0, MAX_TAGS);
  if (list.length === 0) return;
  try {
    await unstable_cache(async () => true, ['catalog-page-tags', ...list], { tags: list })();
  } catch {
    // Outside a Next request (unit tests, scripts) there is no page to tag.
  }
}

/**
 * Expires everything a product change touched in this process: the search and suggestion
 * answers, and the cached pages with those tags (immediately, not stale-while-revalidate).
 * Other processes catch up through the answers' 4.5 s age limit and, for pages, the shared
 * Next cache handler of the distributed set-up (docs/supplier-products.md).
 */
export function invalidateCatalog(tags: readonly string[]): void {
  invalidateSearchAnswers(tags);
  invalidateSuggestions(tags);
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // No request scope (a background import step, tests): the page cache is left to expire.
    }
  }
}
