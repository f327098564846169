import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import type { Showroom } from '@/api/types';
import { isTenantStatus, memberLevelOf } from '@/lib/identity';
import {
  FOREIGN_FILE_MSG,
  IMAGE_ONLY_MSG,
  isPanoramaSize,
  PANORAMA_MSG,
  type QualificationKind,
  type ShowroomData,
} from '@/lib/showroom-edit';
import { sanitizeHtml } from '@/lib/rich-text';
import { toSearchText } from '@/lib/search-tokens';
import { TOP_TYPE } from '@/lib/roles';
import { db } from '@/server/db';
import {
  brands,
  categories,
  enterprises,
  supplierFactoryImages,
  supplierFactoryVrs,
  supplierProjectCases,
  supplierQualifications,
  supplierShowrooms,
} from '@/server/db/schema';
import { badRequest, forbidden, HttpError } from '@/server/http/errors';
import { readImageHeader } from '@/server/images/sharp';
import { storage } from '@/server/storage';
import type { SessionUser } from './identity/session';
import { showroomOf } from './suppliers';
import { findOwnUpload } from './upload';

const IMAGE_TYPES = new Set(['png', 'jpg', 'jpeg']);
const QUALIFICATION_TYPES = new Set([...IMAGE_TYPES, 'pdf']);

/** The supplier enterprise a signed-in user acts for, or 403. */
export async function ownSupplierId(user: SessionUser): Promise<number> {
  if (!user.enterpriseId || user.topType !== TOP_TYPE.supplier) throw forbidden();
  return user.enterpriseId;
}

/** Everything the showroom editor edits, as the form holds it. */
export async function showroomDraft(enterpriseId: number): Promise<ShowroomData> {
  const [[ent], [room], factory, vrs, cases, quals] = await Promise.all([
    db
      .select({ name: enterprises.name, logo: enterprises.logo })
      .from(enterprises)
      .where(eq(enterprises.id, enterpriseId)),
    db.select().from(supplierShowrooms).where(eq(supplierShowrooms.enterpriseId, enterpriseId)),
    db
      .select()
      .from(supplierFactoryImages)
      .where(eq(supplierFactoryImages.enterpriseId, enterpriseId))
      .orderBy(asc(supplierFactoryImages.sort), asc(supplierFactoryImages.id)),
    db
      .select()
      .from(supplierFactoryVrs)
      .where(eq(supplierFactoryVrs.enterpriseId, enterpriseId))
      .orderBy(asc(supplierFactoryVrs.sort), asc(supplierFactoryVrs.id)),
    db
      .select()
      .from(supplierProjectCases)
      .where(eq(supplierProjectCases.enterpriseId, enterpriseId))
      .orderBy(asc(supplierProjectCases.sort), asc(supplierProjectCases.id)),
    db
      .select()
      .from(supplierQualifications)
      .where(eq(supplierQualifications.enterpriseId, enterpriseId))
      .orderBy(asc(supplierQualifications.sort), asc(supplierQualifications.id)),
  ]);
  return {
    shortName: room?.shortName ?? ent?.name.slice(0, 32) ?? '',
    slogan: room?.slogan ?? null,
    intro: room?.intro ?? '',
    logo: ent?.logo ?? null,
    bannerUrl: room?.bannerUrl ?? null,
    mainProducts: room?.mainProducts ?? '',
    foundedYear: room?.foundedYear ?? null,
    registeredCapital: room?.registeredCapital ?? null,
    employees: room?.employees ?? null,
    annualOutput: room?.annualOutput ?? null,
    contactName: room?.contactName ?? '',
    contactPhone: room?.contactPhone ?? '',
    contactEmail: room?.contactEmail ?? null,
    website: room?.website ?? null,
    province: room?.province ?? null,
    city: room?.city ?? null,
    address: room?.address ?? null,
    factoryImages: factory.map((f) => ({
      title: f.title,
      description: f.description,
      imageUrl: f.imageUrl,
    })),
    vrs: vrs.map((v) => ({ title: v.title, vrUrl: v.vrUrl })),
    projectCases: cases.map((c) => ({
      title: c.title,
      projectName: c.projectName,
      developerName: c.developerName,
      province: c.province,
      city: c.city,
      coverUrl: c.coverUrl,
      description: c.description,
      completedAt: c.completedAt,
    })),
    qualifications: quals.map((q) => ({
      kind: q.kind as QualificationKind,
      name: q.name,
      fileUrl: q.fileUrl,
      issuedBy: q.issuedBy,
      validUntil: q.validUntil,
    })),
  };
}

