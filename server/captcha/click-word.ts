import 'server-only';
import { randomInt } from 'node:crypto';
import { openImage } from '@/server/images/sharp';
import {
  CAPTCHA_CLICK_COUNT,
  CAPTCHA_IMAGE_HEIGHT as H,
  CAPTCHA_IMAGE_WIDTH as W,
  type CaptchaPoint,
} from '@/lib/captcha';
import type { RawImage } from './backgrounds';

/** AJ-Captcha's HAN_ZI_SIZE: the drawn size, and the click tolerance on each axis. */
export const HAN_ZI_SIZE = 25;
const SLOT = 62;
const SLOTS = W / SLOT;
/** Drawn characters: the clicked ones plus one decoy. */
export const WORD_COUNT = CAPTCHA_CLICK_COUNT + 1;
const MAX_ROTATION = 45;

/** Common characters with distinct shapes (no look-alike pairs such as 己/已, 未/末). */
export const CAPTCHA_WORDS = [
  ...new Set(
    '天地山水风云雨雪花草木林森石田火金银铜铁车船马牛羊鸟鱼虫龙虎猫狗春夏秋冬东西南北红黄绿蓝黑白紫青' +
      '家国城村路桥门窗房楼书画歌舞茶酒米面糖盐笔纸灯伞钟鼓琴棋球船星光影月日年岁心手足耳目口鼻' +
      '左右前后高低长短大小多少新好美乐安福喜笑爱学问读写看听走跑飞跳坐站开关买卖送收',
  ),
];

export interface ClickWord {
  backgroundPng: Buffer;
  /** The characters to click, in order. */
  wordList: string[];
  /** AJ-Captcha's stored points: each character's left edge on its baseline. */
  points: CaptchaPoint[];
}

const FONT_FAMILY =
  "'Noto Sans CJK SC','Source Han Sans SC','Noto Sans SC','WenQuanYi Micro Hei','WenQuanYi Zen Hei','Droid Sans Fallback','Microsoft YaHei','PingFang SC',sans-serif";

function sample<T>(items: readonly T[], n: number): T[] {
  const pool = items.slice();
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(randomInt(pool.length), 1)[0]!);
  return out;
}

function glyph(word: string, point: CaptchaPoint): string {
  const half = HAN_ZI_SIZE / 2;
  const cx = point.x + half;
  const cy = point.y - half;
  const light = randomInt(2) === 1;
  // A contrasting outline keeps the character readable on any background colour.
  return (
    `<text x="${cx}" y="${cy + HAN_ZI_SIZE * 0.35}" text-anchor="middle" font-size="${HAN_ZI_SIZE}" ` +
    `font-weight="bold" font-family="${FONT_FAMILY}" fill="hsl(${randomInt(360)},85%,${light ? 88 : 30}%)" ` +
    `stroke="${light ? '#000' : '#fff'}" stroke-opacity="0.8" stroke-width="2" paint-order="stroke" ` +
    `transform="rotate(${randomInt(-MAX_ROTATION, MAX_ROTATION + 1)} ${cx} ${cy})">${word}</text>`
  );
}

/**
 * Draws 4 characters in 4 of the five 62-px slots, each rotated up to ±45°, and asks for 3 of
 * them in a random order. A point is (left edge, baseline), y in [25, 130), as AJ-Captcha stores it.
 */
export async function drawClickWord(background: RawImage): Promise<ClickWord> {
  const words = sample(CAPTCHA_WORDS, WORD_COUNT);
  const slots = sample(
    Array.from({ length: SLOTS }, (_, i) => i),
    WORD_COUNT,
  ).sort((a, b) => a - b);
  // Keeps a rotated character inside its slot and the image.
  const placed = words.map((word, i) => {
    const left = slots[i]! * SLOT;
    return { word, point: { x: randomInt(left + 6, left + 32), y: randomInt(31, 130) } };
  });
  const decoy = randomInt(WORD_COUNT);
  const asked = sample(
    placed.filter((_, i) => i !== decoy),
    CAPTCHA_CLICK_COUNT,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${placed.map((p) => glyph(p.word, p.point)).join('')}</svg>`;
  const backgroundPng = await openImage(background.data, { raw: background })
    .composite([{ input: Buffer.from(svg) }])
    .png()
    .toBuffer();
  return {
    backgroundPng,
    wordList: asked.map((p) => p.word),
    points: asked.map((p) => p.point),
  };
}
