import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import { cache } from 'react';
import { hostName, themeCodeForHost, type HostRoute } from '@/lib/host';
import { homeLayoutOf, type HomeBlockKey } from '@/lib/home-layout';
import type { FooterLink, TopConfigNode } from '@/lib/theme';
import { publish, subscribe } from '@/server/cache/bus';
import { db } from '@/server/db';
import { themes, type Theme } from '@/server/db/schema';

const ROUTE_TTL_MS = 60_000;
type RealmRoute = HostRoute & Pick<Theme, 'domainNameUrl'>;
let routeCache: { at: number; routes: RealmRoute[] } | undefined;

// Host → theme is asked on every request; the table changes rarely, so each process
// keeps the small domain list for a minute instead of querying per request, dropped at once in
// every process when a realm changes (clearThemeCache).
async function hostRoutes(): Promise<RealmRoute[]> {
  if (routeCache && Date.now() - routeCache.at < ROUTE_TTL_MS) return routeCache.routes;
  const routes = await db
    .select({
      code: themes.code,
      domains: themes.domains,
      isDefault: themes.isDefault,
      domainNameUrl: themes.domainNameUrl,
    })
    .from(themes)
    .orderBy(asc(themes.themeType));
  routeCache = { at: Date.now(), routes };
  return routes;
}

subscribe('realms', () => (routeCache = undefined));

/** Drops the host → realm routes in every process (a realm or its domains changed). */
export function clearThemeCache(): void {
  publish('realms', {});
}

/** Every realm's domains, the hosts our pages are served from (from the cached table). */
export async function realmDomains(): Promise<string[]> {
  return (await hostRoutes()).flatMap((r) => r.domains);
}

/** The main (default) realm's origin, where other realms' catalogue pages are canonical. */
export async function mainRealmOrigin(): Promise<string | undefined> {
  const routes = await hostRoutes();
  const main = routes.find((r) => r.isDefault) ?? routes[0];
  return main ? realmOrigin(main) : undefined;
}

export async function themeCodeForHostHeader(
  hostHeader: string | null,
): Promise<string | undefined> {
  return themeCodeForHost(hostName(hostHeader), await hostRoutes());
}

export async function getThemeByCode(code: string): Promise<Theme | undefined> {
  const [row] = await db.select().from(themes).where(eq(themes.code, code)).limit(1);
  return row;
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
  return theme;
});

async function getDefaultTheme(): Promise<Theme | undefined> {
  const [row] = await db
    .select()
    .from(themes)
    .orderBy(desc(themes.isDefault), asc(themes.themeType))
    .limit(1);
  return row;
}

/** A realm's public origin without a trailing slash (`http://jinwan.localhost`). */
export function realmOrigin(theme: Pick<Theme, 'domainNameUrl'>): string {
  return theme.domainNameUrl.replace(/\/+$/, '');
}
