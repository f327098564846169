import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/server/db';
import { userEnterprises } from '@/server/db/schema';
import type { SessionUser } from '@/server/services/identity/session';
import { findSessionUser } from '@/server/services/identity/session';
import { insertBasics, signedInUser } from './fixtures';

// Every page that takes an id from its path (/product/item/:id, /supplier/:id/…) or its query
// (?id=) is opened with ids that name no row: beyond 2³¹, negative, zero, text, NUL. Each must
// answer its 404 page (or, where the id only picks an item of a list, render), never a 500.

const viewer = vi.hoisted(() => ({ current: null as SessionUser | null }));
vi.mock('@/server/services/page-viewer', () => ({ pageViewer: async () => viewer.current }));

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGES = path.join(ROOT, 'app/[theme]');
const BAD_IDS = ['99999999999', '2147483648', '-1', '0', 'abc', '1.5', 'a\u0000b'];

/** Segments that carry a row id; the others ([theme], [state], [categoryPath] …) have their own tests. */
const ID_SEGMENT = /^\[{1,2}(\.\.\.)?(id|tenantId)\]{1,2}$/;
/** How a page reads `?id=`. */
const QUERY_ID = /searchParams\)?\)?\.id\b|\bsp\.id\b|posterActivityOf\(|'id'\)/;

/** Pages where `?id=` only picks an item of a list, so a bad id shows the list (or a redirect). */
const LENIENT: Record<string, string> = {
  '(mall)/(antd)/competition/page.tsx': 'a bad id shows the first competition',
  '(mall)/(antd)/designs/design-case/page.tsx': 'a bad id shows the case list',
  '(mall)/(antd)/help/page.tsx': 'a bad id shows the first article',
  '(mall)/(antd)/activitys/poster/page.tsx':
    'forwards the id to the poster page, which answers 404',
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

const idPages = files(PAGES)
  .filter((f) => /\/(page|layout)\.tsx$/.test(f))
  .map((f) => path.relative(PAGES, f))
  .map((rel) => {
    const segments = rel.split('/').slice(0, -1);
    const idSegment = segments.find((s) => ID_SEGMENT.test(s));
    const byQuery = !idSegment && QUERY_ID.test(readFileSync(path.join(PAGES, rel), 'utf8'));
    return { rel, idSegment, byQuery };
  })
  .filter((p) => p.idSegment || p.byQuery);

type Outcome = 'rendered' | 'notFound' | 'redirect' | string;

async function outcome(run: () => unknown): Promise<Outcome> {
  try {
    await run();
    return 'rendered';
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? '');
    if (digest === 'NEXT_HTTP_ERROR_FALLBACK;404') return 'notFound';
    if (digest.startsWith('NEXT_REDIRECT')) return 'redirect';
    return `error: ${String(error)}`;
  }
}

const users: Partial<Record<'buyer' | 'supplier', SessionUser>> = {};

beforeAll(async () => {
  await insertBasics();
  for (const [who, type] of [
    ['buyer', 2],
    ['supplier', 1],
  ] as const) {
    const { cookie, user } = await signedInUser(type);
    // A member of its enterprise, so the workbench of its side opens for it.
    await db
      .insert(userEnterprises)
      .values({ userId: user.id, enterpriseId: user.activeEnterpriseId!, isAdmin: true });
    users[who] = (await findSessionUser(cookie.split('=')[1]))!;
  }
});

describe('pages opened with ids that name no row', () => {
  it('finds the pages that take an id', () => {
    expect(idPages.map((p) => p.rel)).toEqual(
      expect.arrayContaining([
        '(mall)/product/item/[[...id]]/page.tsx',
        '(mall)/(antd)/supplier/[id]/layout.tsx',
        '(mall)/(antd)/workbench/supplier/inquiries/[id]/page.tsx',
        '(mall)/(antd)/activitys/details/page.tsx',
        'mobile/poster/certificateDetails/page.tsx',
      ]),
    );
  });

  it.each(idPages)('$rel answers its 404 page', async ({ rel, idSegment }) => {
    const mod = (await import(/* @vite-ignore */ path.join(PAGES, rel))) as Record<
      string,
      (props: unknown) => unknown
    >;
    // A workbench page is opened by someone of its own side, so the id is what decides.
    viewer.current = rel.includes('/workbench/supplier/')
      ? users.supplier!
      : rel.includes('/workbench/developer/')
        ? users.buyer!
        : null;
    const key = idSegment?.replace(/[[\].]/g, '');
    const catchAll = idSegment?.includes('...');
    const expected = LENIENT[rel] ? ['rendered', 'redirect', 'notFound'] : ['notFound'];
    for (const bad of BAD_IDS) {
      const props = {
        params: Promise.resolve({
          theme: 'mall',
          ...(key ? { [key]: catchAll ? [bad] : bad } : {}),
        }),
        searchParams: Promise.resolve({ id: bad, no: 'x' }),
        children: null,
      };
      for (const name of ['default', 'generateMetadata'] as const) {
        if (typeof mod[name] !== 'function') continue;
        const got = await outcome(() => mod[name]!(props));
        // generateMetadata of a lenient or id-free page may well succeed.
        const allowed = name === 'generateMetadata' ? [...expected, 'rendered'] : expected;
        expect(allowed, `${name} of ${rel} with id ${JSON.stringify(bad)}: ${got}`).toContain(got);
      }
    }
  });
});
