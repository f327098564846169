import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_FAMILIES, renderBackground, type BackgroundFamily } from './backgrounds';
import { drawBlockPuzzle, HOLE_X_MAX, HOLE_X_MIN } from './block-puzzle';
import { CAPTCHA_WORDS, drawClickWord } from './click-word';

/** A 31x15 thumbnail: averaging removes the per-pixel noise and keeps the picture. */
async function thumbnail(data: Buffer): Promise<Buffer> {
  return sharp(data, { raw: { width: 310, height: 155, channels: 3 } })
    .resize(31, 15, { kernel: 'cubic' })
    .raw()
    .toBuffer();
}

const meanDiff = (a: Buffer, b: Buffer) =>
  a.reduce((s, v, i) => s + Math.abs(v - b[i]!), 0) / a.length;

describe('backgrounds', () => {
  const families = Object.keys(BACKGROUND_FAMILIES) as BackgroundFamily[];

  it('has at least 8 families, each drawn differently every time', async () => {
    expect(families.length).toBeGreaterThanOrEqual(8);
    for (const family of families) {
      const [a, b] = await Promise.all([renderBackground(family), renderBackground(family)]);
      expect([a.width, a.height, a.data.length]).toEqual([310, 155, 310 * 155 * 3]);
      expect(meanDiff(await thumbnail(a.data), await thumbnail(b.data)), family).toBeGreaterThan(4);
    }
  });
});

describe('block puzzle', () => {
  it('puts the hole in [100, 262] with y 5 and cuts a 47x155 piece starting at column 0', async () => {
    for (let i = 0; i < 10; i++) {
      const background = await renderBackground();
      const puzzle = await drawBlockPuzzle(background);
      expect(puzzle.point.y).toBe(5);
      expect(puzzle.point.x).toBeGreaterThanOrEqual(HOLE_X_MIN);
      expect(puzzle.point.x).toBeLessThanOrEqual(HOLE_X_MAX);
      const { data, info } = await sharp(puzzle.jigsawPng)
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height, info.channels]).toEqual([47, 155, 4]);
      const opaqueColumns = new Set<number>();
      for (let p = 0; p < info.width * info.height; p++) {
        if (data[p * 4 + 3] === 255) opaqueColumns.add(p % info.width);
      }
      expect(Math.min(...opaqueColumns)).toBe(0);
      expect(Math.max(...opaqueColumns)).toBeLessThan(47);
    }
  });
});

describe('click word', () => {
  it('asks for 3 of 4 distinct characters at points in separate slots', async () => {
    expect(new Set(CAPTCHA_WORDS).size).toBe(CAPTCHA_WORDS.length);
    for (let i = 0; i < 20; i++) {
      const click = await drawClickWord(await renderBackground());
      expect(click.wordList).toHaveLength(3);
      expect(new Set(click.wordList).size).toBe(3);
      for (const word of click.wordList) expect(CAPTCHA_WORDS).toContain(word);
      const slots = click.points.map((p) => Math.floor(p.x / 62));
      expect(new Set(slots).size).toBe(3);
      for (const p of click.points) {
        expect(p.y).toBeGreaterThanOrEqual(25);
        expect(p.y).toBeLessThan(130);
        // The rotated 25-px character stays inside the image.
        expect(p.x + 12.5 + 18).toBeLessThanOrEqual(310);
      }
    }
  });
});
