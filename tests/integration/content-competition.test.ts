import { rm } from 'node:fs/promises';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompetitionSignup, PassedWork } from '@/api/modules/competition';
import type { Page, UploadedFile } from '@/api/types';
import { GET as myCaseAndTrack } from '@/app/v1/api/competition/myCaseAndTrack/route';
import { GET as myDesignProject } from '@/app/v1/api/competition/myDesignProject/route';
import { POST as queryAddField } from '@/app/v1/api/competition/queryAddField/route';
import { POST as signUp } from '@/app/v1/api/competition/signUp/route';
import { GET as signUpDetail } from '@/app/v1/api/competition/signUpDetail/route';
import { GET as passWork } from '@/app/v1/api/competition/trackStage/passWork/route';
import { POST as uploadMaterial } from '@/app/v1/api/competition/uploadMaterial/route';
import { POST as privateUpload } from '@/app/v1/api/file/privateUpload/route';
import { COMPETITION_MSG } from '@/lib/competition';
import { db } from '@/server/db';
import {
  competitionMaterials,
  competitions,
  competitionSignups,
  competitionTracks,
} from '@/server/db/schema';
import { insertBasics, json, request, signedInUser } from './fixtures';

await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  process.env.UPLOAD_DIR = mkdtempSync(join(tmpdir(), 'mall-competition-'));
});

const DAY = 86400_000;
const now = Date.now();
const iso = (days: number) => new Date(now + days * DAY).toISOString();
let cookie = '';
let other = '';
let otherUserId = 0;

beforeAll(async () => {
  await insertBasics();
  const extraFields = [
    { name: 'school', label: '毕业院校', type: 'text' as const, required: false },
    {
      name: 'teamSize',
      label: '团队人数',
      type: 'select' as const,
      required: true,
      options: ['1人', '2-3人'],
    },
  ];
  await db.insert(competitions).values([
    {
      id: 1,
      title: '绿色建材创新设计大赛',
      coverUrl: '/c.png',
      extraFields,
      signUpStart: new Date(now - 5 * DAY),
      signUpEnd: new Date(now + 30 * DAY),
      submitEnd: new Date(now + 60 * DAY),
      status: 1,
    },
    {
      id: 2,
      title: '往届大赛',
      coverUrl: '/c.png',
      signUpStart: new Date(now - 300 * DAY),
      signUpEnd: new Date(now - 250 * DAY),
      submitEnd: new Date(now - 200 * DAY),
      status: 3,
    },
  ]);
  await db.insert(competitionTracks).values([
    {
      id: 1,
      competitionId: 1,
      name: '室内空间组',
      stages: [
        { name: '初赛', startAt: iso(-5), endAt: iso(30) },
        { name: '复赛', startAt: iso(30), endAt: iso(60) },
      ],
    },
    { id: 2, competitionId: 2, name: '往届赛道', stages: [] },
  ]);
  cookie = (await signedInUser()).cookie;
  const o = await signedInUser();
  other = o.cookie;
  otherUserId = o.user.id;
});

afterAll(() => rm(process.env.UPLOAD_DIR!, { recursive: true, force: true }));

const entry = {
  competitionId: 1,
  trackId: 1,
  designerType: 2,
  name: '周子墨',
  phone: '13800000005',
  extra: { teamSize: '2-3人', unknown: 'dropped' },
};

const post = (fn: typeof signUp, path: string, body: unknown, c = cookie) =>
  fn(request(path, { method: 'POST', body, cookie: c }));

