import 'server-only';
import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { Db } from './client';

/**
 * A column of the outer query, as "table"."column", for correlated subqueries: Drizzle writes
 * a bare "column" when the outer query has one table, and inside the subquery that bare name
 * means the subquery's own column (a project's line count compared the lines with themselves).
 * Names follow the clients' snake_case casing (server/db/client.ts).
 */
export function outer(column: Column): SQL {
  const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(name)}`;
}

/** The rows of a raw statement: PGlite and node-postgres both answer `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
