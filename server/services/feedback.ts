import 'server-only';
import { db } from '@/server/db';
import { feedbacks } from '@/server/db/schema';

export async function recordFeedback(entry: {
  content: string;
  contact?: string;
  url: string;
  clientId: string | null;
  userId: number | null;
  ip: string;
}): Promise<void> {
  await db.insert(feedbacks).values({ ...entry, contact: entry.contact ?? null });
}
