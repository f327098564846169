import 'server-only';
import { asc } from 'drizzle-orm';
import { revalidateTag, unstable_cache } from 'next/cache';
import { cache } from 'react';
import { buildLoginUrl } from '@/lib/account-links';
import { hostName, themeCodeForHost } from '@/lib/host';
import { homeLayoutOf, type HomeBlockKey } from '@/lib/home-layout';
import type { FooterLink, TopConfigNode } from '@/lib/theme';
import { publish } from '@/server/cache/bus';
import { busCached } from '@/server/cache/bus-cached';
import { db } from '@/server/db';
import { themes, type Theme } from '@/server/db/schema';
import { env } from '@/server/env';

// Host → theme is asked on every request and every page renders its realm's row; the table
// changes rarely, so each process keeps it for a minute instead of querying per request, dropped
// at once in every process when a realm changes (clearThemeCache).
const allThemes = busCached('realms', 60_000, () =>
  db.select().from(themes).orderBy(asc(themes.themeType)),
);

/** Drops the realms in every process (a realm or its domains changed). */
export function clearThemeCache(): void {
  publish('realms', {});
}

/** The cache tag of every page a realm renders (its layout reads the theme through getPageTheme). */
export const realmTag = (code: string) => `realm:${code}`;

/**
 * A realm was created, changed, published or unpublished: drops the realms each process keeps and
 * expires the realms' cached pages, so the change is live at once without a restart.
 */
export function invalidateRealms(codes: readonly string[]): void {
  clearThemeCache();
  for (const code of codes) {
    try {
      revalidateTag(realmTag(code), { expire: 0 });
    } catch {
      // No request scope (scripts, tests): there is no page cache to expire.
    }
  }
}

/** Every realm's domains, the hosts our pages are served from (from the cached table). */
export async function realmDomains(): Promise<string[]> {
  return (await allThemes()).flatMap((r) => r.domains);
}

/** The main (default) realm's origin, where other realms' catalogue pages are canonical. */
export async function mainRealmOrigin(): Promise<string | undefined> {
  const routes = await allThemes();
  const main = routes.find((r) => r.isDefault) ?? routes[0];
  return main ? realmOrigin(main) : undefined;
}

export async function themeCodeForHostHeader(
  hostHeader: string | null,
): Promise<string | undefined> {
  // An unpublished realm's domains fall through to the default realm.
  const routes = (await allThemes()).filter((r) => r.published || r.isDefault);
  return themeCodeForHost(hostName(hostHeader), routes);
}

export async function getThemeByCode(code: string): Promise<Theme | undefined> {
  return (await allThemes()).find((t) => t.code === code);
}

/** The theme serving a request's Host header (unknown hosts get the default theme). */
export async function getThemeForHost(hostHeader: string | null): Promise<Theme> {
  const code = await themeCodeForHostHeader(hostHeader);
  const theme = code ? await getThemeByCode(code) : undefined;
  if (!theme) throw new Error('没有可用的主题：请先运行 npm run db:seed');
  return theme;
}

/** homeBasicInfo (spec §3 Theme config), as the client receives it. */
export interface HomeBasicInfo {
  themeType: number;
  name: string;
  shortName: string;
  applicationTemplateId: number;
  themBasicConfig: Record<string, string>;
  realmNameDto: { domainNameUrl: string; developerNameUrl: string; supplierNameUrl: string };
  basicExtraConfig: {
    blackBackgroundLogo: string;
    writeBackgroundLogo: string;
    themeColor: string;
  };
  bottomConfig: { companyMobile: string; companyEmail: string };
  topConfigList: TopConfigNode[];
  favicon: string;
  /** The realm's footer links; its ICP number is themBasicConfig.icp. */
  footerLinks: FooterLink[];
  /** The realm's home blocks in order (lib/home-layout). */
  homeLayout: readonly HomeBlockKey[];
}

export function toHomeBasicInfo(theme: Theme): HomeBasicInfo {
  return {
    themeType: theme.themeType,
    name: theme.name,
    shortName: theme.shortName,
    applicationTemplateId: theme.applicationTemplateId,
    themBasicConfig: theme.basicConfig,
    realmNameDto: {
      domainNameUrl: theme.domainNameUrl,
      developerNameUrl: theme.developerNameUrl,
      supplierNameUrl: theme.supplierNameUrl,
    },
    basicExtraConfig: {
      blackBackgroundLogo: theme.blackBackgroundLogo,
      writeBackgroundLogo: theme.writeBackgroundLogo,
      themeColor: theme.themeColor,
    },
    bottomConfig: { companyMobile: theme.companyMobile, companyEmail: theme.companyEmail },
    topConfigList: theme.topConfigList,
    // Versioned so browsers refetch the icon when a realm changes it.
    favicon: `/v1/api/mall/favicon?v=${theme.updatedAt.getTime()}`,
    footerLinks: theme.footerLinks,
    homeLayout: homeLayoutOf(theme.homeLayout),
  };
}

/** One theme lookup per render, shared by the layout, page and metadata. */
export const getPageTheme = cache(async (code: string): Promise<Theme> => {
  const theme = (await getThemeByCode(code)) ?? (await getDefaultTheme());
  if (!theme) throw new Error('没有可用的主题：请先运行 npm run db:seed');
  await tagRealmPage(theme.code);
  return theme;
});

// Next gathers the tags of the cached calls a render makes into the page's cache entry, so this
// empty call marks the page as the realm's for invalidateRealms.
async function tagRealmPage(code: string): Promise<void> {
  try {
    await unstable_cache(async () => true, ['realm-page', code], { tags: [realmTag(code)] })();
  } catch {
    // Outside a Next request (tests, scripts) there is no page to tag.
  }
}

async function getDefaultTheme(): Promise<Theme | undefined> {
  const list = await allThemes();
  return list.find((t) => t.isDefault) ?? list[0];
}

/** A realm's icon as an image source: an uploaded file's URL, or the seeded SVG as a data URL. */
export function faviconSrc(theme: Pick<Theme, 'favicon' | 'faviconType'>): string {
  return isFileUrl(theme.favicon)
    ? theme.favicon
    : `data:${theme.faviconType},${encodeURIComponent(theme.favicon)}`;
}

/** Whether a stored image is a URL (an upload) rather than the image itself. */
export const isFileUrl = (value: string) => /^(\/|https?:\/\/)/.test(value);

/** A realm's public origin without a trailing slash (`http://jinwan.localhost`). */
export function realmOrigin(theme: Pick<Theme, 'domainNameUrl'>): string {
  return theme.domainNameUrl.replace(/\/+$/, '');
}

/** Where a realm's visitors sign in: its own account site (伙伴专区), the deployment's, or '' (/reg). */
export function realmAccountSite(theme: Pick<Theme, 'mainConfig'>): string {
  const own = theme.mainConfig.accountSiteUrl;
  return typeof own === 'string' && own ? own : (env.ACCOUNT_SITE_URL ?? '');
}

/**
 * The login page that brings a visitor back to `path` of this realm (absolute for another site);
 * `phone` keeps a visitor of a phone page in this site's phone login.
 */
export function realmLoginUrl(
  theme: Pick<Theme, 'mainConfig' | 'domainNameUrl'>,
  path: string,
  { phone = false } = {},
): string {
  const accountSiteUrl = realmAccountSite(theme);
  const returnUrl = accountSiteUrl ? `${realmOrigin(theme)}${path}` : path;
  return buildLoginUrl({ accountSiteUrl, returnUrl, phone });
}