/** Every file URL the showroom already shows: these may stay without being re-uploaded. */
async function currentFiles(enterpriseId: number): Promise<Map<string, string>> {
  const [ent, room, factory, vrs, cases, quals] = await Promise.all([
    db.select({ logo: enterprises.logo }).from(enterprises).where(eq(enterprises.id, enterpriseId)),
    db
      .select({ bannerUrl: supplierShowrooms.bannerUrl })
      .from(supplierShowrooms)
      .where(eq(supplierShowrooms.enterpriseId, enterpriseId)),
    db
      .select({ imageUrl: supplierFactoryImages.imageUrl, images: supplierFactoryImages.images })
      .from(supplierFactoryImages)
      .where(eq(supplierFactoryImages.enterpriseId, enterpriseId)),
    db
      .select({ vrUrl: supplierFactoryVrs.vrUrl, coverUrl: supplierFactoryVrs.coverUrl })
      .from(supplierFactoryVrs)
      .where(eq(supplierFactoryVrs.enterpriseId, enterpriseId)),
    db
      .select({ coverUrl: supplierProjectCases.coverUrl })
      .from(supplierProjectCases)
      .where(eq(supplierProjectCases.enterpriseId, enterpriseId)),
    db
      .select({
        fileUrl: supplierQualifications.fileUrl,
        fileType: supplierQualifications.fileType,
      })
      .from(supplierQualifications)
      .where(eq(supplierQualifications.enterpriseId, enterpriseId)),
  ]);
  const files = new Map<string, string>();
  const add = (url: string | null | undefined, type = 'jpg') => url && files.set(url, type);
  ent.forEach((e) => add(e.logo));
  room.forEach((r) => add(r.bannerUrl));
  factory.forEach((f) => [f.imageUrl, ...f.images].forEach((u) => add(u)));
  vrs.forEach((v) => {
    add(v.vrUrl, 'panorama');
    add(v.coverUrl);
  });
  cases.forEach((c) => add(c.coverUrl));
  quals.forEach((q) => add(q.fileUrl, q.fileType));
  return files;
}

interface FileCheck {
  url: string;
  label: string;
  accept: Set<string>;
  panorama?: boolean;
}

/**
 * Each file is either one the showroom already shows or one this user uploaded (the upload
 * checked its bytes); a new panorama's header is read and it must be 2:1. Returns file types.
 */
async function checkFiles(
  user: SessionUser,
  current: Map<string, string>,
  checks: FileCheck[],
): Promise<Map<string, string>> {
  const types = new Map<string, string>();
  for (const check of checks) {
    const known = current.get(check.url);
    if (known && (!check.panorama || known === 'panorama')) {
      types.set(check.url, known === 'panorama' ? 'jpg' : known);
      continue;
    }
    const own = await findOwnUpload(user.id, check.url);
    if (!own) throw badRequest(FOREIGN_FILE_MSG(check.label));
    if (!check.accept.has(own.type)) throw badRequest(IMAGE_ONLY_MSG(check.label));
    if (check.panorama) {
      const body = await storage.read(own.key);
      const meta = body ? await readImageHeader(body) : null;
      if (!meta || !['png', 'jpeg'].includes(meta.format)) {
        throw badRequest(IMAGE_ONLY_MSG(check.label));
      }
      if (!isPanoramaSize(meta.width, meta.height)) throw badRequest(PANORAMA_MSG);
    }
    types.set(check.url, own.type === 'jpeg' ? 'jpg' : own.type);
  }
  return types;
}

