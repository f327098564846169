import 'server-only';
import { and, asc, desc, eq, ilike } from 'drizzle-orm';
import type { Page } from '@/api/types';
import type { OpsArticle, OpsArticleRow } from '@/api/modules/ops-content';
import {
  ARTICLE_CHANNEL_KEYS,
  articleTag,
  shanghaiText,
  type ArticleInput,
} from '@/lib/ops-content';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import { articles } from '@/server/db/schema';
import type { SessionUser } from './identity/session';
import { checkImage, deleteWithAudit, expireContent, loadRow, saveWithAudit } from './ops-content';
import { containsPattern, offsetOf, pageQuery, param, toPage } from './paging';

export const articleListQuery = pageQuery(10).extend({
  channel: param(z.enum(ARTICLE_CHANNEL_KEYS).optional()),
  groupName: param(z.string().trim().max(32).optional()),
  status: param(z.coerce.number().int().min(0).max(1).optional()),
  keyword: param(z.string().trim().max(50).optional()),
});

type ArticleRow = typeof articles.$inferSelect;

const listColumns = {
  id: articles.id,
  channel: articles.channel,
  groupName: articles.groupName,
  title: articles.title,
  isTop: articles.isTop,
  sort: articles.sort,
  status: articles.status,
  viewCount: articles.viewCount,
  publishTime: articles.publishTime,
};

/** Articles of every channel, newest first; the body is read one at a time (articleForOps). */
export async function listArticles(
  q: z.output<typeof articleListQuery>,
): Promise<Page<OpsArticleRow>> {
  const where = and(
    q.channel ? eq(articles.channel, q.channel) : undefined,
    q.groupName ? eq(articles.groupName, q.groupName) : undefined,
    q.status !== undefined ? eq(articles.status, q.status) : undefined,
    q.keyword ? ilike(articles.title, containsPattern(q.keyword)) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(listColumns)
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishTime), asc(articles.sort), desc(articles.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db.$count(articles, where),
  ]);
  return toPage(
    rows.map(({ publishTime, ...r }) => ({ ...r, publishAt: shanghaiText(publishTime)! })),
    total,
    q,
  );
}

function toOpsArticle(row: ArticleRow): OpsArticle {
  return {
    id: row.id,
    channel: row.channel,
    groupName: row.groupName,
    title: row.title,
    isTop: row.isTop,
    sort: row.sort,
    status: row.status,
    viewCount: row.viewCount,
    publishAt: shanghaiText(row.publishTime)!,
    summary: row.summary,
    coverUrl: row.coverUrl,
    content: row.content,
    source: row.source,
    author: row.author,
    location: row.extra.location ?? null,
    price: row.extra.price ?? null,
    equipment: row.extra.equipment ?? null,
  };
}

const loadArticle = (id: number) => loadRow(articles, id, '文章不存在');

export async function articleForOps(id: number): Promise<OpsArticle> {
  return toOpsArticle(await loadArticle(id));
}

/** The stored columns; the body was sanitised by the input schema (lib/ops-content articleHtml). */
function columnsOf(input: ArticleInput, before: ArticleRow | null) {
  const extra: Record<string, string> = { ...before?.extra };
  for (const key of ['location', 'price', 'equipment'] as const) {
    const value = input.channel === 'rent' ? input[key] : null;
    if (value) extra[key] = value;
    else delete extra[key];
  }
  return {
    channel: input.channel,
    // About-us pages have no groups.
    groupName: input.channel === 'about' ? null : input.groupName,
    title: input.title,
    summary: input.summary,
    coverUrl: input.coverUrl,
    content: input.content,
    source: input.source,
    author: input.author,
    extra,
    isTop: input.isTop,
    sort: input.sort,
    status: input.status,
    publishTime: input.publishAt ?? before?.publishTime ?? new Date(),
  };
}

const tagsOf = (...rows: (ArticleRow | undefined)[]) =>
  rows.flatMap((r) => (r ? [articleTag(r.channel)] : []));

export async function createArticle(user: SessionUser, input: ArticleInput): Promise<OpsArticle> {
  await checkImage(user.id, input.coverUrl, null, '封面图片');
  const row = await saveWithAudit(
    (tx) => tx.insert(articles).values(columnsOf(input, null)).returning(),
    { actorId: user.id, action: 'article.create', targetType: 'article' },
  );
  expireContent(tagsOf(row));
  return toOpsArticle(row);
}

export async function updateArticle(
  user: SessionUser,
  id: number,
  input: ArticleInput,
): Promise<OpsArticle> {
  const before = await loadArticle(id);
  await checkImage(user.id, input.coverUrl, before.coverUrl, '封面图片');
  const row = await saveWithAudit(
    (tx) =>
      tx.update(articles).set(columnsOf(input, before)).where(eq(articles.id, id)).returning(),
    { actorId: user.id, action: 'article.update', targetType: 'article', before },
  );
  expireContent(tagsOf(before, row));
  return toOpsArticle(row);
}

export async function deleteArticle(user: SessionUser, id: number): Promise<{ id: number }> {
  const before = await loadArticle(id);
  await deleteWithAudit((tx) => tx.delete(articles).where(eq(articles.id, id)), {
    actorId: user.id,
    action: 'article.delete',
    targetType: 'article',
    targetId: id,
    before,
  });
  expireContent(tagsOf(before));
  return { id };
}
