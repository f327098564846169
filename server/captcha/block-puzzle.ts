import 'server-only';
import { randomInt } from 'node:crypto';
import { openImage } from '@/server/images/sharp';
import {
  CAPTCHA_IMAGE_HEIGHT as H,
  CAPTCHA_IMAGE_WIDTH as W,
  CAPTCHA_JIGSAW_WIDTH as PIECE_W,
  CAPTCHA_SLIDE_Y,
} from '@/lib/captcha';
import type { RawImage } from './backgrounds';

/** The hole's left edge lies in [HOLE_X_MIN, HOLE_X_MAX] (AJ-Captcha's range). */
export const HOLE_X_MIN = 100;
export const HOLE_X_MAX = 262;

const BODY = 40;
const KNOB = 6;

export interface BlockPuzzle {
  backgroundPng: Buffer;
  jigsawPng: Buffer;
  /** The answer, in the 310-px image space. */
  point: { x: number; y: number };
}

/**
 * A 40x40 body at (0, top) with a knob or a notch on each side (the left one can only be a
 * notch, so the piece's left edge is always column 0 and its offset equals the hole's x).
 */
function piecePath(top: number): string {
  const out = () => randomInt(2) === 1;
  const mid = BODY / 2;
  const sweep = (bulge: boolean) => (bulge ? 1 : 0);
  const arc = (bulge: boolean, x: number, y: number) =>
    `A${KNOB} ${KNOB} 0 0 ${sweep(bulge)} ${x} ${y}`;
  const b = top + BODY;
  return [
    `M0 ${top}`,
    `L${mid - KNOB} ${top}`,
    arc(out(), mid + KNOB, top),
    `L${BODY} ${top}`,
    `L${BODY} ${top + mid - KNOB}`,
    arc(out(), BODY, top + mid + KNOB),
    `L${BODY} ${b}`,
    `L${mid + KNOB} ${b}`,
    arc(out(), mid - KNOB, b),
    `L0 ${b}`,
    ...(randomInt(2) === 1 ? [`L0 ${top + mid + KNOB}`, arc(false, 0, top + mid - KNOB)] : []),
    'Z',
  ].join(' ');
}

const svg = (width: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${H}" viewBox="0 0 ${width} ${H}">${body}</svg>`,
  );

/** Cuts a jigsaw piece out of the background and marks the hole it leaves. */
export async function drawBlockPuzzle(background: RawImage): Promise<BlockPuzzle> {
  const x = randomInt(HOLE_X_MIN, HOLE_X_MAX + 1);
  const top = randomInt(KNOB + 4, H - BODY - KNOB - 4 + 1);
  const d = piecePath(top);

  const { data: mask } = await openImage(svg(PIECE_W, `<path d="${d}" fill="#fff"/>`))
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const piece = Buffer.alloc(PIECE_W * H * 4);
  for (let row = 0; row < H; row++) {
    for (let col = 0; col < PIECE_W; col++) {
      const src = (row * W + x + col) * 3;
      const dst = (row * PIECE_W + col) * 4;
      piece[dst] = background.data[src]!;
      piece[dst + 1] = background.data[src + 1]!;
      piece[dst + 2] = background.data[src + 2]!;
      piece[dst + 3] = mask[row * PIECE_W + col]!;
    }
  }

  const [jigsawPng, backgroundPng] = await Promise.all([
    openImage(piece, { raw: { width: PIECE_W, height: H, channels: 4 } })
      .composite([
        {
          input: svg(
            PIECE_W,
            `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="2"/>`,
          ),
          blend: 'atop',
        },
      ])
      .png()
      .toBuffer(),
    openImage(background.data, { raw: background })
      .composite([
        {
          input: svg(
            W,
            `<path transform="translate(${x} 0)" d="${d}" fill="#000" fill-opacity="0.5" stroke="#fff" stroke-opacity="0.75" stroke-width="1.5"/>`,
          ),
        },
      ])
      .png()
      .toBuffer(),
  ]);
  return { backgroundPng, jigsawPng, point: { x, y: CAPTCHA_SLIDE_Y } };
}