async function searchTextOf(enterpriseId: number, data: ShowroomData): Promise<string> {
  const [ent] = await db
    .select({ name: enterprises.name, serveCategoryIds: enterprises.serveCategoryIds })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  const [room] = await db
    .select({ brandIds: supplierShowrooms.brandIds })
    .from(supplierShowrooms)
    .where(eq(supplierShowrooms.enterpriseId, enterpriseId));
  const brandIds = room?.brandIds ?? [];
  const l2Ids = ent?.serveCategoryIds ?? [];
  const [brandRows, l2] = await Promise.all([
    brandIds.length
      ? db.select({ name: brands.name }).from(brands).where(inArray(brands.id, brandIds))
      : [],
    l2Ids.length
      ? db
          .select({ name: categories.name, pid: categories.pid })
          .from(categories)
          .where(inArray(categories.id, l2Ids))
      : [],
  ]);
  const l1Ids = [...new Set(l2.map((c) => c.pid))];
  const l1 = l1Ids.length
    ? await db
        .select({ name: categories.name })
        .from(categories)
        .where(inArray(categories.id, l1Ids))
    : [];
  return toSearchText(
    ent?.name,
    data.shortName,
    data.mainProducts,
    ...brandRows.map((b) => b.name),
    ...l1.map((c) => c.name),
    ...l2.map((c) => c.name),
  );
}

/** Drops the cached public showroom pages in every theme (the edited one among them). */
export async function revalidateShowroom(): Promise<void> {
  try {
    // By route pattern: every theme's pages of the showroom layout (a concrete path with the
    // 'layout' type does not reach the cached pages under it).
    revalidatePath('/[theme]/(mall)/(antd)/supplier/[id]', 'layout');
  } catch (error) {
    // Outside a Next request (tests, scripts) there is no cache to drop.
    if (!(
      error instanceof Error && /static generation store|outside a request/i.test(error.message)
    )) {
      console.warn('[showroom] revalidate failed', error);
    }
  }
}

/**
 * PUT supplier/companyHall: replaces the own showroom (profile, images and the four lists) in
 * one transaction, then drops its cached public pages so the change shows at once.
 */
