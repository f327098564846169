import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CompetitionMaterial, CompetitionSignup, PassedWork } from '@/api/modules/competition';
import type { Page } from '@/api/types';
import {
  checkExtraFields,
  COMPETITION_MSG,
  currentStageIndex,
  DESIGNER_TYPES,
  isSignUpOpen,
  type materialSchema,
  type signUpSchema,
} from '@/lib/competition';
import { fileExtension } from '@/lib/upload-rules';
import { idField } from '@/lib/id';
import { z } from '@/lib/zod';
import { db } from '@/server/db';
import {
  competitionMaterials,
  competitions,
  competitionSignups,
  competitionTracks,
  type CompetitionField,
  type CompetitionStage,
} from '@/server/db/schema';
import { badRequest, HttpError, notFound } from '@/server/http/errors';
import { offsetOf, pageQuery, param, toPage } from './paging';
import { findOwnUpload } from './upload';

const countAll = sql<number>`count(*)::int`;

export interface CompetitionTrack {
  id: number;
  name: string;
  description: string | null;
  stages: CompetitionStage[];
  /** Index of the running stage: -1 before the first, stages.length after the last. */
  currentStage: number;
}

export interface CompetitionSummary {
  id: number;
  title: string;
  subtitle: string | null;
  coverUrl: string;
  status: number;
  signUpStart: string;
  signUpEnd: string;
  submitEnd: string;
  signUpOpen: boolean;
}

export interface CompetitionDetail extends CompetitionSummary {
  bannerUrl: string | null;
  organizer: string | null;
  content: string | null;
  extraFields: CompetitionField[];
  tracks: CompetitionTrack[];
}

const summaryColumns = {
  id: competitions.id,
  title: competitions.title,
  subtitle: competitions.subtitle,
  coverUrl: competitions.coverUrl,
  status: competitions.status,
  signUpStart: competitions.signUpStart,
  signUpEnd: competitions.signUpEnd,
  submitEnd: competitions.submitEnd,
};

type SummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof competitions.$inferSelect)[K];
};

function toSummary(r: SummaryRow, now: Date): CompetitionSummary {
  return {
    ...r,
    signUpStart: r.signUpStart.toISOString(),
    signUpEnd: r.signUpEnd.toISOString(),
    submitEnd: r.submitEnd.toISOString(),
    signUpOpen: isSignUpOpen(r, now),
  };
}

/** Every competition, the ones signing up first, then the newest. */
export async function listCompetitions(now = new Date()): Promise<CompetitionSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(competitions)
    .orderBy(asc(competitions.status), desc(competitions.signUpStart));
  return rows.map((r) => toSummary(r, now));
}

async function tracksOf(competitionIds: number[], now: Date) {
  if (competitionIds.length === 0) return [];
  const rows = await db
    .select()
    .from(competitionTracks)
    .where(inArray(competitionTracks.competitionId, competitionIds))
    .orderBy(asc(competitionTracks.sort), asc(competitionTracks.id));
  return rows.map((t) => ({ ...t, currentStage: currentStageIndex(t.stages, now) }));
}

/** One competition with its tracks, their stages and the extra sign-up fields. */
export async function competitionDetail(id: number, now = new Date()): Promise<CompetitionDetail> {
  const [row] = await db
    .select({
      ...summaryColumns,
      bannerUrl: competitions.bannerUrl,
      organizer: competitions.organizer,
      content: competitions.content,
      extraFields: competitions.extraFields,
    })
    .from(competitions)
    .where(eq(competitions.id, id));
  if (!row) throw notFound('大赛不存在');
  const { bannerUrl, organizer, content, extraFields, ...summary } = row;
  const tracks = (await tracksOf([id], now)).map(
    ({ id, name, description, stages, currentStage }) => ({
      id,
      name,
      description,
      stages,
      currentStage,
    }),
  );
  return { ...toSummary(summary, now), bannerUrl, organizer, content, extraFields, tracks };
}

