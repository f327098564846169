import { cookies } from 'next/headers';
import { forbidden, unauthorized } from 'next/navigation';
import { ConsoleShell } from '@/components/ops/console-shell';
import { findSessionUser, SESSION_COOKIE } from '@/server/services/identity/session';
import { opsGrantsOf } from '@/server/services/ops-access';

// Per-user (the session's grants): never the realm layout's cached render.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /ops: the ops console, for users holding an ops role (401 to visitors, 403 to the rest). */
export default async function OpsPage({ searchParams }: Props) {
  const user = await findSessionUser((await cookies()).get(SESSION_COOKIE)?.value);
  if (!user) unauthorized();
  const grants = await opsGrantsOf(user.id);
  if (grants.length === 0) forbidden();
  const { s } = await searchParams;
  return (
    <ConsoleShell
      grants={grants}
      operatorName={user.name}
      initialSection={typeof s === 'string' ? s : undefined}
    />
  );
}
