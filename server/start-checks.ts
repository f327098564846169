import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { unsafeSettings, unsafeThemeUrls, type UnsafeSetting } from '@/lib/env-guard';
import { securityHeaders, staleHeaders, type Header } from '@/lib/security-headers';
import { db } from '@/server/db';
import { themes } from '@/server/db/schema';
import { env } from '@/server/env';

/** The security headers this build serves (next.config.ts `headers()`, frozen at build). */
async function builtHeaders(): Promise<Header[] | undefined> {
  try {
    const manifest = JSON.parse(
      await readFile(path.join(process.cwd(), '.next/routes-manifest.json'), 'utf8'),
    ) as { headers?: { source: string; headers: Header[] }[] };
    return manifest.headers?.find((h) => h.source === '/:path*')?.headers;
  } catch {
    return undefined;
  }
}

/** Unsafe settings of this environment, and of the build when it was made for another one. */
export async function unsafeStartSettings(): Promise<UnsafeSetting[]> {
  const found = unsafeSettings(env);
  // `next dev` computes headers per request; only a production build freezes them.
  const built = process.env.NODE_ENV === 'production' ? await builtHeaders() : undefined;
  const stale = built ? staleHeaders(securityHeaders(env), built) : [];
  if (stale.length) {
    found.push({
      variable: 'APP_ENV（构建时）',
      message: `构建时的安全响应头与本环境不一致（${stale.join('、')}）；请用本环境的 APP_ENV 重新构建（见 docs/operations.md）`,
    });
  }
  return found;
}

/** Realm settings kept in the database (after migrations): plain-http workbench links. */
export async function unsafeRealmSettings(): Promise<UnsafeSetting[]> {
  const realms = await db
    .select({
      code: themes.code,
      developerNameUrl: themes.developerNameUrl,
      supplierNameUrl: themes.supplierNameUrl,
    })
    .from(themes);
  return unsafeThemeUrls(realms);
}