export const competitionIdQuery = z.object({
  competitionId: param(idField().optional()),
});

/** queryAddField: the extra fields a competition asks for on sign-up. */
export async function competitionExtraFields(competitionId: number): Promise<CompetitionField[]> {
  const [row] = await db
    .select({ extraFields: competitions.extraFields })
    .from(competitions)
    .where(eq(competitions.id, competitionId));
  if (!row) throw notFound('大赛不存在');
  return row.extraFields;
}

export const designerTypes = () => DESIGNER_TYPES.map((t) => ({ ...t }));

/** signUp: one sign-up per user and track, only while the competition signs up. */
export async function signUpForCompetition(
  userId: number,
  input: z.output<typeof signUpSchema>,
  now = new Date(),
): Promise<{ id: number }> {
  const detail = await competitionDetail(input.competitionId, now);
  if (!detail.signUpOpen) throw badRequest(COMPETITION_MSG.closed);
  if (!detail.tracks.some((t) => t.id === input.trackId)) throw badRequest('赛道不存在');
  const extraProblem = checkExtraFields(detail.extraFields, input.extra);
  if (extraProblem) throw badRequest(extraProblem);
  const known = new Set(detail.extraFields.map((f) => f.name));
  const extra = Object.fromEntries(
    Object.entries(input.extra).filter(([k, v]) => known.has(k) && v.trim() !== ''),
  );
  const [row] = await db
    .insert(competitionSignups)
    .values({
      competitionId: input.competitionId,
      trackId: input.trackId,
      userId,
      designerType: input.designerType,
      name: input.name,
      phone: input.phone,
      company: input.company || null,
      extra,
    })
    .onConflictDoNothing()
    .returning({ id: competitionSignups.id });
  if (!row) throw new HttpError(409, COMPETITION_MSG.already);
  return row;
}

async function materialsOf(signupIds: number[]): Promise<CompetitionMaterial[]> {
  if (signupIds.length === 0) return [];
  const rows = await db
    .select()
    .from(competitionMaterials)
    .where(inArray(competitionMaterials.signupId, signupIds))
    .orderBy(desc(competitionMaterials.createdAt), desc(competitionMaterials.id));
  return rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() }));
}

/** myCaseAndTrack / signUpDetail: the user's sign-ups, their tracks' stages and entries. */
export async function mySignups(
  userId: number,
  competitionId?: number,
  now = new Date(),
): Promise<CompetitionSignup[]> {
  const rows = await db
    .select({
      id: competitionSignups.id,
      competitionId: competitionSignups.competitionId,
      competitionTitle: competitions.title,
      trackId: competitionSignups.trackId,
      trackName: competitionTracks.name,
      stages: competitionTracks.stages,
      designerType: competitionSignups.designerType,
      name: competitionSignups.name,
      status: competitionSignups.status,
      createdAt: competitionSignups.createdAt,
    })
    .from(competitionSignups)
    .innerJoin(competitions, eq(competitions.id, competitionSignups.competitionId))
    .innerJoin(competitionTracks, eq(competitionTracks.id, competitionSignups.trackId))
    .where(
      and(
        eq(competitionSignups.userId, userId),
        competitionId ? eq(competitionSignups.competitionId, competitionId) : undefined,
      ),
    )
    .orderBy(desc(competitionSignups.createdAt), desc(competitionSignups.id));
  const materials = await materialsOf(rows.map((r) => r.id));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    currentStage: currentStageIndex(r.stages, now),
    materials: materials.filter((m) => m.signupId === r.id),
  }));
}

/**
 * uploadMaterial: an entry for the running stage of the user's own sign-up. The file must be
 * one the user uploaded through the storage driver (file/privateUpload).
 */
