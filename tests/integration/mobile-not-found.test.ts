import { beforeAll, describe, expect, it } from 'vitest';
import UnknownMobilePage from '@/app/[theme]/mobile/[...rest]/page';
import CertificateDetailsPage from '@/app/[theme]/mobile/poster/certificateDetails/page';
import CertificateEntryPage from '@/app/[theme]/mobile/poster/certificateEntry/page';
import MobilePosterHomePage from '@/app/[theme]/mobile/poster/home/page';
import MobilePosterSignInPage from '@/app/[theme]/mobile/poster/signin/page';
import MobilePosterSignsPage from '@/app/[theme]/mobile/poster/signs/page';
import MobilePosterSuccessPage from '@/app/[theme]/mobile/poster/success/page';
import MobileInformationPage from '@/app/[theme]/mobile/information/details/page';
import { db } from '@/server/db';
import { activities, activityAttendees, activitySignups } from '@/server/db/schema';
import { insertBasics } from './fixtures';

// Every bad or missing parameter of a phone page must end in notFound(), which the phone
// 404 page (app/[theme]/mobile/not-found.tsx) answers; anything else is a 500.
const NOT_FOUND = 'NEXT_HTTP_ERROR_FALLBACK;404';

type Query = Record<string, string | undefined>;
type Page = (props: {
  params: Promise<{ theme: string }>;
  searchParams: Promise<Query>;
}) => unknown;

const open = async (page: Page, query: Query) =>
  page({ params: Promise.resolve({ theme: 'main' }), searchParams: Promise.resolve(query) });

async function digestOf(page: Page, query: Query): Promise<string | undefined> {
  try {
    await open(page, query);
    return undefined;
  } catch (error) {
    return (error as { digest?: string }).digest ?? String(error);
  }
}

beforeAll(async () => {
  await insertBasics();
  const start = new Date(Date.now() - 3_600_000);
  await db.insert(activities).values({
    id: 1,
    marketingId: 'MK20260401001',
    marketingName: '绿色建材供需对接会（杭州站）',
    startTime: start,
    endTime: new Date(start.getTime() + 8 * 3_600_000),
    status: '1',
  });
  const [signup] = await db
    .insert(activitySignups)
    .values({
      activityId: 1,
      tenantName: '杭州绿城建材有限公司',
      contactName: '周敏',
      phone: '13912345601',
    })
    .returning();
  await db
    .insert(activityAttendees)
    .values({ id: 7, signupId: signup!.id, activityId: 1, name: '周敏', phone: '13912345601' });
});

const posterPages: [string, Page][] = [
  ['home', MobilePosterHomePage as Page],
  ['signin', MobilePosterSignInPage as Page],
  ['signs', MobilePosterSignsPage as Page],
  ['success', MobilePosterSuccessPage as Page],
  ['certificateEntry', CertificateEntryPage as Page],
];

describe('phone pages answer bad parameters with the 404 page', () => {
  it.each(posterPages)(
    '/mobile/poster/%s without, with a bad or an unknown id',
    async (_, page) => {
      for (const query of [
        {},
        { id: 'abc' },
        { id: '0' },
        { id: '1.5' },
        { id: '99999999999' },
        { id: '404' },
      ]) {
        expect(await digestOf(page, query), JSON.stringify(query)).toBe(NOT_FOUND);
      }
      expect(await digestOf(page, { id: '1', pageNo: 'x', kind: 'x' })).toBeUndefined();
    },
  );

  it('/mobile/poster/certificateDetails without no, or with a wrong or oversized one', async () => {
    const page = CertificateDetailsPage as Page;
    for (const query of [
      { id: '10' },
      { id: '1' },
      { id: '1', no: '' },
      { id: '404', no: 'MK20260401001-00007' },
      { id: '1', no: 'MK20260401001-' },
      { id: '1', no: 'MK20260401001-abc' },
      { id: '1', no: 'MK20260401001-99999999999' },
      { id: '1', no: 'MK20260401001-00008' },
      // Found, but not signed in yet: no certificate.
      { id: '1', no: 'MK20260401001-00007' },
    ]) {
      expect(await digestOf(page, query), JSON.stringify(query)).toBe(NOT_FOUND);
    }
  });

  it('/mobile/information/details without, with a bad or an unknown id', async () => {
    const page = MobileInformationPage as Page;
    for (const query of [{}, { id: 'x' }, { id: '-1' }, { id: '9999999999' }, { id: '404' }]) {
      expect(await digestOf(page, query), JSON.stringify(query)).toBe(NOT_FOUND);
    }
  });

  it('an unknown /mobile/… path', async () => {
    expect(await digestOf(UnknownMobilePage as Page, {})).toBe(NOT_FOUND);
  });
});