export async function saveShowroom(user: SessionUser, data: ShowroomData): Promise<null> {
  const enterpriseId = await ownSupplierId(user);
  const current = await currentFiles(enterpriseId);
  const image = (url: string, label: string, panorama = false): FileCheck => ({
    url,
    label,
    accept: IMAGE_TYPES,
    panorama,
  });
  const types = await checkFiles(user, current, [
    ...(data.logo ? [image(data.logo, '企业 Logo')] : []),
    ...(data.bannerUrl ? [image(data.bannerUrl, '展厅横幅')] : []),
    ...data.factoryImages.map((f, i) => image(f.imageUrl, `工厂实景第 ${i + 1} 项的图片`)),
    ...data.vrs.map((v, i) => image(v.vrUrl, `VR 全景第 ${i + 1} 项的图片`, true)),
    ...data.projectCases.map((c, i) => image(c.coverUrl, `项目案例第 ${i + 1} 项的封面`)),
    ...data.qualifications.map((q, i) => ({
      url: q.fileUrl,
      label: `资质证照第 ${i + 1} 项的文件`,
      accept: QUALIFICATION_TYPES,
    })),
  ]);
  const intro = sanitizeHtml(data.intro);
  const searchText = await searchTextOf(enterpriseId, data);
  const profile = {
    shortName: data.shortName,
    slogan: data.slogan,
    intro,
    bannerUrl: data.bannerUrl,
    mainProducts: data.mainProducts,
    foundedYear: data.foundedYear,
    registeredCapital: data.registeredCapital,
    employees: data.employees,
    annualOutput: data.annualOutput,
    contactName: data.contactName,
    contactPhone: data.contactPhone,
    contactEmail: data.contactEmail,
    website: data.website,
    province: data.province,
    city: data.city,
    address: data.address,
    searchText,
  };
  // A spot or case that keeps its cover keeps the extra photos the editor does not show.
  const [oldSpots, oldCases] = await Promise.all([
    db
      .select({ url: supplierFactoryImages.imageUrl, images: supplierFactoryImages.images })
      .from(supplierFactoryImages)
      .where(eq(supplierFactoryImages.enterpriseId, enterpriseId)),
    db
      .select({ url: supplierProjectCases.coverUrl, images: supplierProjectCases.images })
      .from(supplierProjectCases)
      .where(eq(supplierProjectCases.enterpriseId, enterpriseId)),
  ]);
  const photosOf = (rows: { url: string; images: string[] }[], url: string) =>
    rows.find((r) => r.url === url)?.images ?? [url];
  await db.transaction(async (tx) => {
    await tx
      .insert(supplierShowrooms)
      .values({ enterpriseId, ...profile })
      .onConflictDoUpdate({ target: supplierShowrooms.enterpriseId, set: profile });
    await tx
      .update(enterprises)
      .set({ logo: data.logo, updatedAt: new Date() })
      .where(eq(enterprises.id, enterpriseId));
    await tx
      .delete(supplierFactoryImages)
      .where(eq(supplierFactoryImages.enterpriseId, enterpriseId));
    await tx.delete(supplierFactoryVrs).where(eq(supplierFactoryVrs.enterpriseId, enterpriseId));
    await tx
      .delete(supplierProjectCases)
      .where(eq(supplierProjectCases.enterpriseId, enterpriseId));
    await tx
      .delete(supplierQualifications)
      .where(eq(supplierQualifications.enterpriseId, enterpriseId));
    if (data.factoryImages.length) {
      await tx.insert(supplierFactoryImages).values(
        data.factoryImages.map((f, sort) => ({
          enterpriseId,
          title: f.title,
          description: f.description,
          imageUrl: f.imageUrl,
          images: photosOf(oldSpots, f.imageUrl),
          sort,
        })),
      );
    }
    if (data.vrs.length) {
      await tx.insert(supplierFactoryVrs).values(
        data.vrs.map((v, sort) => ({
          enterpriseId,
          title: v.title,
          coverUrl: v.vrUrl,
          vrUrl: v.vrUrl,
          sort,
        })),
      );
    }
    if (data.projectCases.length) {
      await tx.insert(supplierProjectCases).values(
        data.projectCases.map((c, sort) => ({
          enterpriseId,
          ...c,
          images: photosOf(oldCases, c.coverUrl),
          sort,
        })),
      );
    }
    if (data.qualifications.length) {
      await tx.insert(supplierQualifications).values(
        data.qualifications.map((q, sort) => ({
          enterpriseId,
          ...q,
          fileType: types.get(q.fileUrl) ?? 'png',
          sort,
        })),
      );
    }
  });
  await revalidateShowroom();
  return null;
}

/**
 * The published showroom the editor previews against; for an approved supplier that has not
 * published one yet, an empty one. Null when the enterprise is not an approved supplier.
 */
export async function showroomBase(enterpriseId: number): Promise<Showroom | null> {
  try {
    return await showroomOf(enterpriseId);
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 404)) throw error;
  }
  const [ent] = await db
    .select()
    .from(enterprises)
    .where(
      and(eq(enterprises.id, enterpriseId), eq(enterprises.type, 1), eq(enterprises.status, 1)),
    );
  if (!ent) return null;
  return {
    id: ent.id,
    name: ent.name,
    shortName: null,
    logo: ent.logo,
    childType: ent.childType,
    memberLevel: memberLevelOf(ent.memberLevel),
    tenantStatus: isTenantStatus(ent.tenantStatus) ? ent.tenantStatus : null,
    province: null,
    city: null,
    mainProducts: '',
    mainCategories: [],
    brandNames: [],
    foundedYear: null,
    registeredCapital: null,
    slogan: null,
    intro: '',
    bannerUrl: null,
    employees: null,
    annualOutput: null,
    viewCount: 0,
    counts: { products: 0, cases: 0, qualifications: 0, factory: 0, vr: 0 },
  };
}
