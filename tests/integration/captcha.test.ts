import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as checkRoute } from '@/app/captcha/check/route';
import { POST as getRoute } from '@/app/captcha/get/route';
import {
  aesDecrypt,
  aesEncrypt,
  blockPuzzlePlaintext,
  captchaVerificationOf,
  clickWordPlaintext,
  scaleDrag,
} from '@/lib/captcha';
import {
  CAPTCHA_CHECK_LIMIT_PER_MINUTE,
  CAPTCHA_FAIL_LIMIT_PER_MINUTE,
  CAPTCHA_GET_LIMIT_PER_MINUTE,
  verifyCaptchaVerification,
} from '@/server/captcha';
import { aesEcbDecrypt, aesEcbEncrypt } from '@/server/captcha/aes';
import { db } from '@/server/db';
import { captchaStates } from '@/server/db/schema';
import {
  type CaptchaImageData as ImageData,
  rawPixels,
  solveBlockPuzzle,
} from '../fixtures/captcha-solver';
import { storedClickPoints } from './captcha-solver';
import { request } from './fixtures';

interface Reply<T = Record<string, unknown>> {
  repCode: string;
  repMsg: string | null;
  repData: T | null;
  success: boolean;
  error: boolean;
}

// Each test speaks from its own address, so the per-client limits of one don't leak into another.
let lastIp = 0;
const newIp = () => `10.1.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;

async function post<T>(
  route: typeof getRoute,
  path: string,
  body: unknown,
  ip: string,
): Promise<Reply<T>> {
  const res = await route(request(path, { method: 'POST', body, ip }));
  expect(res.status).toBe(200);
  return (await res.json()) as Reply<T>;
}

const captchaGet = (body: unknown, ip: string) =>
  post<ImageData>(getRoute, '/captcha/get', body, ip);
const captchaCheck = (body: unknown, ip: string) =>
  post<Record<string, unknown>>(checkRoute, '/captcha/check', body, ip);

async function getOk(captchaType: 'blockPuzzle' | 'clickWord', ip: string): Promise<ImageData> {
  const reply = await captchaGet({ captchaType, clientUid: 'slider-test', ts: Date.now() }, ip);
  expect(reply).toMatchObject({ repCode: '0000', success: true, error: false });
  return reply.repData!;
}

function checkBody(data: ImageData, captchaType: string, plaintext: string) {
  return {
    captchaType,
    token: data.token,
    pointJson: aesEncrypt(plaintext, data.secretKey),
    clientUid: 'slider-test',
    ts: 1700000000000,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AES-128-ECB on the server matches crypto-js in the browser', () => {
  it('round-trips both ways for ASCII, JSON and Chinese text', () => {
    for (const plain of ['{"x":123.87096774193549,"y":5}', 'a'.repeat(16), '验证码---中文', '']) {
      const key = randomBytes(12).toString('base64').slice(0, 16);
      expect(aesEcbEncrypt(plain, key)).toBe(aesEncrypt(plain, key));
      expect(aesEcbDecrypt(aesEncrypt(plain, key), key)).toBe(plain);
      expect(aesDecrypt(aesEcbEncrypt(plain, key), key)).toBe(plain);
    }
  });
});

describe('POST /captcha/get', () => {
  it('returns a 310x155 background and a 47x155 jigsaw piece with alpha, and no answer', async () => {
    const data = await getOk('blockPuzzle', newIp());
    expect(data.token).toMatch(/^[0-9a-f]{32}$/);
    expect(data.secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(data.result).toBe(false);
    expect(data).not.toHaveProperty('wordList');
    expect(JSON.stringify(data)).not.toMatch(/"point/);
    for (const b64 of [data.originalImageBase64, data.jigsawImageBase64!]) {
      expect(b64).toMatch(/^[A-Za-z0-9+/]+=*$/);
    }
    const bg = await sharp(Buffer.from(data.originalImageBase64, 'base64')).metadata();
    expect([bg.format, bg.width, bg.height]).toEqual(['png', 310, 155]);
    const piece = await sharp(Buffer.from(data.jigsawImageBase64!, 'base64')).metadata();
    expect([piece.format, piece.width, piece.height, piece.hasAlpha]).toEqual([
      'png',
      47,
      155,
      true,
    ]);
    const { data: px } = await rawPixels(data.jigsawImageBase64!, true);
    const alphas = new Set<number>();
    for (let i = 3; i < px.length; i += 4) alphas.add(px[i]!);
    expect(alphas.has(0) && alphas.has(255)).toBe(true);
  });

  it('returns exactly 3 single CJK characters for clickWord and no jigsaw', async () => {
    const data = await getOk('clickWord', newIp());
    expect(data.wordList).toHaveLength(3);
    for (const word of data.wordList!) expect(word).toMatch(/^\p{Script=Han}$/u);
    expect(new Set(data.wordList).size).toBe(3);
    expect(data).not.toHaveProperty('jigsawImageBase64');
    const bg = await sharp(Buffer.from(data.originalImageBase64, 'base64')).metadata();
    expect([bg.width, bg.height]).toEqual([310, 155]);
  });

  it('never hands out the same challenge twice', async () => {
    const ip = newIp();
    const a = await getOk('blockPuzzle', ip);
    const b = await getOk('blockPuzzle', ip);
    expect(a.token).not.toBe(b.token);
    expect(a.secretKey).not.toBe(b.secretKey);
    expect(a.originalImageBase64).not.toBe(b.originalImageBase64);
    expect(a.jigsawImageBase64).not.toBe(b.jigsawImageBase64);
    const c = await getOk('clickWord', ip);
    const d = await getOk('clickWord', ip);
    expect(c.originalImageBase64).not.toBe(d.originalImageBase64);
  });

  it('answers 0011 without a captchaType and 0001 for an unknown one', async () => {
    const ip = newIp();
    expect(await captchaGet({}, ip)).toMatchObject({
      repCode: '0011',
      repMsg: 'captchaType不能为空',
      repData: null,
      success: false,
      error: true,
    });
    expect((await captchaGet('not json', ip)).repCode).toBe('0011');
    expect((await captchaGet({ captchaType: 'rotate' }, ip)).repCode).toBe('0001');
  });
});

describe('POST /captcha/check', () => {
  it('passes a slide solved from the images alone, then verifies once', async () => {
    const ip = newIp();
    const data = await getOk('blockPuzzle', ip);
    const x = await solveBlockPuzzle(data);
    expect(x).toBeGreaterThanOrEqual(100);
    expect(x).toBeLessThanOrEqual(262);
    // The widget shows the image 400 px wide and scales the drag back to 310 px.
    const plaintext = blockPuzzlePlaintext(scaleDrag((x * 400) / 310 + 2.6, 400));
    const body = checkBody(data, 'blockPuzzle', plaintext);
    const reply = await captchaCheck(body, ip);
    expect(reply).toMatchObject({
      repCode: '0000',
      success: true,
      error: false,
      repData: {
        captchaType: 'blockPuzzle',
        token: data.token,
        pointJson: body.pointJson,
        ts: body.ts,
        result: true,
      },
    });

    const verification = captchaVerificationOf(data.token, plaintext, data.secretKey);
    expect(await verifyCaptchaVerification(verification)).toEqual({ ok: true });
    expect(await verifyCaptchaVerification(verification)).toEqual({
      ok: false,
      repCode: '6110',
      repMsg: '验证码已失效，请重新获取',
    });
  });

  it('passes a slide within 5 px and fails it beyond, or with y other than 5', async () => {
    const ip = newIp();
    for (const [dx, y, code] of [
      // Numbers are truncated to integers, as the Java server does.
      [5.9, 5, '0000'],
      [-5, 5, '0000'],
      [6, 5, '6111'],
      [-5.1, 5, '6111'],
      [0, 6, '6111'],
    ] as const) {
      const data = await getOk('blockPuzzle', ip);
      const x = await solveBlockPuzzle(data);
      const plaintext = JSON.stringify({ x: x + dx, y });
      const reply = await captchaCheck(checkBody(data, 'blockPuzzle', plaintext), ip);
      expect(reply.repCode, `dx=${dx} y=${y}`).toBe(code);
      if (code === '6111') expect(reply).toMatchObject({ repMsg: '验证失败', success: false });
    }
  });

  it('accepts Android’s 5.0 and a verification that travelled as a query parameter', async () => {
    const ip = newIp();
    const data = await getOk('blockPuzzle', ip);
    const x = await solveBlockPuzzle(data);
    const plaintext = `{"x":${x}.0,"y":5.0}`;
    expect((await captchaCheck(checkBody(data, 'blockPuzzle', plaintext), ip)).repCode).toBe(
      '0000',
    );
    // The exact decrypted string, not a re-serialised one, makes the verification.
    const verification = captchaVerificationOf(data.token, plaintext, data.secretKey);
    const asQuery = new URLSearchParams(`v=${verification}`).get('v')!;
    expect(await verifyCaptchaVerification(asQuery)).toEqual({ ok: true });
  });

  it('passes clicks in the word order and fails them out of order', async () => {
    const ip = newIp();
    const data = await getOk('clickWord', ip);
    const points = await storedClickPoints(data.token);
    expect(points).toHaveLength(3);
    for (const p of points) {
      expect(p.y).toBeGreaterThanOrEqual(25);
      expect(p.y).toBeLessThan(130);
    }
    // A person clicks the middle of each character: half its size right of and above the point.
    const clicks = points.map((p) => ({ x: p.x + 12, y: p.y - 13 }));
    const plaintext = clickWordPlaintext(clicks);
    const reply = await captchaCheck(checkBody(data, 'clickWord', plaintext), ip);
    expect(reply).toMatchObject({ repCode: '0000', repData: { result: true } });
    const verification = captchaVerificationOf(data.token, plaintext, data.secretKey);
    expect(await verifyCaptchaVerification(verification)).toEqual({ ok: true });

    const next = await getOk('clickWord', ip);
    const [a, b, c] = await storedClickPoints(next.token);
    // Characters sit in different 62-px slots, so two of them are always more than 25 px apart.
    expect(Math.abs(a!.x - b!.x)).toBeGreaterThan(25);
    const swapped = clickWordPlaintext([b!, a!, c!]);
    expect((await captchaCheck(checkBody(next, 'clickWord', swapped), ip)).repCode).toBe('6111');

    const third = await getOk('clickWord', ip);
    const off = (await storedClickPoints(third.token)).map((p, i) =>
      i === 2 ? { x: p.x + 26, y: p.y } : p,
    );
    expect(
      (await captchaCheck(checkBody(third, 'clickWord', clickWordPlaintext(off)), ip)).repCode,
    ).toBe('6111');
    const fourth = await getOk('clickWord', ip);
    const two = (await storedClickPoints(fourth.token)).slice(0, 2);
    expect(
      (await captchaCheck(checkBody(fourth, 'clickWord', clickWordPlaintext(two)), ip)).repCode,
    ).toBe('6111');
  });

  it('spends the token on the first check, pass or fail', async () => {
    const ip = newIp();
    const data = await getOk('blockPuzzle', ip);
    const x = await solveBlockPuzzle(data);
    const wrong = checkBody(data, 'blockPuzzle', blockPuzzlePlaintext(x > 200 ? x - 60 : x + 60));
    expect((await captchaCheck(wrong, ip)).repCode).toBe('6111');
    const right = checkBody(data, 'blockPuzzle', blockPuzzlePlaintext(x));
    expect(await captchaCheck(right, ip)).toMatchObject({
      repCode: '6110',
      repMsg: '验证码已失效，请重新获取',
    });

    const again = await getOk('blockPuzzle', ip);
    const body = checkBody(
      again,
      'blockPuzzle',
      blockPuzzlePlaintext(await solveBlockPuzzle(again)),
    );
    expect((await captchaCheck(body, ip)).repCode).toBe('0000');
    expect((await captchaCheck(body, ip)).repCode).toBe('6110');
  });

  it('answers 6110 for an expired or unknown token', async () => {
    const ip = newIp();
    const data = await getOk('blockPuzzle', ip);
    const x = await solveBlockPuzzle(data);
    await db
      .update(captchaStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(captchaStates.key, `RUNNING:CAPTCHA:${data.token}`));
    const body = checkBody(data, 'blockPuzzle', blockPuzzlePlaintext(x));
    expect((await captchaCheck(body, ip)).repCode).toBe('6110');
    expect((await captchaCheck({ ...body, token: 'f'.repeat(32) }, ip)).repCode).toBe('6110');
  });

  it('answers 0001 for a ciphertext that does not decrypt or parse', async () => {
    const ip = newIp();
    for (const pointJson of [
      () => 'not base64 at all!',
      () => aesEncrypt('{"x":120,"y":5}', 'AAAAAAAAAAAAAAAA'),
      (d: ImageData) => aesEncrypt('x=120', d.secretKey),
      (d: ImageData) => aesEncrypt('{"x":"abc","y":5}', d.secretKey),
    ]) {
      const data = await getOk('blockPuzzle', ip);
      const reply = await captchaCheck(
        { captchaType: 'blockPuzzle', token: data.token, pointJson: pointJson(data) },
        ip,
      );
      expect(reply).toMatchObject({ repCode: '0001', success: false });
    }
  });

  it('answers 0011 when a field is missing', async () => {
    const ip = newIp();
    const data = await getOk('blockPuzzle', ip);
    const full = checkBody(data, 'blockPuzzle', blockPuzzlePlaintext(150));
    expect(await captchaCheck({ ...full, captchaType: '' }, ip)).toMatchObject({
      repCode: '0011',
      repMsg: 'captchaType不能为空',
    });
    expect(await captchaCheck({ ...full, token: undefined }, ip)).toMatchObject({
      repCode: '0011',
      repMsg: 'token不能为空',
    });
    expect(await captchaCheck({ ...full, pointJson: '' }, ip)).toMatchObject({
      repCode: '0011',
      repMsg: 'pointJson不能为空',
    });
  });
});

describe('second verification', () => {
  it('answers 0011 for an empty value and 6110 for an unknown one', async () => {
    expect(await verifyCaptchaVerification('')).toEqual({
      ok: false,
      repCode: '0011',
      repMsg: 'captchaVerification不能为空',
    });
    expect(await verifyCaptchaVerification('bm90IGEgdmVyaWZpY2F0aW9u')).toMatchObject({
      ok: false,
      repCode: '6110',
    });
  });

  it('expires 180 s after the check', async () => {
    const ip = newIp();
    const data = await getOk('blockPuzzle', ip);
    const plaintext = blockPuzzlePlaintext(await solveBlockPuzzle(data));
    expect((await captchaCheck(checkBody(data, 'blockPuzzle', plaintext), ip)).repCode).toBe(
      '0000',
    );
    const verification = captchaVerificationOf(data.token, plaintext, data.secretKey);
    const [row] = await db
      .select()
      .from(captchaStates)
      .where(eq(captchaStates.key, `RUNNING:CAPTCHA:second-${verification}`));
    const ttl = (row!.expiresAt.getTime() - Date.now()) / 1000;
    expect(ttl).toBeGreaterThan(170);
    expect(ttl).toBeLessThanOrEqual(180);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 181_000);
    expect((await verifyCaptchaVerification(verification)).ok).toBe(false);
  });
});

describe('rate limiting (per IP + User-Agent, counted in the database)', () => {
  // Fixed one-minute windows: freeze the clock at a window's start so the test never straddles two.
  const freezeAtMinuteStart = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1000);
  };

  it(`answers 6201 after ${CAPTCHA_GET_LIMIT_PER_MINUTE} gets in a minute`, async () => {
    freezeAtMinuteStart();
    const ip = newIp();
    for (let i = 0; i < CAPTCHA_GET_LIMIT_PER_MINUTE; i++) {
      expect(
        (await captchaGet({ captchaType: i % 2 ? 'clickWord' : 'blockPuzzle' }, ip)).repCode,
      ).toBe('0000');
    }
    expect(await captchaGet({ captchaType: 'blockPuzzle' }, ip)).toMatchObject({
      repCode: '6201',
      repMsg: 'get接口请求次数超限，请稍后再试!',
      success: false,
    });
    // Another client is not affected.
    expect((await captchaGet({ captchaType: 'blockPuzzle' }, newIp())).repCode).toBe('0000');
    vi.setSystemTime(Date.now() + 60_000);
    expect((await captchaGet({ captchaType: 'blockPuzzle' }, ip)).repCode).toBe('0000');
  });

  it(`locks gets for 300 s after more than ${CAPTCHA_FAIL_LIMIT_PER_MINUTE} failures`, async () => {
    freezeAtMinuteStart();
    const ip = newIp();
    const fail = async () => {
      const data = await getOk('blockPuzzle', ip);
      const body = checkBody(data, 'blockPuzzle', blockPuzzlePlaintext(0));
      expect((await captchaCheck(body, ip)).repCode).toBe('6111');
    };
    for (let i = 0; i < CAPTCHA_FAIL_LIMIT_PER_MINUTE; i++) await fail();
    await fail();
    expect(await captchaGet({ captchaType: 'clickWord' }, ip)).toMatchObject({
      repCode: '6202',
      repMsg: '接口验证失败数过多，请稍后再试',
    });
    vi.setSystemTime(Date.now() + 299_000);
    expect((await captchaGet({ captchaType: 'blockPuzzle' }, ip)).repCode).toBe('6202');
    vi.setSystemTime(Date.now() + 2000);
    expect((await captchaGet({ captchaType: 'blockPuzzle' }, ip)).repCode).toBe('0000');
  });

  it('lets five failures pass without a lock', async () => {
    freezeAtMinuteStart();
    const ip = newIp();
    for (let i = 0; i < CAPTCHA_FAIL_LIMIT_PER_MINUTE; i++) {
      const data = await getOk('blockPuzzle', ip);
      const body = checkBody(data, 'blockPuzzle', 'not json');
      expect((await captchaCheck(body, ip)).repCode).toBe('0001');
    }
    expect((await captchaGet({ captchaType: 'blockPuzzle' }, ip)).repCode).toBe('0000');
  });

  it(`answers 6204 after ${CAPTCHA_CHECK_LIMIT_PER_MINUTE} checks in a minute`, async () => {
    freezeAtMinuteStart();
    const ip = newIp();
    const body = { captchaType: 'clickWord', token: 'a'.repeat(32), pointJson: 'x' };
    for (let i = 0; i < CAPTCHA_CHECK_LIMIT_PER_MINUTE; i++) {
      expect((await captchaCheck(body, ip)).repCode).toBe('6110');
    }
    expect(await captchaCheck(body, ip)).toMatchObject({
      repCode: '6204',
      repMsg: 'check接口请求次数超限，请稍后再试!',
    });
  });

  it('limits second verifications per client when given one (6205)', async () => {
    freezeAtMinuteStart();
    const clientId = 'c'.repeat(32);
    for (let i = 0; i < 60; i++) {
      expect(await verifyCaptchaVerification('bm9uZQ==', { clientId })).toMatchObject({
        repCode: '6110',
      });
    }
    expect(await verifyCaptchaVerification('bm9uZQ==', { clientId })).toMatchObject({
      repCode: '6205',
    });
  });
});
