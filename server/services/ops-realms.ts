import 'server-only';
import { and, asc, eq, max, ne, sql } from 'drizzle-orm';
import type { RealmDetail, RealmOptions, RealmSummary } from '@/api/modules/ops-console';
import { opsAllows, opsRealmScope, type OpsGrant, type OpsRole } from '@/lib/ops-roles';
import { domainConflict, type RealmCreate, type RealmForm } from '@/lib/ops-realms';
import { IMAGE_ACCEPT, type FileType } from '@/lib/upload-rules';
import { homeLayoutOf } from '@/lib/home-layout';
import { themeContrastProblems } from '@/lib/contrast';
import { db } from '@/server/db';
import { categories, enterprises, themes, type NewTheme, type Theme } from '@/server/db/schema';
import { badRequest, forbidden, HttpError, notFound } from '@/server/http/errors';
import { themeColors } from '@/themes/tokens';
import { featuredCategories, featuredSuppliers } from './home-content';
import { recordOpsAction, type Tx } from './ops-access';
import { faviconSrc, invalidateRealms } from './theme';
import { findOwnUpload } from './upload';

/** Who may edit a realm: content operators everywhere, a realm operator its own realm. */
const EDIT_ROLES: readonly OpsRole[] = ['content', 'realm'];
/** Creating, publishing and changing domains stays with the platform's content operators. */
const PLATFORM_ROLES: readonly OpsRole[] = ['content'];

export const REALM_MSG = {
  notFound: '专区不存在',
  codeTaken: (code: string) => `专区代码 ${code} 已被使用`,
  domainsLocked: '专区运营不能修改域名，请联系内容运营',
  defaultAlwaysLive: '主站不能下线',
  imageNotOwn: (label: string) => `${label}须为在此上传的 png 或 jpg 图片`,
  categoryMissing: (ids: number[]) => `精选类目 ${ids.join('、')} 不存在或已隐藏`,
  supplierMissing: (ids: number[]) => `精选供应商 ${ids.join('、')} 不存在或未通过认证`,
} as const;

function summaryOf(t: Theme): RealmSummary {
  return {
    code: t.code,
    name: t.name,
    shortName: t.shortName,
    domains: t.domains,
    themeColor: t.themeColor,
    logo: t.writeBackgroundLogo,
    published: t.published,
    isDefault: t.isDefault,
    updatedAt: t.updatedAt.toISOString(),
  };
}

const config = (t: Theme, key: string) => {
  const value = t.mainConfig[key];
  return typeof value === 'string' ? value : '';
};

/** A realm row as the form edits it. */
function formOf(t: Theme): RealmForm {
  return {
    name: t.name,
    shortName: t.shortName,
    domains: t.domains,
    applicationTemplateId: t.applicationTemplateId === 2 ? 2 : 1,
    logo: t.writeBackgroundLogo,
    darkLogo: t.blackBackgroundLogo,
    favicon: faviconSrc(t),
    officialAccountQr: t.officialAccountQr,
    themeColor: t.themeColor,
    companyMobile: t.companyMobile,
    companyEmail: t.companyEmail,
    footerLinks: t.footerLinks,
    icp: t.basicConfig.icp ?? '',
    copyright: t.basicConfig.copyright ?? '',
    homeLayout: [...homeLayoutOf(t.homeLayout)],
    featuredCategoryIds: t.homeFeatured.categoryIds,
    featuredSupplierIds: t.homeFeatured.supplierIds,
    seoDescription: t.basicConfig.description ?? '',
    seoKeywords: t.basicConfig.keywords ?? '',
    developerUrl: t.developerNameUrl,
    supplierUrl: t.supplierNameUrl,
    accountSiteUrl: config(t, 'accountSiteUrl'),
    chatUrl: config(t, 'chatUrl'),
  };
}

