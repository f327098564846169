import 'server-only';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { HelpArticle } from '@/api/modules/help';
import type { Page } from '@/api/types';
import { articleTag, bannerTag, nextBoundary, RENT_KINDS, windowState } from '@/lib/ops-content';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { articles, banners, ecologyPartners, type PartnerSection } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { tagContentPage } from './ops-content';
import { containsPattern, offsetOf, pageQuery, param, toPage } from './paging';

const PUBLISHED = 1;

/** The five partner pages of /ecology, in this order. */
export const ECOLOGY_CODES = ['gold-bay', 'south-city', 'super-community', 'wan-rui', 'wan-yi'];

export interface EcologyPartner {
  id: number;
  code: string;
  name: string;
  logo: string;
  bannerUrl: string;
  intro: string;
  sections: PartnerSection[];
}

const partnerColumns = {
  id: ecologyPartners.id,
  code: ecologyPartners.code,
  name: ecologyPartners.name,
  logo: ecologyPartners.logo,
  bannerUrl: ecologyPartners.bannerUrl,
  intro: ecologyPartners.intro,
  sections: ecologyPartners.sections,
};

export async function ecologyPartnerList(): Promise<EcologyPartner[]> {
  return db
    .select(partnerColumns)
    .from(ecologyPartners)
    .orderBy(asc(ecologyPartners.sort), asc(ecologyPartners.id));
}

export async function ecologyPartner(code: string): Promise<EcologyPartner> {
  const [row] = await db
    .select(partnerColumns)
    .from(ecologyPartners)
    .where(eq(ecologyPartners.code, code));
  if (!row) throw notFound('生态伙伴不存在');
  return row;
}

export interface HelpGroup {
  id: number;
  name: string;
  articles: HelpArticle[];
}

async function channelArticles(channel: 'help' | 'about') {
  await tagContentPage([articleTag(channel)]);
  return db
    .select({
      id: articles.id,
      groupName: articles.groupName,
      title: articles.title,
      content: articles.content,
    })
    .from(articles)
    .where(and(eq(articles.channel, channel), eq(articles.status, PUBLISHED)))
    .orderBy(asc(articles.sort), asc(articles.id));
}

/** help/categories: the help centre's sections in the order of their first article. */
export async function helpCategories(): Promise<HelpGroup[]> {
  const groups: HelpGroup[] = [];
  for (const { groupName, ...article } of await channelArticles('help')) {
    const name = groupName ?? '其他';
    let group = groups.find((g) => g.name === name);
    if (!group) {
      group = { id: groups.length + 1, name, articles: [] };
      groups.push(group);
    }
    group.articles.push(article);
  }
  return groups;
}

/** help/article/{id}: one help or about-us article. */
export async function helpArticle(id: number): Promise<HelpArticle> {
  await tagContentPage([articleTag('help'), articleTag('about')]);
  const [row] = await db
    .select({ id: articles.id, title: articles.title, content: articles.content })
    .from(articles)
    .where(
      and(
        eq(articles.id, id),
        eq(articles.status, PUBLISHED),
        // Only the help centre's own channels; information and rent have their own pages.
        inArray(articles.channel, ['help', 'about']),
      ),
    );
  if (!row) throw notFound('帮助文章不存在');
  return row;
}

/** help/aboutUs: the about-us articles. */
export async function aboutUs(): Promise<HelpArticle[]> {
  return (await channelArticles('about')).map(({ groupName: _, ...a }) => a);
}

export { RENT_KINDS };

export const rentQuery = pageQuery(10).extend({
  kind: param(z.enum(RENT_KINDS).optional()),
  keyword: param(z.string().trim().max(50).optional()),
});
export type RentQuery = z.output<typeof rentQuery>;

export interface RentItem {
  id: number;
  title: string;
  summary: string | null;
  coverUrl: string | null;
  kind: string | null;
  location: string;
  price: string;
  equipment: string;
  viewCount: number;
  publishTime: string;
}

/** Rental news (/rent): newest first, by kind (出租, 求租, 行情) and title keyword. */
export async function rentPage(q: RentQuery): Promise<Page<RentItem>> {
  const where = and(
    eq(articles.channel, 'rent'),
    eq(articles.status, PUBLISHED),
    q.kind ? eq(articles.groupName, q.kind) : undefined,
    q.keyword ? ilike(articles.title, containsPattern(q.keyword)) : undefined,
  );
  await tagContentPage([articleTag('rent')]);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: articles.id,
        title: articles.title,
        summary: articles.summary,
        coverUrl: articles.coverUrl,
        kind: articles.groupName,
        extra: articles.extra,
        viewCount: articles.viewCount,
        publishTime: articles.publishTime,
      })
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishTime), desc(articles.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(articles, where),
  ]);
  return toPage(
    rows.map(({ extra, publishTime, ...r }) => ({
      ...r,
      location: extra.location ?? '',
      price: extra.price ?? '',
      equipment: extra.equipment ?? '',
      publishTime: publishTime.toISOString(),
    })),
    total,
    q,
  );
}

export interface PageBanner {
  id: number;
  title: string;
  imageUrl: string;
  link: string | null;
}

/**
 * The banners of a content page position (design, certificates, rent …), shared by every theme,
 * within their time window; the cached page ends its life at the next start or end.
 */
export async function pageBanners(position: string): Promise<PageBanner[]> {
  const now = new Date();
  const rows = await db
    .select({
      id: banners.id,
      title: banners.title,
      imageUrl: banners.imageUrl,
      link: banners.link,
      startAt: banners.startAt,
      endAt: banners.endAt,
    })
    .from(banners)
    .where(
      and(
        eq(banners.position, position),
        eq(banners.status, PUBLISHED),
        or(isNull(banners.endAt), gt(banners.endAt, now)),
      ),
    )
    .orderBy(asc(banners.sort), asc(banners.id));
  await tagContentPage([bannerTag(position)], nextBoundary(rows, now));
  return rows
    .filter((r) => windowState(r, now) === 'live')
    .map(({ startAt: _s, endAt: _e, ...r }) => r);
}
