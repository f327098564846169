import 'server-only';
import { asc } from 'drizzle-orm';
import { db } from '@/server/db';
import { areas } from '@/server/db/schema';

export interface Province {
  id: number;
  name: string;
  citys: { id: number; name: string }[];
}

/**
 * Provinces with their cities (getServerArea, address/findAll), in the stored order. The areas
 * table holds every province and city the mall serves, so both calls answer the same tree.
 */
export async function serverArea(): Promise<Province[]> {
  const rows = await db
    .select()
    .from(areas)
    .orderBy(asc(areas.level), asc(areas.sort), asc(areas.id));
  const provinces = new Map<number, Province>();
  for (const r of rows) {
    if (r.level === 1) provinces.set(r.id, { id: r.id, name: r.name, citys: [] });
    else provinces.get(r.pid)?.citys.push({ id: r.id, name: r.name });
  }
  return [...provinces.values()];
}
