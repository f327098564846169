import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * The audit trail of certification decisions: every submission and every operator decision on a
 * company certification, a designer certification or a selected-supplier sign-up.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial().primaryKey(),
    /** company (enterprises.id) | designer (users.id) | selected_supplier (selected_supplier_signups.id) */
    subject: varchar({ length: 24 }).notNull(),
    subjectId: integer().notNull(),
    /** submit | resubmit | approve | reject */
    action: varchar({ length: 16 }).notNull(),
    /** Status before and after, as `<status>/<tenantStatus>` or the designer status. */
    fromStatus: varchar({ length: 48 }),
    toStatus: varchar({ length: 48 }),
    /** Required for a rejection. */
    reason: text(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What was submitted (a designer's certification lives only here). */
    payload: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_subject_idx').on(t.subject, t.subjectId, t.createdAt),
    index('reviews_created_idx').on(t.createdAt),
  ],
);
export type Review = typeof reviews.$inferSelect;
