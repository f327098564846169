import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ImageFeatures } from '@/lib/image-hash';
import { createRandom, type Random } from '@/lib/random';
import { computeImageFeatures } from '@/server/services/image-features';
import type { ObjectStorage } from '@/server/storage';
import { CATEGORY_TREE } from './data/catalog';

// Seed images drawn as SVG and rasterised with sharp into UPLOAD_DIR/seed. Products share a
// pool per level-2 category (its pattern, labelled with its name), so 100k products cost no
// more images than 50; companies and brands get lettermark logos.

export const PRODUCT_IMAGE_KINDS = [
  'wood',
  'tile',
  'stone',
  'carpet',
  'paint',
  'wallpaper',
  'panel',
  'insulation',
  'membrane',
  'cement',
  'steel',
  'door',
  'window',
  'glass',
  'sanitary',
  'kitchen',
  'pipe',
  'cable',
  'hvac',
  'lamp',
  'outdoor-lamp',
  'smart',
  'camera',
  'paver',
  'plant',
  'furniture',
  'curtain',
  'elevator',
  'electrical',
  'solar',
] as const;
export type ImageKind = (typeof PRODUCT_IMAGE_KINDS)[number];

export const VARIANTS_PER_KIND = 4;
const OTHER_POOLS = {
  banner: { count: 12, w: 1920, h: 500 },
  cover: { count: 24, w: 800, h: 500 },
  avatar: { count: 16, w: 200, h: 200 },
  panorama: { count: 4, w: 2048, h: 1024 },
  factory: { count: 8, w: 1200, h: 600 },
  doc: { count: 4, w: 800, h: 1100 },
} as const;
type OtherPool = keyof typeof OTHER_POOLS;

const pad = (n: number) => String(n).padStart(2, '0');
const url = (name: string) => `/files/seed/${name}`;

const PRODUCT_CATEGORIES = new Map(
  CATEGORY_TREE.flatMap((l1) => l1.children).map((l2) => [l2.id, l2]),
);

/** A logo: the short name (2–4 characters) in white on the company's or brand's colour. */
export interface Lettermark {
  text: string;
  hue: number;
}

/** URLs of the seed files; deterministic and independent of whether the files exist yet. */
export const seedImages = {
  /** One of the pictures of a level-2 category. */
  product: (categoryId: number, variant: number) =>
    url(`category-${pad(categoryId)}-${pad((variant % VARIANTS_PER_KIND) + 1)}.png`),
  pool: (pool: OtherPool, n: number) =>
    url(`${pool}-${pad((n % OTHER_POOLS[pool].count) + 1)}.png`),
  // Named by content, so a changed name never reuses another logo's file.
  lettermark: ({ text, hue }: Lettermark) =>
    url(`logo-${createHash('sha256').update(`${text}|${hue}`).digest('hex').slice(0, 12)}.png`),
  pdf: (n: number) => url(`notice-${(n % 3) + 1}.pdf`),
};

let cjkFont: boolean | undefined;

/**
 * Whether fontconfig knows a Chinese font (the test machine installs fonts-noto-cjk). Without
 * one librsvg draws empty boxes, so the images then go without text.
 */
function hasCjkFont(): boolean {
  if (cjkFont === undefined) {
    try {
      const families = execFileSync('fc-list', [':lang=zh', 'family'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      cjkFont = families.trim().length > 0;
    } catch {
      cjkFont = false;
    }
  }
  return cjkFont;
}

const CJK_FONT =
  'font-family="Noto Sans CJK SC, Source Han Sans SC, WenQuanYi Micro Hei, sans-serif" font-weight="700"';

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)},${s}%,${l}%)`;

function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

const png = (svgText: string) =>
  sharp(Buffer.from(svgText)).png({ compressionLevel: 6 }).toBuffer();

function bg(r: Random, hue: number, light = 94): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 25, light)}"/><stop offset="1" stop-color="${hsl(hue + r.int(-20, 20), 30, light - 8)}"/></linearGradient></defs><rect width="800" height="800" fill="url(#bg)"/>`;
}

function repeat(n: number, f: (i: number) => string): string {
  return Array.from({ length: n }, (_, i) => f(i)).join('');
}

type Drawer = (r: Random, v: number) => string;

