import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { LEAD_REPEAT_TEXT, leadPageKey, trimBrowse, validateLead } from '@/lib/lead';
import { describeIssue, z } from '@/lib/zod';
import { db } from '@/server/db';
import { leads } from '@/server/db/schema';
import { badRequest, HttpError } from '@/server/http/errors';

const REPEAT_WINDOW_MS = 24 * 3600 * 1000;

const field = z.string().nullish();

/** Only the types are checked here; the spec §5 rules run in order in createLead. */
export const leadInput = z.object({
  leadsName: field,
  linkmanName: field,
  mobile: field,
  position: field,
  remark: field,
  browse: field,
  businessScene: field,
});

const leadLimits = z.object({
  linkmanName: z.string().max(32),
  mobile: z.string(),
  leadsName: z.string().max(128),
  position: z.string().max(32),
  remark: z.string().max(500),
  businessScene: z.string().max(64),
  browse: z.string().max(20_000),
});

const LEAD_LABELS = {
  linkmanName: '姓名',
  leadsName: '公司名称',
  position: '职位',
  remark: '备注',
  businessScene: '业务场景',
  browse: '浏览记录',
};

export interface LeadMeta {
  userId: number | null;
  clientId: string | null;
  ip: string;
  /** The page the form was sent from (the Referer), for its page key. */
  referer: string | null;
}

function pageKeyOf(referer: string | null, browse: string[]): string | null {
  let path = browse.at(-1) ?? null;
  if (referer && URL.canParse(referer)) path = new URL(referer).pathname;
  return path === null ? null : leadPageKey(path);
}

/**
 * Stores a visitor lead (createLeads). Bad input answers 400 with the first failing rule's
 * text; a second lead from the same mobile within 24 hours answers 409 with the repeat text.
 */
export async function createLead(input: z.output<typeof leadInput>, meta: LeadMeta): Promise<void> {
  const failed = validateLead(input);
  if (failed) throw badRequest(failed);
  const limited = leadLimits.safeParse({
    linkmanName: input.linkmanName!.trim(),
    mobile: input.mobile!.trim(),
    leadsName: input.leadsName!.trim(),
    position: input.position!.trim(),
    remark: input.remark?.trim() ?? '',
    businessScene: input.businessScene?.trim() ?? '',
    browse: input.browse ?? '',
  });
  if (!limited.success) throw badRequest(describeIssue(limited.error, LEAD_LABELS));
  const lead = limited.data;
  const browse = trimBrowse(lead.browse.split(','));

  await db.transaction(async (tx) => {
    // Serialises leads of one mobile so two quick submits cannot both pass the repeat check.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`lead:${lead.mobile}`}))`);
    const since = new Date(Date.now() - REPEAT_WINDOW_MS);
    const [recent] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.mobile, lead.mobile), gt(leads.createdAt, since)))
      .limit(1);
    if (recent) throw new HttpError(409, LEAD_REPEAT_TEXT);
    await tx.insert(leads).values({
      ...lead,
      remark: lead.remark || null,
      businessScene: lead.businessScene || null,
      browse: browse.join(','),
      pageKey: pageKeyOf(meta.referer, browse),
      clientId: meta.clientId,
      userId: meta.userId,
      ip: meta.ip,
    });
  });
}
