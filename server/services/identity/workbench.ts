import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { UserInfo, WorkbenchItem } from '@/api/types';
import { workbenchType } from '@/lib/identity';
import { db } from '@/server/db';
import { workbenches } from '@/server/db/schema';

/** The workbenches of the user's approved identity (personal ones without); spec §3. */
export async function listWorkbenches(
  user: Pick<UserInfo, 'topType' | 'enterpriseStatus'>,
): Promise<WorkbenchItem[]> {
  const rows = await db
    .select()
    .from(workbenches)
    .where(eq(workbenches.enterpriseType, workbenchType(user)))
    .orderBy(asc(workbenches.id));
  return rows.map((w) => ({
    console: { desc: w.desc, consoleId: w.consoleId === 'sup' ? 'sup' : 'other' },
    url: w.url,
    roleTree: w.roleTree,
  }));
}