const DRAW: Record<ImageKind, Drawer> = {
  wood: (r, v) => {
    const hue = [28, 35, 20, 40][v] ?? 30;
    const planks = repeat(8, (i) => {
      const l = r.int(38, 62);
      const grain = repeat(5, () => {
        const y = r.int(0, 800);
        return `<path d="M${i * 100} ${y} q25 ${r.int(-20, 20)} 50 0 t50 0" stroke="${hsl(hue, 45, l - 12)}" stroke-width="2" fill="none" opacity=".6"/>`;
      });
      return `<rect x="${i * 100}" y="0" width="100" height="800" fill="${hsl(hue, 50, l)}"/>${grain}<rect x="${i * 100}" y="${r.int(100, 700)}" width="100" height="3" fill="${hsl(hue, 40, 25)}"/><rect x="${i * 100 + 98}" width="2" height="800" fill="${hsl(hue, 40, 22)}"/>`;
    });
    return planks;
  },
  tile: (r, v) => {
    const hue = [40, 210, 0, 30][v] ?? 40;
    const n = [2, 3, 4, 2][v] ?? 3;
    const size = 800 / n;
    return repeat(n * n, (i) => {
      const x = (i % n) * size;
      const y = Math.floor(i / n) * size;
      const l = r.int(80, 92);
      return `<rect x="${x + 3}" y="${y + 3}" width="${size - 6}" height="${size - 6}" fill="${hsl(hue, v === 2 ? 0 : 15, l)}"/><path d="M${x + 10} ${y + r.int(20, size)} Q${x + size / 2} ${y + r.int(0, size)} ${x + size - 10} ${y + r.int(20, size)}" stroke="${hsl(hue, 10, l - 15)}" fill="none" stroke-width="2" opacity=".5"/>`;
    });
  },
  stone: (r, v) => {
    const base = [
      [0, 0, 92],
      [30, 20, 85],
      [0, 0, 22],
      [200, 8, 70],
    ][v] ?? [0, 0, 90];
    const [h, s, l] = base as [number, number, number];
    const veins = repeat(9, () => {
      let d = `M${r.int(-100, 300)} ${r.int(-100, 900)}`;
      for (let k = 0; k < 5; k++)
        d += ` Q${r.int(0, 800)} ${r.int(0, 800)} ${r.int(0, 900)} ${r.int(0, 800)}`;
      return `<path d="${d}" stroke="${hsl(h + 20, s + 20, l > 50 ? l - 35 : l + 40)}" stroke-width="${r.int(1, 6)}" fill="none" opacity=".55"/>`;
    });
    return `<rect width="800" height="800" fill="${hsl(h, s, l)}"/>${veins}`;
  },
  carpet: (r, v) => {
    const hue = [210, 25, 150, 0][v] ?? 210;
    return `<rect width="800" height="800" fill="${hsl(hue, 25, 40)}"/>${repeat(16, (i) => `<rect x="${(i % 4) * 200 + 4}" y="${Math.floor(i / 4) * 200 + 4}" width="192" height="192" fill="${hsl(hue, 25, 36 + ((i + Math.floor(i / 4)) % 2) * 10)}"/>`)}${repeat(60, () => `<circle cx="${r.int(0, 800)}" cy="${r.int(0, 800)}" r="${r.int(2, 5)}" fill="${hsl(hue, 20, 55)}" opacity=".5"/>`)}`;
  },
  paint: (r, v) => {
    const hue = [0, 200, 30, 140][v] ?? 0;
    const color = v === 0 ? hsl(40, 20, 96) : hsl(hue, 45, 62);
    return `${bg(r, hue)}<rect x="220" y="260" width="360" height="380" rx="18" fill="${hsl(hue, 10, 82)}" stroke="${hsl(hue, 10, 60)}" stroke-width="6"/><ellipse cx="400" cy="260" rx="180" ry="44" fill="${hsl(hue, 8, 72)}"/><ellipse cx="400" cy="262" rx="150" ry="32" fill="${color}"/><rect x="220" y="380" width="360" height="150" fill="${color}"/><path d="M260 250 Q400 120 540 250" stroke="${hsl(0, 0, 40)}" stroke-width="8" fill="none"/>${repeat(5, (i) => `<rect x="${100 + i * 125}" y="680" width="100" height="60" rx="8" fill="${hsl(hue + i * 12, 40, 50 + i * 8)}"/>`)}`;
  },
  wallpaper: (r, v) => {
    const hue = [30, 170, 340, 210][v] ?? 30;
    const motif = repeat(64, (i) => {
      const x = (i % 8) * 100 + 50;
      const y = Math.floor(i / 8) * 100 + 50;
      return v % 2 === 0
        ? `<path d="M${x} ${y - 30} L${x + 30} ${y} L${x} ${y + 30} L${x - 30} ${y} Z" fill="none" stroke="${hsl(hue, 35, 60)}" stroke-width="3"/>`
        : `<circle cx="${x}" cy="${y}" r="${r.int(8, 20)}" fill="${hsl(hue, 35, 70)}"/>`;
    });
    return `<rect width="800" height="800" fill="${hsl(hue, 30, 90)}"/>${motif}`;
  },
  panel: (r, v) => {
    const hue = [30, 0, 200, 45][v] ?? 30;
    return repeat(
      10,
      (i) =>
        `<rect x="0" y="${i * 80}" width="800" height="78" fill="${hsl(hue, v === 1 ? 0 : 25, r.int(70, 86))}"/><rect x="0" y="${i * 80 + 78}" width="800" height="2" fill="${hsl(hue, 10, 40)}"/>`,
    );
  },
  insulation: (r, v) => {
    const hue = [48, 90, 200, 20][v] ?? 48;
    const boards = repeat(4, (i) => {
      const y = 520 - i * 110;
      return `<path d="M160 ${y} L560 ${y} L660 ${y - 70} L260 ${y - 70} Z" fill="${hsl(hue, 70, 72)}"/><rect x="160" y="${y}" width="400" height="90" fill="${hsl(hue, 65, 60)}"/><path d="M560 ${y} L660 ${y - 70} L660 ${y + 20} L560 ${y + 90} Z" fill="${hsl(hue, 60, 48)}"/>${repeat(14, () => `<circle cx="${r.int(170, 550)}" cy="${r.int(y + 10, y + 80)}" r="3" fill="${hsl(hue, 50, 45)}"/>`)}`;
    });
    return `${bg(r, hue)}${boards}`;
  },
  membrane: (r, v) => {
    const hue = [0, 210, 30, 120][v] ?? 0;
    return `${bg(r, hue)}${repeat(3, (i) => `<rect x="${150 + i * 170}" y="220" width="140" height="420" rx="8" fill="${hsl(hue, 8, 18 + i * 6)}"/><ellipse cx="${220 + i * 170}" cy="220" rx="70" ry="26" fill="${hsl(hue, 8, 32)}"/><ellipse cx="${220 + i * 170}" cy="220" rx="18" ry="8" fill="${hsl(hue, 8, 70)}"/><rect x="${150 + i * 170}" y="400" width="140" height="50" fill="${hsl(hue + 30, 60, 50)}"/>`)}`;
  },
  cement: (r, v) => {
    const hue = [0, 30, 210, 60][v] ?? 0;
    return `${bg(r, hue)}<path d="M230 200 Q400 170 570 200 L600 640 Q400 670 200 640 Z" fill="${hsl(hue, 10, 80)}" stroke="${hsl(hue, 10, 55)}" stroke-width="5"/><rect x="260" y="330" width="280" height="120" rx="10" fill="${hsl(hue + 180, 50, 45)}"/><circle cx="400" cy="390" r="40" fill="${hsl(hue, 0, 96)}"/>`;
  },
  steel: (r, v) => {
    const hue = [210, 200, 0, 30][v] ?? 210;
    if (v % 2 === 0) {
      return `${bg(r, hue, 88)}${repeat(19, (i) => {
        const row = i < 5 ? 0 : i < 11 ? 1 : i < 16 ? 2 : 3;
        const idx = i - [0, 5, 11, 16][row]!;
        const count = [5, 6, 5, 3][row]!;
        const cx = 400 - ((count - 1) * 90) / 2 + idx * 90;
        return `<circle cx="${cx}" cy="${250 + row * 90}" r="42" fill="${hsl(hue, 8, 45)}" stroke="${hsl(hue, 8, 30)}" stroke-width="6"/><circle cx="${cx}" cy="${250 + row * 90}" r="20" fill="${hsl(hue, 6, 60)}"/>`;
      })}`;
    }
    return `${bg(r, hue, 88)}<path d="M200 220 H600 V280 H430 V520 H600 V580 H200 V520 H370 V280 H200 Z" fill="${hsl(hue, 10, 50)}" stroke="${hsl(hue, 10, 30)}" stroke-width="6"/>`;
  },
  door: (r, v) => {
    const hue = [25, 0, 210, 40][v] ?? 25;
    return `${bg(r, hue)}<rect x="250" y="110" width="300" height="600" fill="${hsl(hue, v === 1 ? 0 : 35, v === 1 ? 90 : 38)}" stroke="${hsl(hue, 20, 25)}" stroke-width="10"/><rect x="290" y="160" width="220" height="220" fill="none" stroke="${hsl(hue, 25, 30)}" stroke-width="4"/><rect x="290" y="420" width="220" height="240" fill="none" stroke="${hsl(hue, 25, 30)}" stroke-width="4"/><rect x="500" y="400" width="18" height="70" rx="8" fill="${hsl(45, 60, 55)}"/>`;
  },
  window: (r, v) => {
    const hue = [210, 0, 30, 190][v] ?? 210;
    return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(205, 70, 70)}"/><stop offset="1" stop-color="${hsl(200, 60, 90)}"/></linearGradient></defs><rect width="800" height="800" fill="${hsl(hue, 10, 92)}"/><rect x="160" y="140" width="480" height="520" fill="url(#sky)" stroke="${hsl(hue, 15, 35)}" stroke-width="22"/><rect x="390" y="140" width="20" height="520" fill="${hsl(hue, 15, 35)}"/><rect x="160" y="${r.int(330, 420)}" width="480" height="18" fill="${hsl(hue, 15, 35)}"/>`;
  },
  glass: (r, v) => {
    const hue = [190, 200, 160, 220][v] ?? 190;
    return `${bg(r, hue, 90)}${repeat(3, (i) => `<rect x="${180 + i * 60}" y="${160 + i * 40}" width="360" height="440" fill="${hsl(hue, 55, 70)}" opacity=".45" stroke="${hsl(hue, 40, 45)}" stroke-width="4"/>`)}<path d="M240 260 L330 200" stroke="#fff" stroke-width="10" opacity=".7"/>`;
  },
  sanitary: (r, v) => {
    const hue = [200, 0, 45, 180][v] ?? 200;
    return `${bg(r, hue)}<rect x="300" y="170" width="200" height="200" rx="24" fill="#fafafa" stroke="${hsl(hue, 10, 75)}" stroke-width="6"/><ellipse cx="400" cy="450" rx="170" ry="80" fill="#fff" stroke="${hsl(hue, 10, 75)}" stroke-width="6"/><path d="M280 480 Q400 700 520 480" fill="#fff" stroke="${hsl(hue, 10, 75)}" stroke-width="6"/><circle cx="460" cy="210" r="14" fill="${hsl(hue, 30, 60)}"/>`;
  },
  kitchen: (r, v) => {
    const hue = [30, 210, 0, 100][v] ?? 30;
    return `${bg(r, hue)}<rect x="100" y="420" width="600" height="260" fill="${hsl(hue, 20, 70)}"/><rect x="100" y="400" width="600" height="24" fill="${hsl(hue, 5, 35)}"/>${repeat(4, (i) => `<rect x="${110 + i * 148}" y="440" width="138" height="230" fill="${hsl(hue, 20, 78)}" stroke="${hsl(hue, 10, 55)}" stroke-width="3"/><rect x="${170 + i * 148}" y="460" width="20" height="4" fill="${hsl(hue, 5, 40)}"/>`)}<rect x="100" y="120" width="600" height="180" fill="${hsl(hue, 20, 75)}"/><path d="M330 300 L360 220 H440 L470 300 Z" fill="${hsl(0, 0, 60)}"/>`;
  },
  pipe: (r, v) => {
    const hue = [120, 0, 210, 30][v] ?? 120;
    const color =
      v === 0
        ? hsl(120, 35, 85)
        : v === 1
          ? hsl(0, 0, 94)
          : v === 2
            ? hsl(210, 40, 60)
            : hsl(30, 20, 70);
    return `${bg(r, hue)}${repeat(5, (i) => `<rect x="120" y="${200 + i * 90}" width="520" height="60" fill="${color}" stroke="${hsl(hue, 20, 50)}" stroke-width="3"/><ellipse cx="640" cy="${230 + i * 90}" rx="16" ry="30" fill="${hsl(hue, 20, 50)}"/><ellipse cx="640" cy="${230 + i * 90}" rx="9" ry="20" fill="${hsl(hue, 10, 92)}"/><rect x="120" y="${210 + i * 90}" width="520" height="6" fill="${hsl(hue, 60, 45)}" opacity=".5"/>`)}`;
  },
  cable: (r, v) => {
    const hue = [0, 220, 100, 45][v] ?? 0;
    return `${bg(r, hue)}${repeat(9, (i) => `<circle cx="400" cy="400" r="${280 - i * 24}" fill="none" stroke="${hsl(hue, 65, 35 + (i % 2) * 12)}" stroke-width="20"/>`)}<circle cx="400" cy="400" r="70" fill="${hsl(hue, 10, 90)}"/>`;
  },
  hvac: (r, v) => {
    const hue = [200, 0, 180, 30][v] ?? 200;
    return `${bg(r, hue)}<rect x="160" y="200" width="480" height="400" rx="20" fill="${hsl(hue, 8, 96)}" stroke="${hsl(hue, 10, 70)}" stroke-width="6"/><circle cx="400" cy="400" r="140" fill="${hsl(hue, 10, 82)}"/>${repeat(5, (i) => `<ellipse cx="400" cy="330" rx="30" ry="70" fill="${hsl(hue, 25, 55)}" transform="rotate(${i * 72} 400 400)"/>`)}<circle cx="400" cy="400" r="24" fill="${hsl(hue, 20, 40)}"/>`;
  },
  lamp: (r, v) => {
    const hue = [45, 30, 200, 0][v] ?? 45;
    return `<defs><radialGradient id="glow"><stop offset="0" stop-color="${hsl(hue, 90, 88)}"/><stop offset="1" stop-color="${hsl(hue, 40, 20)}"/></radialGradient></defs><rect width="800" height="800" fill="${hsl(hue, 15, 14)}"/><circle cx="400" cy="400" r="330" fill="url(#glow)" opacity=".8"/><circle cx="400" cy="400" r="150" fill="${hsl(0, 0, 80)}"/><circle cx="400" cy="400" r="118" fill="${hsl(hue, 90, 92)}"/>`;
  },
  'outdoor-lamp': (r, v) => {
    const hue = [210, 230, 20, 160][v] ?? 210;
    return `<rect width="800" height="800" fill="${hsl(hue, 40, 25)}"/><rect x="380" y="200" width="24" height="560" fill="${hsl(0, 0, 55)}"/><path d="M392 200 Q392 150 480 150 H560" stroke="${hsl(0, 0, 55)}" stroke-width="16" fill="none"/><rect x="520" y="140" width="130" height="34" rx="10" fill="${hsl(0, 0, 70)}"/><path d="M530 174 L480 560 H720 L640 174 Z" fill="${hsl(50, 90, 80)}" opacity=".25"/>${v === 0 ? `<rect x="300" y="260" width="180" height="110" fill="${hsl(215, 60, 35)}" stroke="#ccc" stroke-width="4"/>` : ''}`;
  },
  smart: (r, v) => {
    const hue = [220, 0, 40, 180][v] ?? 220;
    return `${bg(r, hue)}<rect x="280" y="150" width="240" height="500" rx="36" fill="${hsl(hue, 10, 22)}"/><rect x="310" y="200" width="180" height="240" rx="12" fill="${hsl(hue, 50, 45)}" opacity=".8"/>${repeat(6, (i) => `<circle cx="${345 + (i % 3) * 55}" cy="${490 + Math.floor(i / 3) * 55}" r="16" fill="${hsl(hue, 10, 60)}"/>`)}`;
  },
  camera: (r, v) => {
    const hue = [210, 0, 30, 120][v] ?? 210;
    return `${bg(r, hue)}<rect x="180" y="200" width="440" height="40" rx="12" fill="${hsl(0, 0, 88)}"/><path d="M230 240 A170 170 0 0 0 570 240 Z" fill="${hsl(0, 0, 95)}" stroke="${hsl(0, 0, 70)}" stroke-width="5"/><circle cx="400" cy="320" r="70" fill="${hsl(hue, 20, 15)}"/><circle cx="400" cy="320" r="34" fill="${hsl(hue, 60, 40)}"/><circle cx="385" cy="305" r="10" fill="#fff" opacity=".8"/>`;
  },
  paver: (r, v) => {
    const hue = [0, 10, 45, 0][v] ?? 0;
    const sat = v === 0 ? 0 : v === 3 ? 5 : 45;
    return repeat(80, (i) => {
      const row = Math.floor(i / 8);
      const x = (i % 8) * 110 - (row % 2) * 55;
      return `<rect x="${x}" y="${row * 80}" width="106" height="76" fill="${hsl(hue, sat, r.int(38, 58))}"/>`;
    });
  },
  plant: (r, v) => {
    const hue = [110, 90, 130, 70][v] ?? 110;
    return `<rect width="800" height="800" fill="${hsl(200, 50, 92)}"/><rect y="620" width="800" height="180" fill="${hsl(hue, 35, 45)}"/><rect x="380" y="380" width="40" height="260" fill="${hsl(25, 40, 30)}"/>${repeat(7, () => `<circle cx="${r.int(260, 540)}" cy="${r.int(220, 420)}" r="${r.int(80, 130)}" fill="${hsl(hue + r.int(-10, 10), 45, r.int(30, 45))}" opacity=".9"/>`)}`;
  },
  furniture: (r, v) => {
    const hue = [30, 0, 210, 20][v] ?? 30;
    return `${bg(r, hue)}<rect x="140" y="360" width="520" height="40" fill="${hsl(hue, 30, v === 1 ? 90 : 45)}"/><rect x="170" y="400" width="24" height="260" fill="${hsl(0, 0, 25)}"/><rect x="606" y="400" width="24" height="260" fill="${hsl(0, 0, 25)}"/><rect x="420" y="400" width="200" height="150" fill="${hsl(hue, 25, 60)}"/><rect x="250" y="230" width="160" height="110" rx="6" fill="${hsl(0, 0, 20)}"/>`;
  },
  curtain: (r, v) => {
    const hue = [40, 210, 220, 30][v] ?? 40;
    return `<rect width="800" height="800" fill="${hsl(hue, 10, 95)}"/><rect x="60" y="80" width="680" height="16" fill="${hsl(0, 0, 40)}"/>${repeat(16, (i) => `<path d="M${60 + i * 42.5} 96 Q${80 + i * 42.5} 420 ${60 + i * 42.5} 740 H${102 + i * 42.5} Q${82 + i * 42.5} 420 ${102 + i * 42.5} 96 Z" fill="${hsl(hue, 30, 40 + (i % 2) * 12)}"/>`)}`;
  },
  elevator: (r, v) => {
    const hue = [210, 0, 40, 200][v] ?? 210;
    return `${bg(r, hue)}<rect x="200" y="120" width="400" height="600" fill="${hsl(hue, 10, 60)}"/><rect x="220" y="150" width="178" height="570" fill="${hsl(hue, 8, 80)}"/><rect x="402" y="150" width="178" height="570" fill="${hsl(hue, 8, 76)}"/><path d="M640 330 l30 -40 l30 40 Z M640 380 l30 40 l30 -40 Z" fill="${hsl(hue, 50, 45)}"/>`;
  },
  electrical: (r, v) => {
    const hue = [210, 0, 30, 150][v] ?? 210;
    return `${bg(r, hue)}<rect x="200" y="140" width="400" height="560" rx="10" fill="${hsl(hue, 10, 78)}" stroke="${hsl(hue, 10, 45)}" stroke-width="6"/>${repeat(12, (i) => `<rect x="${240 + (i % 4) * 85}" y="${210 + Math.floor(i / 4) * 150}" width="60" height="110" rx="6" fill="${hsl(hue, 10, 30)}"/><rect x="${258 + (i % 4) * 85}" y="${230 + Math.floor(i / 4) * 150}" width="24" height="40" fill="${r.chance(0.5) ? hsl(120, 60, 45) : hsl(0, 70, 50)}"/>`)}`;
  },
  solar: (r, v) => {
    const hue = [215, 225, 205, 235][v] ?? 215;
    return `<rect width="800" height="800" fill="${hsl(200, 60, 88)}"/><path d="M120 640 L220 220 H700 L640 640 Z" fill="${hsl(hue, 60, 25)}" stroke="${hsl(0, 0, 80)}" stroke-width="8"/>${repeat(5, (i) => `<path d="M${140 + i * 100} 640 L${230 + i * 96} 220" stroke="${hsl(0, 0, 75)}" stroke-width="3"/>`)}${repeat(4, (i) => `<path d="M${120 + 24 * (i + 1)} ${640 - 84 * (i + 1)} H${640 + 12 * (i + 1)}" stroke="${hsl(0, 0, 75)}" stroke-width="3"/>`)}`;
  },
};

