import 'server-only';
import { eq } from 'drizzle-orm';
import type { Metadata } from 'next';
import { cache } from 'react';
import type { SeoInfo } from '@/api/modules/common';
import { seoPathKey } from '@/lib/seo';
import { db } from '@/server/db';
import { seoEntries } from '@/server/db/schema';

export const seoKeywords = (text: string) => text.split(/[,，]/).filter(Boolean);

/** The SEO row of a page, or null when the table has none for it. */
export const seoEntry = cache(async (url: string): Promise<SeoInfo | null> => {
  const [row] = await db
    .select({
      title: seoEntries.title,
      description: seoEntries.description,
      keywords: seoEntries.keywords,
    })
    .from(seoEntries)
    .where(eq(seoEntries.url, seoPathKey(url)));
  return row ?? null;
});

/** seo(url): the page's row, else the home page's row, so every page gets a sensible answer. */
export async function seoInfo(url: string): Promise<SeoInfo> {
  return (
    (await seoEntry(url)) ?? (await seoEntry('/')) ?? { title: '', description: '', keywords: '' }
  );
}

/**
 * Metadata for a page from the SEO table, else from the page itself. Titles go through the
 * realm's title template (`… - 筑采商城`), so one row serves every realm.
 */
export async function seoMetadata(
  path: string,
  fallback: { title: Metadata['title']; description?: string | null },
): Promise<Metadata> {
  const row = await seoEntry(path);
  if (!row) {
    return fallback.description
      ? { title: fallback.title, description: fallback.description }
      : { title: fallback.title };
  }
  return {
    title: row.title,
    description: row.description,
    keywords: seoKeywords(row.keywords),
  };
}
