import 'server-only';
import { randomBytes, randomInt } from 'node:crypto';
import { openImage } from '@/server/images/sharp';
import { CAPTCHA_IMAGE_HEIGHT as H, CAPTCHA_IMAGE_WIDTH as W } from '@/lib/captcha';
import { createRandom, type Random } from '@/lib/random';

/** A background as raw RGB pixels, W x H, ready for further drawing. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
}

const hsl = (h: number, s: number, l: number, a = 1) =>
  `hsla(${Math.round(((h % 360) + 360) % 360)},${Math.round(s)}%,${Math.round(l)}%,${a})`;

function linearGradient(id: string, r: Random, hue: number, spread: number): string {
  const angle = r.int(0, 359);
  const rad = (angle * Math.PI) / 180;
  const x = Math.cos(rad) / 2;
  const y = Math.sin(rad) / 2;
  return (
    `<linearGradient id="${id}" x1="${0.5 - x}" y1="${0.5 - y}" x2="${0.5 + x}" y2="${0.5 + y}">` +
    `<stop offset="0" stop-color="${hsl(hue, r.int(45, 80), r.int(55, 75))}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + spread, r.int(45, 80), r.int(30, 50))}"/>` +
    `</linearGradient>`
  );
}

function gradientFill(r: Random, hue: number, spread = r.int(30, 120)): string {
  return `<defs>${linearGradient('bg', r, hue, spread)}</defs><rect width="${W}" height="${H}" fill="url(#bg)"/>`;
}

/** Soft overlapping discs on a gradient. */
function orbs(r: Random, hue: number): string {
  let out = gradientFill(r, hue);
  for (let i = r.int(7, 12); i > 0; i--) {
    out += `<circle cx="${r.int(-20, W + 20)}" cy="${r.int(-20, H + 20)}" r="${r.int(15, 70)}" fill="${hsl(hue + r.int(-60, 60), 70, r.int(40, 85), 0.35)}"/>`;
  }
  return out;
}

/** Diagonal bands of varying width. */
function stripes(r: Random, hue: number): string {
  let out = '';
  let x = -W;
  while (x < W * 2) {
    const w = r.int(8, 30);
    out += `<rect x="${x}" y="${-W}" width="${w + 1}" height="${W * 3}" fill="${hsl(hue + r.int(-40, 40), r.int(40, 75), r.int(35, 75))}"/>`;
    x += w;
  }
  return `<g transform="rotate(${r.int(-70, 70)} ${W / 2} ${H / 2})">${out}</g>`;
}

/** A grid of tiles of one hue family. */
function mosaic(r: Random, hue: number): string {
  const size = r.int(16, 32);
  let out = '';
  for (let y = 0; y < H; y += size) {
    for (let x = 0; x < W; x += size) {
      out += `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${hsl(hue + r.int(-25, 25), r.int(35, 70), r.int(35, 80))}"/>`;
    }
  }
  return out;
}

/** A jittered triangle mesh shaded along a diagonal. */
function lowPoly(r: Random, hue: number): string {
  const cols = r.int(6, 10);
  const rows = r.int(3, 5);
  const pts: [number, number][][] = [];
  for (let j = 0; j <= rows; j++) {
    const row: [number, number][] = [];
    for (let i = 0; i <= cols; i++) {
      const jitter = (v: number, max: number, step: number) =>
        v === 0 || v === max ? v * step : v * step + r.int(-step / 3, step / 3);
      row.push([jitter(i, cols, W / cols), jitter(j, rows, H / rows)]);
    }
    pts.push(row);
  }
  let out = '';
  const tri = (a: [number, number], b: [number, number], c: [number, number]) => {
    const shade = ((a[0] + b[0] + c[0]) / W + (a[1] + b[1] + c[1]) / H) / 6;
    out += `<polygon points="${[a, b, c].map((p) => p.join(',')).join(' ')}" fill="${hsl(hue + shade * 80 + r.int(-10, 10), 60, 30 + shade * 40 + r.int(-6, 6))}" stroke="${hsl(hue, 50, 50, 0.3)}" stroke-width="0.5"/>`;
  };
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const p = (dj: number, di: number) => pts[j + dj]![i + di]!;
      tri(p(0, 0), p(0, 1), p(1, 0));
      tri(p(0, 1), p(1, 1), p(1, 0));
    }
  }
  return out;
}

/** Stacked sine-like waves under a sky. */
function waves(r: Random, hue: number): string {
  let out = gradientFill(r, hue + 180, 40);
  const layers = r.int(4, 6);
  for (let k = 0; k < layers; k++) {
    const base = 40 + (k * (H - 40)) / layers;
    const amp = r.int(6, 20);
    const len = r.int(50, 120);
    const phase = r.int(0, len);
    let d = `M0 ${base}`;
    for (let x = -phase; x < W + len; x += len) {
      d += ` Q${x + len / 4} ${base - amp} ${x + len / 2} ${base} T${x + len} ${base}`;
    }
    out += `<path d="${d} L${W + len} ${H} L0 ${H} Z" fill="${hsl(hue + k * 8, 65, 65 - k * 7)}"/>`;
  }
  return out;
}

/** A sun and layered ridges. */
function mountains(r: Random, hue: number): string {
  let out = gradientFill(r, hue, 20);
  out += `<circle cx="${r.int(30, W - 30)}" cy="${r.int(20, 60)}" r="${r.int(12, 26)}" fill="${hsl(r.int(30, 60), 90, 75, 0.9)}"/>`;
  for (let k = 0; k < 3; k++) {
    let d = `M0 ${H}`;
    for (let x = 0; x <= W + 30; x += r.int(20, 45))
      d += ` L${x} ${r.int(50 + k * 25, 90 + k * 25)}`;
    out += `<path d="${d} L${W + 30} ${H} Z" fill="${hsl(hue + 140 + k * 15, 35, 45 - k * 10)}"/>`;
  }
  return out;
}