/**
 * An equirectangular (2:1) panorama of a factory hall for the FactoryVR viewer: the horizon
 * runs through the middle, so the ceiling, walls and floor wrap all the way round; columns,
 * windows, light rows and machines repeat along the width with no seam at the edges.
 */
function drawPanorama(w: number, h: number, n: number, r: Random): string {
  const hue = [210, 30, 150, 0][n % 4] ?? 210;
  const wallTop = h * 0.3;
  const floorTop = h * 0.62;
  const bays = 8;
  const bay = w / bays;
  const columns = repeat(
    bays,
    (i) =>
      `<rect x="${i * bay - 14}" y="${wallTop - 40}" width="28" height="${floorTop - wallTop + 60}" fill="${hsl(hue, 10, 38)}"/>`,
  );
  const windows = repeat(bays, (i) =>
    repeat(
      3,
      (k) =>
        `<rect x="${i * bay + 40 + k * ((bay - 80) / 3)}" y="${wallTop + 30}" width="${(bay - 80) / 3 - 12}" height="${(floorTop - wallTop) * 0.35}" fill="${hsl(200, 60, 82)}" stroke="${hsl(hue, 10, 30)}" stroke-width="4"/>`,
    ),
  );
  const lights = repeat(
    3,
    (row) =>
      `${repeat(bays * 2, (i) => `<ellipse cx="${(i + 0.5) * (bay / 2)}" cy="${wallTop * (0.35 + row * 0.22)}" rx="${26 - row * 5}" ry="${8 - row}" fill="${hsl(50, 90, 92)}"/>`)}<rect x="0" y="${wallTop * (0.35 + row * 0.22) - 2}" width="${w}" height="3" fill="${hsl(hue, 5, 25)}"/>`,
  );
  const machines = repeat(bays, (i) => {
    const mw = r.int(bay * 0.3, bay * 0.6);
    const mh = r.int(h * 0.08, h * 0.16);
    const x = i * bay + r.int(20, bay - mw - 20);
    const y = floorTop + r.int(20, 60);
    return `<rect x="${x}" y="${y - mh}" width="${mw}" height="${mh}" rx="6" fill="${hsl(hue + 180, 45, r.int(40, 55))}"/><rect x="${x + 10}" y="${y - mh + 10}" width="${mw / 3}" height="${mh / 4}" fill="${hsl(0, 0, 90)}" opacity=".8"/><rect x="${x}" y="${y}" width="${mw}" height="12" fill="${hsl(0, 0, 20)}" opacity=".35"/>`;
  });
  const lanes = repeat(
    4,
    (k) =>
      `<rect x="0" y="${floorTop + (h - floorTop) * (0.25 + k * 0.18)}" width="${w}" height="${6 + k * 3}" fill="${hsl(50, 90, 55)}" opacity=".85"/>`,
  );
  return svg(
    w,
    h,
    `<defs><linearGradient id="ceil" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 8, 18)}"/><stop offset="1" stop-color="${hsl(hue, 8, 45)}"/></linearGradient><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 6, 62)}"/><stop offset="1" stop-color="${hsl(hue, 6, 30)}"/></linearGradient></defs><rect width="${w}" height="${wallTop}" fill="url(#ceil)"/>${lights}<rect y="${wallTop}" width="${w}" height="${floorTop - wallTop}" fill="${hsl(hue, 12, 80)}"/>${windows}${columns}<rect y="${floorTop}" width="${w}" height="${h - floorTop}" fill="url(#floor)"/>${lanes}${machines}`,
  );
}