function detailOf(t: Theme): RealmDetail {
  return {
    ...formOf(t),
    code: t.code,
    published: t.published,
    isDefault: t.isDefault,
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** The columns a saved form writes (favicon only when a new one was uploaded). */
function columnsOf(form: RealmForm, current: Theme | undefined, favicon: FaviconChange) {
  const mainConfig: Record<string, unknown> = {
    ...(current?.mainConfig ?? { partnerZone: true }),
    customerServiceHotline: form.companyMobile,
  };
  for (const key of ['accountSiteUrl', 'chatUrl'] as const) {
    if (form[key]) mainConfig[key] = form[key];
    else delete mainConfig[key];
  }
  return {
    name: form.name,
    shortName: form.shortName,
    domains: form.domains,
    domainNameUrl: `http://${form.domains[0]}`,
    applicationTemplateId: form.applicationTemplateId,
    writeBackgroundLogo: form.logo,
    blackBackgroundLogo: form.darkLogo,
    ...(favicon ? { favicon: favicon.url, faviconType: favicon.type } : {}),
    officialAccountQr: form.officialAccountQr,
    themeColor: form.themeColor,
    companyMobile: form.companyMobile,
    companyEmail: form.companyEmail,
    footerLinks: form.footerLinks,
    basicConfig: {
      ...current?.basicConfig,
      icp: form.icp,
      copyright: form.copyright,
      description: form.seoDescription,
      keywords: form.seoKeywords,
    },
    homeLayout: form.homeLayout,
    homeFeatured: { categoryIds: form.featuredCategoryIds, supplierIds: form.featuredSupplierIds },
    developerNameUrl: form.developerUrl,
    supplierNameUrl: form.supplierUrl,
    mainConfig,
  } satisfies Partial<NewTheme>;
}

type FaviconChange = { url: string; type: string } | null;

/** An image is the realm's current one, or one this operator uploaded (checked by content). */
async function checkImage(
  actorId: number,
  url: string,
  current: string | undefined,
  label: string,
) {
  if (url === current) return null;
  const own = await findOwnUpload(actorId, url);
  if (!own || !IMAGE_ACCEPT.includes(own.type as FileType)) {
    throw badRequest(REALM_MSG.imageNotOwn(label));
  }
  return { url, type: own.type === 'png' ? 'image/png' : 'image/jpeg' };
}

async function checkForm(actorId: number, form: RealmForm, current: Theme | undefined) {
  const colourProblem = themeContrastProblems(themeColors(form.themeColor))[0];
  if (colourProblem) throw badRequest(`主色 ${form.themeColor} 不便阅读：${colourProblem}`);
  await checkImage(actorId, form.logo, current?.writeBackgroundLogo, 'Logo');
  await checkImage(actorId, form.darkLogo, current?.blackBackgroundLogo, '深色底 Logo');
  const favicon = await checkImage(
    actorId,
    form.favicon,
    current ? faviconSrc(current) : undefined,
    '网站图标',
  );
  if (form.officialAccountQr) {
    await checkImage(
      actorId,
      form.officialAccountQr,
      current?.officialAccountQr ?? undefined,
      '公众号二维码',
    );
  }
  const [cats, sups] = await Promise.all([
    featuredCategories(form.featuredCategoryIds),
    featuredSuppliers(form.featuredSupplierIds),
  ]);
  const missingCats = form.featuredCategoryIds.filter((id) => !cats.some((c) => c.id === id));
  if (missingCats.length) throw badRequest(REALM_MSG.categoryMissing(missingCats));
  const missingSups = form.featuredSupplierIds.filter((id) => !sups.some((s) => s.id === id));
  if (missingSups.length) throw badRequest(REALM_MSG.supplierMissing(missingSups));
  return favicon;
}

/**
 * Domains are unique across realms; the check and the write share one transaction under an
 * advisory lock, so two saves cannot both take the same domain.
 */
async function refuseTakenDomains(tx: Tx, domains: readonly string[], ownCode: string | null) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('themes.domains'))`);
  const others = await tx
    .select({ code: themes.code, name: themes.name, domains: themes.domains })
    .from(themes)
    .where(ownCode ? ne(themes.code, ownCode) : undefined);
  const conflict = domainConflict(domains, others);
  if (conflict) throw new HttpError(409, conflict);
}

async function loadRealm(code: string): Promise<Theme> {
  const [row] = await db.select().from(themes).where(eq(themes.code, code)).limit(1);
  if (!row) throw notFound(REALM_MSG.notFound);
  return row;
}

function requireRealm(grants: readonly OpsGrant[], code: string, roles = EDIT_ROLES) {
  if (!opsAllows(grants, { role: roles, themeCode: code })) throw forbidden();
}

/** The realms this operator may see: all for content operators, their own for realm operators. */
export async function listRealms(grants: readonly OpsGrant[]): Promise<RealmSummary[]> {
  const scope = opsRealmScope(grants, EDIT_ROLES);
  const rows = await db.select().from(themes).orderBy(asc(themes.themeType));
  return rows.filter((t) => scope === 'all' || scope.includes(t.code)).map(summaryOf);
}

export async function getRealm(code: string, grants: readonly OpsGrant[]): Promise<RealmDetail> {
  requireRealm(grants, code);
  return detailOf(await loadRealm(code));
}

/** Categories and suppliers a realm may feature, for the form's pickers. */
export async function realmOptions(): Promise<RealmOptions> {
  const [cats, sups] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name, pid: categories.pid })
      .from(categories)
      .where(and(eq(categories.level, 2), eq(categories.status, 1)))
      .orderBy(asc(categories.pid), asc(categories.sort), asc(categories.id)),
    db
      .select({ id: enterprises.id, name: enterprises.name })
      .from(enterprises)
      .where(and(eq(enterprises.type, 1), eq(enterprises.status, 1)))
      .orderBy(asc(enterprises.name))
      .limit(500),
  ]);
  return { categories: cats, suppliers: sups };
}

/** A new realm, unpublished until an operator publishes it; its menus start as the main realm's. */
export async function createRealm(
  input: RealmCreate,
  actorId: number,
  grants: readonly OpsGrant[],
): Promise<RealmDetail> {
  if (!opsAllows(grants, { role: PLATFORM_ROLES })) throw forbidden();
  const favicon = await checkForm(actorId, input, undefined);
  const created = await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: themes.id })
      .from(themes)
      .where(eq(themes.code, input.code))
      .limit(1);
    if (taken) throw new HttpError(409, REALM_MSG.codeTaken(input.code));
    await refuseTakenDomains(tx, input.domains, null);
    const [main] = await tx
      .select({ topConfigList: themes.topConfigList })
      .from(themes)
      .where(eq(themes.isDefault, true))
      .limit(1);
    const [last] = await tx.select({ n: max(themes.themeType) }).from(themes);
    const [row] = await tx
      .insert(themes)
      .values({
        ...columnsOf(input, undefined, favicon),
        favicon: favicon!.url,
        faviconType: favicon!.type,
        code: input.code,
        themeType: (last?.n ?? 0) + 1,
        topConfigList: main?.topConfigList ?? [],
        isDefault: false,
        published: false,
      })
      .returning();
    await recordOpsAction(tx, {
      actorId,
      action: 'realm.create',
      targetType: 'theme',
      targetId: input.code,
      themeCode: input.code,
      after: formOf(row!),
    });
    return row!;
  });
  invalidateRealms([created.code]);
  return detailOf(created);
}

export async function updateRealm(
  code: string,
  input: RealmForm,
  actorId: number,
  grants: readonly OpsGrant[],
): Promise<RealmDetail> {
  requireRealm(grants, code);
  const current = await loadRealm(code);
  const domainsChanged = input.domains.join(' ') !== current.domains.join(' ');
  if (domainsChanged && !opsAllows(grants, { role: PLATFORM_ROLES })) {
    throw forbidden(REALM_MSG.domainsLocked);
  }
  const favicon = await checkForm(actorId, input, current);
  const updated = await db.transaction(async (tx) => {
    if (domainsChanged) await refuseTakenDomains(tx, input.domains, code);
    const [row] = await tx
      .update(themes)
      .set({ ...columnsOf(input, current, favicon), updatedAt: new Date() })
      .where(eq(themes.code, code))
      .returning();
    await recordOpsAction(tx, {
      actorId,
      action: 'realm.update',
      targetType: 'theme',
      targetId: code,
      themeCode: code,
      before: formOf(current),
      after: formOf(row!),
    });
    return row!;
  });
  invalidateRealms([code]);
  return detailOf(updated);
}

/** Publishing makes the realm's domains serve it; unpublishing hands them back to the main realm. */
export async function setRealmPublished(
  code: string,
  published: boolean,
  actorId: number,
  grants: readonly OpsGrant[],
): Promise<RealmDetail> {
  requireRealm(grants, code, PLATFORM_ROLES);
  const current = await loadRealm(code);
  if (!published && current.isDefault) throw badRequest(REALM_MSG.defaultAlwaysLive);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(themes)
      .set({ published, updatedAt: new Date() })
      .where(eq(themes.code, code))
      .returning();
    await recordOpsAction(tx, {
      actorId,
      action: published ? 'realm.publish' : 'realm.unpublish',
      targetType: 'theme',
      targetId: code,
      themeCode: code,
      before: { published: current.published },
      after: { published },
    });
    return row!;
  });
  invalidateRealms([code]);
  return detailOf(updated);
}
