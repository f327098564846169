import { describe, expect, it } from 'vitest';
import {
  aesDecrypt,
  aesEncrypt,
  blockPuzzlePlaintext,
  captchaVerificationOf,
  clickWordPlaintext,
  encryptAnswer,
  scaleClick,
  scaleDrag,
  successText,
} from './captcha';

// Vectors made with `openssl enc -aes-128-ecb -K <hex of the key> -nosalt -base64`.
const KEY = 'XwKsGlMcdPMEhR1B';
const VECTORS = [
  ['{"x":123.87096774193549,"y":5}', 'RgihB3aI/uRQQre//8w5q10VdtQ+1Ht3QxwqVx24EXs='],
  ['中文---测试', 'm0+r7ltk0xH4EtePJqRzEQ=='],
] as const;

describe('AES-128-ECB helpers', () => {
  it.each(VECTORS)('encrypts %s to the OpenSSL vector and back', (plain, cipher) => {
    expect(aesEncrypt(plain, KEY)).toBe(cipher);
    expect(aesDecrypt(cipher, KEY)).toBe(plain);
  });

  it('is deterministic, so the client and the server derive the same verification', () => {
    const plain = blockPuzzlePlaintext(200);
    expect(captchaVerificationOf('abc', plain, KEY)).toBe(aesEncrypt(`abc---${plain}`, KEY));
    expect(captchaVerificationOf('abc', plain, KEY)).toBe(captchaVerificationOf('abc', plain, KEY));
  });

  it('sends the answer in the clear when there is no key', () => {
    expect(encryptAnswer('{"x":1,"y":5}', null)).toBe('{"x":1,"y":5}');
    expect(captchaVerificationOf('t', 'p', '')).toBe('t---p');
  });

  it('decrypts with a wrong key to something else, never the plaintext', () => {
    const cipher = aesEncrypt('{"x":1,"y":5}', KEY);
    let other: string;
    try {
      other = aesDecrypt(cipher, 'AAAAAAAAAAAAAAAA');
    } catch {
      other = '';
    }
    expect(other).not.toBe('{"x":1,"y":5}');
  });
});

describe('scaling', () => {
  it('scales the drag to the 310-px image without rounding', () => {
    expect(scaleDrag(100, 310)).toBe(100);
    expect(scaleDrag(96, 240)).toBe(124);
    expect(scaleDrag(100, 300)).toBeCloseTo(103.3333333, 6);
    expect(blockPuzzlePlaintext(scaleDrag(100, 300))).toBe('{"x":103.33333333333333,"y":5}');
  });

  it('scales clicks to 310x155 and rounds them', () => {
    expect(scaleClick({ x: 100, y: 50 }, 310, 155)).toEqual({ x: 100, y: 50 });
    expect(scaleClick({ x: 100, y: 50 }, 620, 310)).toEqual({ x: 50, y: 25 });
    expect(scaleClick({ x: 101, y: 33 }, 300, 150)).toEqual({ x: 104, y: 34 });
    expect(clickWordPlaintext([{ x: 1, y: 2 }])).toBe('[{"x":1,"y":2}]');
  });

  it('writes the seconds taken before the success text', () => {
    expect(successText(1250)).toBe('1.25s验证成功');
    expect(successText(800)).toBe('0.80s验证成功');
  });
});