/** Concentric rings around an off-centre point. */
function rings(r: Random, hue: number): string {
  const cx = r.int(0, W);
  const cy = r.int(0, H);
  const step = r.int(8, 18);
  const palette = [hsl(hue, 60, 70), hsl(hue + 40, 55, 50), hsl(hue - 30, 50, 35)];
  let out = '';
  for (let radius = 360, i = 0; radius > 0; radius -= step, i++) {
    out += `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${palette[i % palette.length]}"/>`;
  }
  return out;
}

/** Outlined bubbles on a dark ground. */
function bubbles(r: Random, hue: number): string {
  let out = `<rect width="${W}" height="${H}" fill="${hsl(hue, 45, 18)}"/>`;
  for (let i = r.int(25, 40); i > 0; i--) {
    out += `<circle cx="${r.int(0, W)}" cy="${r.int(0, H)}" r="${r.int(4, 28)}" fill="${hsl(hue + r.int(-90, 90), 70, r.int(45, 70), 0.45)}" stroke="${hsl(hue, 80, 85, 0.7)}" stroke-width="${r.int(1, 3)}"/>`;
  }
  return out;
}

/** A skyline with lit windows. */
function skyline(r: Random, hue: number): string {
  let out = gradientFill(r, hue + 200, 60);
  let x = -r.int(0, 20);
  while (x < W) {
    const w = r.int(22, 48);
    const h = r.int(40, 125);
    out += `<rect x="${x}" y="${H - h}" width="${w}" height="${h}" fill="${hsl(hue + r.int(-20, 20), 25, r.int(18, 35))}"/>`;
    for (let wy = H - h + 6; wy < H - 8; wy += 10) {
      for (let wx = x + 4; wx < x + w - 6; wx += 8) {
        if (r.chance(0.45)) {
          out += `<rect x="${wx}" y="${wy}" width="4" height="5" fill="${hsl(50, 90, r.int(60, 80))}"/>`;
        }
      }
    }
    x += w + r.int(0, 6);
  }
  return out;
}

/** Fractal noise coloured into a marble or cloud texture. */
function marble(r: Random, hue: number): string {
  const freq = (r.int(6, 25) / 1000).toFixed(3);
  return (
    `<defs><filter id="t" x="0" y="0" width="100%" height="100%">` +
    `<feTurbulence type="${r.pick(['fractalNoise', 'turbulence'])}" baseFrequency="${freq}" numOctaves="${r.int(2, 4)}" seed="${r.int(1, 9999)}"/>` +
    `<feColorMatrix type="saturate" values="0"/>` +
    `<feComponentTransfer><feFuncA type="linear" slope="0" intercept="0.55"/></feComponentTransfer>` +
    `</filter></defs>` +
    gradientFill(r, hue, r.int(60, 180)) +
    `<rect width="${W}" height="${H}" filter="url(#t)"/>`
  );
}

/** Scattered geometric shapes in the style of a poster. */
function shapes(r: Random, hue: number): string {
  let out = `<rect width="${W}" height="${H}" fill="${hsl(hue, 30, r.int(80, 92))}"/>`;
  for (let i = r.int(12, 20); i > 0; i--) {
    const fill = hsl(hue + r.pick([0, 120, 180, 240]) + r.int(-15, 15), 70, r.int(40, 65), 0.85);
    const cx = r.int(0, W);
    const cy = r.int(0, H);
    const s = r.int(10, 40);
    const rot = r.int(0, 359);
    out += r.pick([
      `<circle cx="${cx}" cy="${cy}" r="${s / 2}" fill="${fill}"/>`,
      `<rect x="${cx - s / 2}" y="${cy - s / 2}" width="${s}" height="${s}" fill="${fill}" transform="rotate(${rot} ${cx} ${cy})"/>`,
      `<polygon points="${cx},${cy - s / 2} ${cx + s / 2},${cy + s / 2} ${cx - s / 2},${cy + s / 2}" fill="${fill}" transform="rotate(${rot} ${cx} ${cy})"/>`,
    ]);
  }
  return out;
}

/** The procedural families; each challenge draws one with fresh random parameters. */
export const BACKGROUND_FAMILIES = {
  orbs,
  stripes,
  mosaic,
  lowPoly,
  waves,
  mountains,
  rings,
  bubbles,
  skyline,
  marble,
  shapes,
} as const;

export type BackgroundFamily = keyof typeof BACKGROUND_FAMILIES;

/** Per-pixel colour noise, so even two draws of the same family never match pixel for pixel. */
const NOISE = 14;

const FAMILY_NAMES = Object.keys(BACKGROUND_FAMILIES) as BackgroundFamily[];

export async function renderBackground(
  family: BackgroundFamily = FAMILY_NAMES[randomInt(FAMILY_NAMES.length)]!,
): Promise<RawImage> {
  const r = createRandom(randomBytes(16).toString('hex'));
  const body = BACKGROUND_FAMILIES[family](r, r.int(0, 359));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
  const { data } = await openImage(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const noise = randomBytes(data.length);
  for (let i = 0; i < data.length; i++) {
    const v = data[i]! + ((noise[i]! % (2 * NOISE + 1)) - NOISE);
    data[i] = v < 0 ? 0 : v > 255 ? 255 : v;
  }
  return { data, width: W, height: H, channels: 3 };
}