describe('competition sign-up', () => {
  it('answers the extra fields of a competition', async () => {
    const { data } = await json<{ name: string }[]>(
      await post(queryAddField, '/v1/api/competition/queryAddField', { competitionId: 1 }, ''),
    );
    expect(data.map((f) => f.name)).toEqual(['school', 'teamSize']);
  });

  it('needs login, a valid form and the required extra fields', async () => {
    expect((await post(signUp, '/v1/api/competition/signUp', entry, '')).status).toBe(401);
    const badPhone = await json(
      await post(signUp, '/v1/api/competition/signUp', { ...entry, phone: '123' }),
    );
    expect(badPhone.status).toBe(400);
    expect(badPhone.msg).toContain('手机号');
    const noTeam = await json(
      await post(signUp, '/v1/api/competition/signUp', { ...entry, extra: {} }),
    );
    expect(noTeam).toMatchObject({ status: 400, msg: COMPETITION_MSG.required('团队人数') });
  });

  it('signs up once per track while sign-up is open', async () => {
    const ok = await json<{ id: number }>(await post(signUp, '/v1/api/competition/signUp', entry));
    expect(ok.status).toBe(200);
    const again = await json(await post(signUp, '/v1/api/competition/signUp', entry));
    expect(again).toMatchObject({ status: 409, msg: COMPETITION_MSG.already });
    const closed = await json(
      await post(signUp, '/v1/api/competition/signUp', { ...entry, competitionId: 2, trackId: 2 }),
    );
    expect(closed).toMatchObject({ status: 400, msg: COMPETITION_MSG.closed });
    const { data } = await json<CompetitionSignup[]>(
      await signUpDetail(request('/v1/api/competition/signUpDetail?competitionId=1', { cookie })),
    );
    expect(data).toEqual([
      expect.objectContaining({ trackName: '室内空间组', currentStage: 0, designerType: 2 }),
    ]);
    const [row] = await db.select().from(competitionSignups);
    expect(row!.extra).toEqual({ teamSize: '2-3人' });
  });
});

describe('competition material', () => {
  async function uploadPdf(c: string): Promise<string> {
    const form = new FormData();
    form.append('file', new File([Buffer.from('%PDF-1.4\n%%EOF\n')], '方案.pdf'));
    const req = new NextRequest('http://localhost:3000/v1/api/file/privateUpload', {
      method: 'POST',
      body: form,
      headers: { host: 'localhost:3000', cookie: c, 'x-requested-with': 'XMLHttpRequest' },
    });
    return (await json<UploadedFile>(await privateUpload(req))).data.fileUrl;
  }

  it('takes an uploaded file for the running stage of the own sign-up only', async () => {
    const [signup] = await db.select().from(competitionSignups);
    const fileUrl = await uploadPdf(cookie);
    const body = { signupId: signup!.id, title: '山水之间', fileUrl };
    expect((await post(uploadMaterial, '/v1/api/competition/uploadMaterial', body)).status).toBe(
      200,
    );
    const foreignFile = await uploadPdf(other);
    const foreign = await json(
      await post(uploadMaterial, '/v1/api/competition/uploadMaterial', {
        ...body,
        fileUrl: foreignFile,
      }),
    );
    expect(foreign.status).toBe(400);
    const notMine = await json(
      await post(uploadMaterial, '/v1/api/competition/uploadMaterial', body, other),
    );
    expect(notMine).toMatchObject({ status: 400, msg: COMPETITION_MSG.notSignedUp });

    const mine = await json<CompetitionSignup[]>(
      await myCaseAndTrack(request('/v1/api/competition/myCaseAndTrack', { cookie })),
    );
    expect(mine.data[0]!.materials).toEqual([
      expect.objectContaining({ title: '山水之间', stage: '初赛', fileType: 'pdf', status: 0 }),
    ]);
    const projects = await json<Page<{ competitionTitle: string }>>(
      await myDesignProject(request('/v1/api/competition/myDesignProject', { cookie })),
    );
    expect(projects.data).toMatchObject({ total: 1 });
    expect(projects.data.records[0]!.competitionTitle).toBe('绿色建材创新设计大赛');
  });

  it('lists the works that passed a stage', async () => {
    const [signup] = await db
      .insert(competitionSignups)
      .values({
        competitionId: 1,
        trackId: 1,
        userId: otherUserId,
        name: '林一',
        phone: '13900000001',
      })
      .returning();
    await db.insert(competitionMaterials).values([
      {
        signupId: signup!.id,
        stage: '初赛',
        title: '晋级作品',
        fileUrl: '/x.pdf',
        fileType: 'pdf',
        status: 1,
        score: 90,
      },
    ]);
    const { data } = await json<Page<PassedWork>>(
      await passWork(request('/v1/api/competition/trackStage/passWork?trackId=1&stage=初赛')),
    );
    expect(data.records).toEqual([expect.objectContaining({ title: '晋级作品', author: '林一' })]);
  });
});
