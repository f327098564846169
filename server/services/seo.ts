import 'server-only';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Metadata } from 'next';
import { cache } from 'react';
import type { SeoInfo } from '@/api/modules/common';
import { canonicalOf } from '@/lib/canonical';
import { absoluteUrl } from '@/lib/json-ld';
import { seoTag } from '@/lib/ops-content';
import { canonicalOrigin, SHARE_IMAGE_WIDTH, type PageSeo } from '@/lib/page-seo';
import { resizedUrl } from '@/lib/image-params';
import { realmSeoRow, seoPathKey } from '@/lib/seo';
import { db } from '@/server/db';
import { seoEntries } from '@/server/db/schema';
import { tagContentPage } from '@/server/services/ops-content';
import { getPageTheme, mainRealmOrigin, realmOrigin } from '@/server/services/theme';

export const seoKeywords = (text: string) => text.split(/[,，]/).filter(Boolean);

/** What a realm page (app/[theme]/…) gets, as its generateMetadata reads the realm from it. */
export type RealmPageProps = { params: Promise<{ theme: string }> };

/**
 * The SEO row a realm (by themeType; null: none known) shows for a page: its own row, else the
 * row for every realm (lib/seo realmSeoRow); null when the table has neither.
 */
export const seoEntry = cache(
  async (url: string, themeType: number | null): Promise<SeoInfo | null> => {
    const key = seoPathKey(url);
    await tagContentPage(
      themeType === null ? [seoTag(key)] : [seoTag(key), seoTag(key, themeType)],
    );
    const rows = await db
      .select({
        themeType: seoEntries.themeType,
        title: seoEntries.title,
        description: seoEntries.description,
        keywords: seoEntries.keywords,
      })
      .from(seoEntries)
      .where(
        and(
          eq(seoEntries.url, key),
          themeType === null
            ? isNull(seoEntries.themeType)
            : or(isNull(seoEntries.themeType), eq(seoEntries.themeType, themeType)),
        ),
      );
    const row = realmSeoRow(rows, themeType);
    return row ? { title: row.title, description: row.description, keywords: row.keywords } : null;
  },
);

/** The themeType of a page's realm, by the theme segment of its route. */
const realmType = async (themeCode: string | undefined) =>
  themeCode ? (await getPageTheme(themeCode)).themeType : null;

/**
 * seo(url) on a realm: the page's row, else the home page's row (each the realm's own first), so
 * every page gets a sensible answer.
 */
export async function seoInfo(url: string, themeType: number | null): Promise<SeoInfo> {
  return (
    (await seoEntry(url, themeType)) ??
    (await seoEntry('/', themeType)) ?? { title: '', description: '', keywords: '' }
  );
}

/**
 * Metadata for a page of a realm (its theme segment) from the SEO table, else from the page
 * itself. Titles go through the realm's title template (`… - 筑采商城`), so one row can serve
 * every realm.
 */
export async function seoMetadata(
  themeCode: string | undefined,
  path: string,
  fallback: { title: Metadata['title']; description?: string | null },
): Promise<Metadata> {
  // A path with a content query (?id=, ?area=) would find the row of its bare path, which is
  // not about it.
  const row = path.includes('?') ? null : await seoEntry(path, await realmType(themeCode));
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

/**
 * Where a page lives: the realm's origin (share cards, JSON-LD images) and its canonical URL by
 * the realm's policy (lib/page-seo). Without a theme (or rows) paths stay relative.
 */
export async function pageUrls(
  themeCode: string | undefined,
  seo: Pick<PageSeo, 'path' | 'catalogue'>,
): Promise<{ origin: string; canonical: string; url: (path: string) => string }> {
  const [theme, main] = await Promise.all([
    themeCode ? getPageTheme(themeCode) : undefined,
    mainRealmOrigin(),
  ]);
  const origin = theme ? realmOrigin(theme) : (main ?? '');
  const base =
    theme && main ? canonicalOrigin(seo, { origin, basicConfig: theme.basicConfig }, main) : origin;
  const url = (path: string) => (origin ? absoluteUrl(origin, path) : path);
  return { origin, canonical: base ? absoluteUrl(base, seo.path) : seo.path, url };
}

/**
 * A page's metadata from its own data (lib/page-seo): title and description (an SEO-table row
 * for the path wins, so ops can override one page), the canonical URL by the realm's policy,
 * `noindex, follow` when the list state is not the canonical one, and the Open Graph card that
 * WeChat and chat tools show for a pasted link.
 */
export async function pageMetadata(
  themeCode: string | undefined,
  seo: PageSeo,
  { index = true }: { index?: boolean } = {},
): Promise<Metadata> {
  // Query-named pages (?id=) would find the row of their bare path, which is not about them.
  const [theme, urls] = await Promise.all([
    themeCode ? getPageTheme(themeCode) : undefined,
    pageUrls(themeCode, seo),
  ]);
  const row = seo.path.includes('?') ? null : await seoEntry(seo.path, theme?.themeType ?? null);
  const title = row?.title || seo.title;
  const description = row?.description || seo.description;
  // A data: URL (an inline SVG logo) is no picture a share card can fetch.
  const image =
    seo.image && !seo.image.startsWith('data:')
      ? resizedUrl(seo.image, SHARE_IMAGE_WIDTH)
      : undefined;
  return {
    title,
    description,
    ...(row?.keywords ? { keywords: seoKeywords(row.keywords) } : {}),
    alternates: { canonical: urls.canonical },
    ...(index ? {} : { robots: { index: false, follow: true } }),
    openGraph: {
      type: seo.ogType,
      locale: 'zh_CN',
      ...(theme ? { siteName: theme.name } : {}),
      title,
      description,
      // The card links to the page on the realm it was shared from.
      url: urls.url(seo.path),
      ...(image
        ? { images: [{ url: urls.url(image), width: SHARE_IMAGE_WIDTH, alt: title }] }
        : {}),
    },
  };
}

/**
 * Metadata of a list page in one state: its SEO-table text, canonical to the query that defines
 * its content (lib/canonical) by the realm policy, and `noindex, follow` for any other state
 * (a later page, a sort, a search within the list).
 */
export async function listMetadata(
  themeCode: string | undefined,
  path: string,
  query: Parameters<typeof canonicalOf>[1] | null,
  fallback: Parameters<typeof seoMetadata>[2],
  { catalogue = false }: { catalogue?: boolean } = {},
): Promise<Metadata> {
  const verdict = canonicalOf(path, query ?? {});
  const [base, urls] = await Promise.all([
    seoMetadata(themeCode, verdict.path, fallback),
    pageUrls(themeCode, { path: verdict.path, catalogue }),
  ]);
  return {
    ...base,
    alternates: { canonical: urls.canonical },
    ...(verdict.index ? {} : { robots: { index: false, follow: true } }),
  };
}
