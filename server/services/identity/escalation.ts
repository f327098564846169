import 'server-only';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import {
  CAPTCHA_REQUIRED_CODE,
  ESCALATION_MSG,
  ESCALATION_NOTICE_WINDOW_SECONDS,
  isEscalated,
  isLive,
  PASSWORD_ESCALATION,
  requirement,
  SMS_CODE_ESCALATION,
  type EscalationPolicy,
  type FailureCounts,
} from '@/lib/login-escalation';
import { captchaClientId, verifyCaptchaVerification } from '@/server/captcha';
import { db } from '@/server/db';
import { loginFailures, smsOutbox, users } from '@/server/db/schema';
import { HttpError, MSG } from '@/server/http/errors';
import { hitLimit } from '@/server/http/rate-limit';
import { smsProvider } from '@/server/sms';

/** Password logins, and SMS-code checks (login, register, reset, phone change). */
export type FailureKind = 'password' | 'code';

const POLICY: Record<FailureKind, EscalationPolicy> = {
  password: PASSWORD_ESCALATION,
  code: SMS_CODE_ESCALATION,
};
const WAIT_MSG: Record<FailureKind, (seconds: number) => string> = {
  password: ESCALATION_MSG.passwordWait,
  code: ESCALATION_MSG.codeWait,
};
const NOTICE_TEXT: Record<FailureKind, string> = {
  password: ESCALATION_MSG.passwordNotice,
  code: ESCALATION_MSG.codeNotice,
};

/** The outbox purpose of the owner's notice; the code-sending limits leave these rows out. */
export const SMS_NOTICE_PURPOSE = 'notice';

// Compare-and-set rounds before an attempt gives up; only a burst on one account and address
// makes one round lose, and each lost round means another attempt was counted.
const MAX_ROUNDS = 20;
const PURGE_INTERVAL_MS = 60_000;

export interface AttemptMeta {
  ip: string;
  userAgent?: string | null;
}

interface PairRow {
  failures: number;
  lastFailedAt: Date;
}

interface Subject {
  kind: FailureKind;
  phone: string;
  ip: string;
}

const pairWhere = ({ kind, phone, ip }: Subject) =>
  and(eq(loginFailures.kind, kind), eq(loginFailures.phone, phone), eq(loginFailures.ip, ip));

/** The counts and the pair row as one statement sees them, so they agree with each other. */
async function readFailures(
  subject: Subject,
  now: Date,
): Promise<{ counts: FailureCounts; seen: PairRow | undefined }> {
  const policy = POLICY[subject.kind];
  const since = new Date(now.getTime() - policy.quietSeconds * 1000);
  const f = loginFailures;
  const live = sql`${f.lastFailedAt} > ${since}`;
  const pair = sql`${f.phone} = ${subject.phone} and ${f.ip} = ${subject.ip}`;
  const [row] = await db
    .select({
      account: sql<number>`coalesce(sum(${f.failures}) filter (where ${f.phone} = ${subject.phone} and ${live}), 0)::int`,
      ip: sql<number>`coalesce(sum(${f.failures}) filter (where ${f.ip} = ${subject.ip} and ${live}), 0)::int`,
      pairFailures: sql<number | null>`max(${f.failures}) filter (where ${pair})`,
      pairLastAt: sql<Date | null>`max(${f.lastFailedAt}) filter (where ${pair})`.mapWith(
        f.lastFailedAt,
      ),
    })
    .from(f)
    .where(and(eq(f.kind, subject.kind), or(eq(f.phone, subject.phone), eq(f.ip, subject.ip))));
  const seen =
    row?.pairFailures != null && row.pairLastAt
      ? { failures: row.pairFailures, lastFailedAt: row.pairLastAt }
      : undefined;
  const livePair = seen && isLive(policy, seen.lastFailedAt, now) ? seen : undefined;
  return {
    counts: {
      account: row?.account ?? 0,
      ip: row?.ip ?? 0,
      pair: livePair?.failures ?? 0,
      pairLastAt: livePair?.lastFailedAt ?? null,
    },
    seen,
  };
}

/**
 * Counts one failure against the pair row, but only if the row is still as `seen` was
 * (compare-and-set): parallel attempts each count once and each is judged by the count
 * before its own, on PGlite and PostgreSQL alike.
 */
