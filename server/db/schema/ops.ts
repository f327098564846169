import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import type { OpsRole } from '@/lib/ops-roles';
import { users } from './identity';

/**
 * Who may use the ops console (lib/ops-roles): one row per role a user holds; a 'realm' row
 * names the realm (themes.code) it is limited to, the other roles have none.
 */
export const opsRoles = pgTable(
  'ops_roles',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar({ length: 16 }).$type<OpsRole>().notNull(),
    themeCode: varchar({ length: 32 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ops_roles_uq').on(t.userId, t.role, t.themeCode).nullsNotDistinct(),
    check('ops_roles_role_ck', sql`${t.role} in ('super', 'content', 'auditor', 'realm')`),
    check('ops_roles_theme_ck', sql`(${t.role} = 'realm') = (${t.themeCode} is not null)`),
  ],
);
export type OpsRoleRow = typeof opsRoles.$inferSelect;

/** Every change made in the ops console, written in the same transaction as the change. */
export const opsAudit = pgTable(
  'ops_audit',
  {
    id: serial().primaryKey(),
    actorId: integer()
      .notNull()
      .references(() => users.id),
    /** What was done, `<area>.<verb>`, e.g. realm.publish, role.grant. */
    action: varchar({ length: 64 }).notNull(),
    targetType: varchar({ length: 32 }).notNull(),
    targetId: varchar({ length: 64 }).notNull(),
    /** The realm the change belongs to, when it belongs to one. */
    themeCode: varchar({ length: 32 }),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ops_audit_created_idx').on(t.createdAt),
    index('ops_audit_actor_idx').on(t.actorId, t.createdAt),
    index('ops_audit_target_idx').on(t.targetType, t.targetId),
    index('ops_audit_theme_idx').on(t.themeCode, t.createdAt),
  ],
);
export type OpsAuditRow = typeof opsAudit.$inferSelect;