function drawOther(pool: OtherPool, n: number): string {
  const { w, h } = OTHER_POOLS[pool];
  const r = createRandom(`${pool}-${n}`);
  const hue = (n * 47) % 360;
  switch (pool) {
    case 'panorama':
    case 'factory':
      return drawPanorama(w, h, n, r);
    case 'banner':
    case 'cover':
      return svg(
        w,
        h,
        `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${hsl(hue, 55, 35)}"/><stop offset="1" stop-color="${hsl(hue + 40, 60, 55)}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/>${repeat(7, () => `<rect x="${r.int(0, w)}" y="${r.int(h / 3, h)}" width="${r.int(w / 20, w / 8)}" height="${h}" fill="${hsl(hue, 30, r.int(70, 95))}" opacity=".${r.int(15, 45)}"/>`)}${repeat(4, () => `<circle cx="${r.int(0, w)}" cy="${r.int(0, h / 2)}" r="${r.int(h / 10, h / 3)}" fill="#fff" opacity=".08"/>`)}`,
      );
    case 'avatar':
      return svg(
        w,
        h,
        `<rect width="${w}" height="${h}" fill="${hsl(hue, 40, 80)}"/><circle cx="100" cy="80" r="40" fill="${hsl(hue, 30, 45)}"/><path d="M30 200 Q100 100 170 200 Z" fill="${hsl(hue, 30, 45)}"/>`,
      );
    case 'doc':
      return svg(
        w,
        h,
        `<rect width="${w}" height="${h}" fill="#fbfaf6"/><rect x="40" y="40" width="${w - 80}" height="${h - 80}" fill="none" stroke="${hsl(hue, 50, 45)}" stroke-width="10"/>${repeat(14, (i) => `<rect x="110" y="${260 + i * 48}" width="${r.int(360, 580)}" height="12" fill="#c9c9c9"/>`)}<rect x="250" y="120" width="300" height="36" fill="#999"/><circle cx="600" cy="900" r="80" fill="none" stroke="#d23" stroke-width="8"/>`,
      );
  }
}