export async function uploadCompetitionMaterial(
  userId: number,
  input: z.output<typeof materialSchema>,
  now = new Date(),
): Promise<{ id: number }> {
  const [signup] = await db
    .select({ id: competitionSignups.id, stages: competitionTracks.stages })
    .from(competitionSignups)
    .innerJoin(competitionTracks, eq(competitionTracks.id, competitionSignups.trackId))
    .where(and(eq(competitionSignups.id, input.signupId), eq(competitionSignups.userId, userId)));
  if (!signup) throw badRequest(COMPETITION_MSG.notSignedUp);
  const stage = signup.stages[currentStageIndex(signup.stages, now)];
  if (!stage) throw badRequest(COMPETITION_MSG.noStage);
  const file = await findOwnUpload(userId, input.fileUrl);
  if (!file) throw badRequest('参赛资料无效，请重新上传');
  const [row] = await db
    .insert(competitionMaterials)
    .values({
      signupId: signup.id,
      stage: stage.name,
      title: input.title,
      fileUrl: input.fileUrl,
      fileType: fileExtension(file.key),
    })
    .returning({ id: competitionMaterials.id });
  return row!;
}

export const myProjectQuery = pageQuery(10);

/** myDesignProject: every entry the user has handed in, newest first. */
export async function myDesignProjects(
  userId: number,
  q: z.output<typeof myProjectQuery>,
): Promise<Page<CompetitionMaterial & { competitionTitle: string; trackName: string }>> {
  const where = eq(competitionSignups.userId, userId);
  const base = () =>
    db
      .select({
        id: competitionMaterials.id,
        signupId: competitionMaterials.signupId,
        stage: competitionMaterials.stage,
        title: competitionMaterials.title,
        fileUrl: competitionMaterials.fileUrl,
        fileType: competitionMaterials.fileType,
        status: competitionMaterials.status,
        score: competitionMaterials.score,
        createdAt: competitionMaterials.createdAt,
        competitionTitle: competitions.title,
        trackName: competitionTracks.name,
      })
      .from(competitionMaterials)
      .innerJoin(competitionSignups, eq(competitionSignups.id, competitionMaterials.signupId))
      .innerJoin(competitions, eq(competitions.id, competitionSignups.competitionId))
      .innerJoin(competitionTracks, eq(competitionTracks.id, competitionSignups.trackId))
      .where(where);
  const [rows, [count]] = await Promise.all([
    base()
      .orderBy(desc(competitionMaterials.createdAt), desc(competitionMaterials.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db
      .select({ n: countAll })
      .from(competitionMaterials)
      .innerJoin(competitionSignups, eq(competitionSignups.id, competitionMaterials.signupId))
      .where(where),
  ]);
  return toPage(
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    count?.n ?? 0,
    q,
  );
}

export const passWorkQuery = pageQuery(12).extend({
  trackId: idField(),
  stage: param(z.string().trim().max(64).optional()),
});

/** trackStage/passWork: the entries that passed a track's stage (all stages when none named). */
export async function passedWorks(q: z.output<typeof passWorkQuery>): Promise<Page<PassedWork>> {
  const where = and(
    eq(competitionSignups.trackId, q.trackId),
    eq(competitionMaterials.status, 1),
    q.stage ? eq(competitionMaterials.stage, q.stage) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: competitionMaterials.id,
        title: competitionMaterials.title,
        stage: competitionMaterials.stage,
        score: competitionMaterials.score,
        author: competitionSignups.name,
        fileType: competitionMaterials.fileType,
      })
      .from(competitionMaterials)
      .innerJoin(competitionSignups, eq(competitionSignups.id, competitionMaterials.signupId))
      .where(where)
      .orderBy(sql`${competitionMaterials.score} DESC NULLS LAST`, asc(competitionMaterials.id))
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    db
      .select({ n: countAll })
      .from(competitionMaterials)
      .innerJoin(competitionSignups, eq(competitionSignups.id, competitionMaterials.signupId))
      .where(where),
  ]);
  return toPage(rows, count?.n ?? 0, q);
}
