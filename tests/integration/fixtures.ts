import { randomUUID } from 'node:crypto';
import { NextRequest } from 'next/server';
import { db } from '@/server/db';
import { areas, categories, enterprises, opsRoles, themes, users } from '@/server/db/schema';
import { createSession, SESSION_COOKIE } from '@/server/services/identity/session';
import { clearThemeCache } from '@/server/services/theme';
import { builtinThemes } from '@/themes/builtin';

/** The smallest data set the shell calls need: the built-in themes, a category tree and areas. */
export async function insertBasics(): Promise<void> {
  await db.insert(themes).values(builtinThemes);
  clearThemeCache();
  await db.insert(categories).values([
    { id: 1, pid: 0, name: '装饰建材', level: 1, sort: 1 },
    { id: 5, pid: 1, name: '地板', level: 2, sort: 1 },
    { id: 51, pid: 5, name: '实木复合地板', level: 3, sort: 1 },
    { id: 52, pid: 5, name: '强化复合地板', level: 3, sort: 2 },
    { id: 22, pid: 1, name: '涂料', level: 2, sort: 2 },
    { id: 23, pid: 1, name: '停用类目', level: 2, sort: 3, status: 0 },
    { id: 231, pid: 23, name: '停用子类目', level: 3, sort: 1 },
    { id: 2, pid: 0, name: '保温材料', level: 1, sort: 2 },
    { id: 37, pid: 2, name: '墙体保温', level: 2, sort: 1 },
  ]);
  await db.insert(areas).values([
    { id: 310000, pid: 0, name: '上海市', level: 1, sort: 1 },
    { id: 310100, pid: 310000, name: '上海市', level: 2, sort: 1 },
    { id: 440000, pid: 0, name: '广东省', level: 1, sort: 2 },
    { id: 440100, pid: 440000, name: '广州市', level: 2, sort: 1 },
    { id: 440300, pid: 440000, name: '深圳市', level: 2, sort: 2 },
  ]);
}

/** A user with an optional active enterprise of the given type, signed in; returns the cookie. */
export async function signedInUser(enterpriseType?: 1 | 2, isOperator = false) {
  const phone = `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  let activeEnterpriseId: number | null = null;
  if (enterpriseType) {
    const [e] = await db
      .insert(enterprises)
      .values({ name: `测试企业${phone}`, type: enterpriseType, status: 1 })
      .returning({ id: enterprises.id });
    activeEnterpriseId = e!.id;
  }
  const [u] = await db
    .insert(users)
    .values({ phone, name: '测试用户', clientId: randomUUID(), activeEnterpriseId })
    .returning();
  if (isOperator) await db.insert(opsRoles).values({ userId: u!.id, role: 'super' });
  const { token } = await createSession(u!.id);
  return { user: u!, cookie: `${SESSION_COOKIE}=${token}` };
}

/** Builds a request as the browser would send it to this app. */
export function request(
  path: string,
  init: { method?: string; host?: string; cookie?: string; body?: unknown; ip?: string } = {},
): NextRequest {
  // The mall's API client marks every call (lib/request-origin); writes need the mark.
  const headers = new Headers({
    host: init.host ?? 'localhost:3000',
    'x-requested-with': 'XMLHttpRequest',
  });
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.ip) headers.set('x-forwarded-for', init.ip);
  let body: string | undefined;
  if (init.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  }
  return new NextRequest(`http://${init.host ?? 'localhost:3000'}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body,
  });
}

export async function json<T = unknown>(
  res: Response,
): Promise<{ status: number; code: number; msg: string; data: T }> {
  const body = (await res.json()) as { code: number; msg: string; data: T };
  return { status: res.status, ...body };
}