async function countFailure(subject: Subject, seen: PairRow | undefined, now: Date) {
  if (!seen) {
    const inserted = await db
      .insert(loginFailures)
      .values({ ...subject, failures: 1, lastFailedAt: now })
      .onConflictDoNothing()
      .returning({ failures: loginFailures.failures });
    return inserted.length > 0;
  }
  const live = isLive(POLICY[subject.kind], seen.lastFailedAt, now);
  const updated = await db
    .update(loginFailures)
    .set({ failures: live ? seen.failures + 1 : 1, lastFailedAt: now })
    .where(
      and(
        pairWhere(subject),
        eq(loginFailures.failures, seen.failures),
        eq(loginFailures.lastFailedAt, seen.lastFailedAt),
      ),
    )
    .returning({ failures: loginFailures.failures });
  return updated.length > 0;
}

let lastPurge = 0;
async function purgeNowAndThen(now: Date): Promise<void> {
  if (now.getTime() - lastPurge < PURGE_INTERVAL_MS) return;
  lastPurge = now.getTime();
  const quiet = Math.max(...Object.values(POLICY).map((p) => p.quietSeconds));
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.lastFailedAt, new Date(now.getTime() - quiet * 1000)));
}

const captchaRequired = () =>
  new HttpError(403, ESCALATION_MSG.captchaRequired, CAPTCHA_REQUIRED_CODE);

async function passesClickWord(verification: string | undefined, meta: AttemptMeta) {
  if (!verification) return false;
  const result = await verifyCaptchaVerification(verification, {
    clientId: captchaClientId(meta.ip, meta.userAgent),
    captchaType: 'clickWord',
  });
  return result.ok;
}

/**
 * Tells the owner (by SMS, through the outbox) that their account is under escalation, at
 * most once per kind and phone in the notice window. Unknown phones get nothing; a failed
 * delivery is logged and does not change the answer to the attempt.
 */
async function noticeOwner(kind: FailureKind, phone: string, now: Date): Promise<void> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (!owner) return;
  const claim = await hitLimit(
    `login-notice:${kind}:${phone}`,
    1,
    ESCALATION_NOTICE_WINDOW_SECONDS,
    now,
  );
  if (!claim.allowed) return;
  try {
    const [row] = await db
      .insert(smsOutbox)
      .values({
        phone,
        purpose: SMS_NOTICE_PURPOSE,
        codeHash: '',
        content: '',
        expiresAt: now,
        createdAt: now,
      })
      .returning({ id: smsOutbox.id });
    await smsProvider().send(phone, NOTICE_TEXT[kind], { outboxId: row!.id });
  } catch (error) {
    console.error('[sms] escalation notice failed', error);
  }
}

export interface Attempt {
  /** The credential was right: this address's failures on the account are forgotten. */
  succeeded(): Promise<void>;
  /** The credential was wrong: it stays counted, and the owner hears of an escalation. */
  failed(): Promise<void>;
}

/**
 * Admits one sign-in attempt under the escalation rules (lib/login-escalation) and counts it
 * as a failure before the credential is checked, so that a burst of parallel attempts cannot
 * all pass under a count read before any of them. Refuses with 429 over the address ceiling
 * or while the address must wait, and with 403 {@link CAPTCHA_REQUIRED_CODE} when a passed
 * click-word captcha is needed and `captchaVerification` is not one. A refused attempt is not
 * counted, so refusals never lengthen a wait. The same answers whether or not the phone
 * belongs to an account.
 */
export async function beginAttempt(
  kind: FailureKind,
  phone: string,
  captchaVerification: string | undefined,
  meta: AttemptMeta,
  now: Date = new Date(),
): Promise<Attempt> {
  const policy = POLICY[kind];
  const subject: Subject = { kind, phone, ip: meta.ip };
  let captchaPassed = false;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { counts, seen } = await readFailures(subject, now);
    const need = requirement(policy, counts, now);
    if (need.kind === 'ceiling') throw new HttpError(429, ESCALATION_MSG.ceiling);
    if (need.kind === 'wait') throw new HttpError(429, WAIT_MSG[kind](need.seconds));
    if (need.kind === 'captcha' && !captchaPassed) {
      captchaPassed = await passesClickWord(captchaVerification, meta);
      if (!captchaPassed) throw captchaRequired();
    }
    if (await countFailure(subject, seen, now)) {
      await purgeNowAndThen(now);
      const accountFailures = counts.account + 1;
      return {
        succeeded: async () => {
          await db.delete(loginFailures).where(pairWhere(subject));
        },
        failed: async () => {
          if (isEscalated(policy, accountFailures)) await noticeOwner(kind, phone, now);
        },
      };
    }
  }
  throw new HttpError(429, MSG.tooMany);
}