/** A one-page PDF with a few drawn lines (no fonts needed). */
function pdfBytes(n: number): Buffer {
  const lines = Array.from(
    { length: 12 },
    (_, i) => `72 ${700 - i * 40} m ${300 + ((i * 37 + n * 11) % 220)} ${700 - i * 40} l S`,
  ).join('\n');
  const stream = `0.6 g 72 740 300 24 re f 0.2 G 2 w\n${lines}`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** The category's pattern with its name on a band across the bottom. */
export function productSvg(categoryId: number, variant: number): string {
  const category = PRODUCT_CATEGORIES.get(categoryId);
  if (!category) throw new Error(`no category ${categoryId}`);
  const pattern = DRAW[category.profile.image](createRandom(`${categoryId}-${variant}`), variant);
  const label = hasCjkFont()
    ? `<rect y="672" width="800" height="128" fill="#1f2329" fill-opacity=".62"/><text x="400" y="758" font-size="68" text-anchor="middle" fill="#fff" ${CJK_FONT}>${category.name}</text>`
    : '';
  return svg(800, 800, pattern + label);
}

export function lettermarkSvg({ text, hue }: Lettermark): string {
  const size = Math.min(96, Math.floor(200 / text.length));
  const mark = hasCjkFont()
    ? `<text x="120" y="${Math.round(120 + size * 0.36)}" font-size="${size}" text-anchor="middle" fill="#fff" ${CJK_FONT}>${text}</text>`
    : `<rect x="48" y="48" width="144" height="144" rx="20" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="8"/>`;
  return svg(
    240,
    240,
    `<rect width="240" height="240" rx="36" fill="${hsl(hue, 55, 40)}"/>${mark}`,
  );
}

// 72 dpi is the SVG's own 800 px; half of that keeps the features and costs far less.
const FEATURE_DENSITY = 36;
let poolFeatures: Promise<Map<string, ImageFeatures>> | undefined;

/**
 * Image-search features of every product pool image, by URL. Computed once per process from
 * the rendered pool (it is small), so seeding any number of products only copies them.
 */
export function productImageFeatures(): Promise<Map<string, ImageFeatures>> {
  poolFeatures ??= (async () => {
    const entries: [string, ImageFeatures][] = [];
    const queue = [...PRODUCT_CATEGORIES.keys()].flatMap((id) =>
      Array.from({ length: VARIANTS_PER_KIND }, (_, v) => [id, v] as const),
    );
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const [id, v] = job;
        // Rasterised smaller than the files: the features are made to survive resizing.
        const small = await sharp(Buffer.from(productSvg(id, v)), { density: FEATURE_DENSITY })
          .png({ compressionLevel: 0 })
          .toBuffer();
        entries.push([seedImages.product(id, v), await computeImageFeatures(small)]);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    return new Map(entries);
  })();
  poolFeatures.catch(() => (poolFeatures = undefined));
  return poolFeatures;
}

interface ImageJob {
  url: string;
  make: () => Promise<Buffer>;
}

const typeOf = (key: string) => (key.endsWith('.pdf') ? 'application/pdf' : 'image/png');

/**
 * Writes the files missing under `seed/` of the file store (local disk or the bucket, as the
 * mall serves them); returns how many it wrote.
 */
async function writeMissing(files: ObjectStorage, jobs: ImageJob[]): Promise<number> {
  let written = 0;
  const queue = jobs.slice();
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const key = job.url.replace(/^\/files\//, '');
      if (await files.stat(key)) continue;
      await files.write(key, await job.make(), typeOf(key));
      written++;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return written;
}

/** Writes the lettermark logos the seed handed out. */
export function writeLettermarks(
  files: ObjectStorage,
  marks: Iterable<Lettermark>,
): Promise<number> {
  return writeMissing(
    files,
    [...marks].map((mark) => ({
      url: seedImages.lettermark(mark),
      make: () => png(lettermarkSvg(mark)),
    })),
  );
}

/** Writes the product, banner, cover … pools and the notice PDFs. */
export async function writeSeedImages(files: ObjectStorage): Promise<number> {
  const jobs: ImageJob[] = [];
  for (const id of PRODUCT_CATEGORIES.keys()) {
    for (let v = 0; v < VARIANTS_PER_KIND; v++) {
      jobs.push({ url: seedImages.product(id, v), make: () => png(productSvg(id, v)) });
    }
  }
  for (const pool of Object.keys(OTHER_POOLS) as OtherPool[]) {
    for (let n = 0; n < OTHER_POOLS[pool].count; n++) {
      jobs.push({ url: seedImages.pool(pool, n), make: () => png(drawOther(pool, n)) });
    }
  }
  for (let n = 0; n < 3; n++) {
    jobs.push({ url: seedImages.pdf(n), make: async () => pdfBytes(n) });
  }
  return writeMissing(files, jobs);
}
