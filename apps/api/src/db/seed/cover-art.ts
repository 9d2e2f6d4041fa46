import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from '../../platform/images.ts';
import { publicMediaUrl } from '../../platform/media.ts';
import type { Storage } from '../../platform/storage.ts';
import { type IconName, placeIcon } from './cover-icons.ts';

/**
 * Deterministic cover art for the demo catalogue: a gradient in the stream's palette and a
 * pictogram of what the thing is about (a course's subject, a company's industry, a feed post's
 * topic; cover-icons.ts) over a background pattern, placed and tinted by the title's hash; logos
 * add the initials. Drawn as SVG and encoded to WebP with sharp. The same title always gives the same picture and the same storage key
 * (`public/covers/<kind>/<hash>-<width>.webp`), served at `/api/media/covers/...`.
 */

export type CoverKind = 'courses' | 'roadmaps' | 'institutes' | 'companies';

/** Pixel widths written for each kind (the widths the web's cards and pages ask for). */
export const COVER_WIDTHS: Record<CoverKind, number[]> = {
  courses: [640],
  roadmaps: [640],
  institutes: [160],
  companies: [96],
};
const ASPECT: Record<CoverKind, number> = { courses: 9 / 16, roadmaps: 7 / 16, institutes: 1, companies: 1 };

/** Bumped when the drawing changes, so that cached renders of the old drawing are not reused. */
const ART_VERSION = 2;

type Palette = [from: string, to: string, accent: string];

const PALETTES: Record<string, Palette[]> = {
  'computer-applications': [
    ['#1e1b4b', '#4338ca', '#a5b4fc'],
    ['#0f172a', '#0e7490', '#67e8f9'],
    ['#172554', '#2563eb', '#93c5fd'],
  ],
  engineering: [
    ['#1c1917', '#b45309', '#fcd34d'],
    ['#292524', '#c2410c', '#fdba74'],
    ['#0c0a09', '#57534e', '#fbbf24'],
  ],
  medical: [
    ['#042f2e', '#0f766e', '#5eead4'],
    ['#083344', '#0891b2', '#a5f3fc'],
    ['#14532d', '#15803d', '#86efac'],
  ],
  management: [
    ['#1e1b4b', '#7c3aed', '#c4b5fd'],
    ['#2e1065', '#6d28d9', '#ddd6fe'],
    ['#312e81', '#4f46e5', '#e0e7ff'],
  ],
  design: [
    ['#500724', '#db2777', '#fbcfe8'],
    ['#4a044e', '#c026d3', '#f5d0fe'],
    ['#431407', '#ea580c', '#fed7aa'],
  ],
  commerce: [
    ['#052e16', '#047857', '#a7f3d0'],
    ['#022c22', '#0f766e', '#99f6e4'],
    ['#1a2e05', '#4d7c0f', '#d9f99d'],
  ],
  law: [
    ['#1c1917', '#7f1d1d', '#fca5a5'],
    ['#27272a', '#9f1239', '#fecdd3'],
    ['#0f172a', '#334155', '#fde68a'],
  ],
  'government-exams': [
    ['#172554', '#1d4ed8', '#fde68a'],
    ['#1e3a8a', '#0369a1', '#fed7aa'],
    ['#0c4a6e', '#0284c7', '#fef08a'],
  ],
  arts: [
    ['#3b0764', '#9333ea', '#fde68a'],
    ['#431407', '#b45309', '#fef3c7'],
    ['#4c0519', '#be123c', '#fecdd3'],
  ],
};
const DEFAULT_PALETTES: Palette[] = [
  ['#0f172a', '#475569', '#cbd5e1'],
  ['#1e293b', '#4f46e5', '#c7d2fe'],
];

const SMALL_WORDS = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'the', 'to', 'with', 'your', 'from']);

/** Up to two letters: the first letters of the first two meaningful words ("Python for Data Science" → "PD"). */
export function initialsOf(title: string): string {
  const words = title
    .replace(/\(.*?\)/g, ' ')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length > 0 && !SMALL_WORDS.has(word.toLowerCase()));
  const letters = words.slice(0, 2).map((word) => word[0]!.toUpperCase());
  return letters.join('') || '?';
}

/** A small PRNG seeded from text, so that each title places its motif its own way. */
function randomFrom(text: string) {
  let state = createHash('sha256').update(text).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => Math.round(n * 10) / 10;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const PATTERNS = ['dots', 'grid', 'diagonals', 'rings'] as const;

/** A faint background texture, one of PATTERNS, in a 640 × H box. */
function pattern(kind: (typeof PATTERNS)[number], height: number, random: () => number): string {
  const step = 22 + Math.floor(random() * 14);
  switch (kind) {
    case 'dots': {
      const dots: string[] = [];
      for (let y = step / 2; y < height; y += step)
        for (let x = 340; x < 640; x += step) dots.push(`<circle cx="${f(x)}" cy="${f(y)}" r="2.4"/>`);
      return `<g fill="#fff" fill-opacity="0.14">${dots.join('')}</g>`;
    }
    case 'grid': {
      const lines: string[] = [];
      for (let x = 0; x < 640; x += step * 2) lines.push(`<path d="M${x} 0V${height}"/>`);
      for (let y = 0; y < height; y += step * 2) lines.push(`<path d="M0 ${y}H640"/>`);
      return `<g stroke="#fff" stroke-opacity="0.07" stroke-width="1.5">${lines.join('')}</g>`;
    }
    case 'diagonals': {
      const lines: string[] = [];
      for (let x = -height; x < 640; x += step) lines.push(`<path d="M${x} ${height}L${x + height} 0"/>`);
      return `<g stroke="#fff" stroke-opacity="0.06" stroke-width="6">${lines.join('')}</g>`;
    }
    default: {
      const cx = f(460 + random() * 120);
      const rings = Array.from(
        { length: 6 },
        (_, i) => `<circle cx="${cx}" cy="${f(height * 0.5)}" r="${(i + 1) * step * 1.6}"/>`,
      );
      return `<g fill="none" stroke="#fff" stroke-opacity="0.08" stroke-width="3">${rings.join('')}</g>`;
    }
  }
}

/** A logo's outline: a crest for a university or college, a circle for an online academy, a rounded square otherwise. */
function logoShape(shape: 'crest' | 'circle' | 'square' | 'hexagon'): string {
  switch (shape) {
    case 'crest':
      return '<path d="M80 6l66 22v44c0 42-28 70-66 82C42 142 14 114 14 72V28z" fill="url(#bg)"/>';
    case 'circle':
      return '<circle cx="80" cy="80" r="76" fill="url(#bg)"/>';
    case 'hexagon':
      return '<polygon points="80,4 146,42 146,118 80,156 14,118 14,42" fill="url(#bg)"/>';
    default:
      return '<rect width="160" height="160" rx="28" fill="url(#bg)"/>';
  }
}

export type CoverOptions = {
  /** What the picture shows; without one, a stream's own pictogram. */
  icon?: IconName;
  /** The small pictogram, bar and initials on the left; off where text is laid over the picture or the initials mean nothing. */
  monogram?: boolean;
  /** A logo's outline (institutes and companies). */
  shape?: 'crest' | 'circle' | 'square' | 'hexagon';
};

/** The pictogram of a stream, for a picture that names no subject of its own. */
export const STREAM_ICONS: Record<string, IconName> = {
  'computer-applications': 'terminal',
  engineering: 'gear',
  medical: 'stethoscope',
  management: 'briefcase',
  design: 'pen',
  commerce: 'rupee',
  law: 'scales',
  'government-exams': 'wheel',
  arts: 'book',
  aviation: 'plane',
};

/** The SVG of a cover (640 wide, the kind's aspect) or, for institutes and companies, of a square logo. */
export function coverSvg(kind: CoverKind, stream: string, title: string, variant = title, options: CoverOptions = {}): string {
  const random = randomFrom(`${kind}:${variant}`);
  const palettes = PALETTES[stream] ?? DEFAULT_PALETTES;
  const [from, to, accent] = palettes[Math.floor(random() * palettes.length)]!;
  const icon = options.icon ?? STREAM_ICONS[stream] ?? 'book';
  const angle = Math.floor(random() * 360);
  const gradient = `<linearGradient id="bg" gradientTransform="rotate(${angle % 90} 0.5 0.5)" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  if (kind === 'institutes' || kind === 'companies') {
    const initials = escapeXml(initialsOf(title));
    const shape = options.shape ?? (kind === 'companies' ? 'square' : 'crest');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><defs>${gradient}</defs>${logoShape(shape)}${placeIcon(icon, 48, 26, 64, '#fff', 0.95, 7)}<text x="80" y="128" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="28" letter-spacing="1" fill="${accent}">${initials}</text></svg>`;
  }
  const height = Math.round(640 * ASPECT[kind]);
  const gx = f(0.15 + random() * 0.5);
  const texture = pattern(PATTERNS[Math.floor(random() * PATTERNS.length)]!, height, random);
  // The subject's pictogram large on the right, a small echo of it in the accent colour on the left.
  const size = f(height * (0.58 + random() * 0.14));
  const x = f(360 + random() * Math.max(0, 616 - size - 360));
  const y = f((height - size) / 2 + (random() - 0.5) * height * 0.1);
  const tilt = f((random() - 0.5) * 16);
  const small = f(height * 0.2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="${height}" viewBox="0 0 640 ${height}"><defs>${gradient}<radialGradient id="glow" cx="${gx}" cy="0.1" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="640" height="${height}" fill="url(#bg)"/><rect width="640" height="${height}" fill="url(#glow)"/>${texture}<g transform="rotate(${tilt} ${f(x + size / 2)} ${f(y + size / 2)})"><circle cx="${f(x + size / 2)}" cy="${f(y + size / 2)}" r="${f(size * 0.66)}" fill="#fff" fill-opacity="0.08"/>${placeIcon(icon, x, y, size, '#fff', 0.92, 5)}</g>${options.monogram === false ? '' : `${placeIcon(icon, 44, f(height * 0.14), small, accent, 0.85, 8)}<rect x="44" y="${f(height * 0.14 + small + 14)}" width="56" height="7" rx="3.5" fill="${accent}"/><text x="42" y="${f(height * 0.86)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="${f(height * 0.2)}" letter-spacing="-1" fill="#fff" fill-opacity="0.9">${escapeXml(initialsOf(title))}</text>`}</svg>`;
}

export type Cover = { kind: CoverKind; svg: string; hash: string };

/** `variant` tells apart two things with the same title (two branches of one institute in different cities). */
export function cover(kind: CoverKind, stream: string, title: string, variant = title, options: CoverOptions = {}): Cover {
  const svg = coverSvg(kind, stream, title, variant, options);
  const hash = createHash('sha256').update(`${ART_VERSION}:${variant}:${svg}`).digest('hex').slice(0, 16);
  return { kind, svg, hash };
}

/** The storage key of one rendered width. */
export function coverKey(c: Cover, width: number): string {
  return `public/covers/${c.kind}/${c.hash}-${width}.webp`;
}

/** The URL stored in `image_url` (the largest width written). */
export function coverUrl(c: Cover): string {
  const widths = COVER_WIDTHS[c.kind];
  return publicMediaUrl(coverKey(c, widths[widths.length - 1]!));
}

async function render(c: Cover, width: number): Promise<Uint8Array> {
  const height = Math.round(width * ASPECT[c.kind]);
  const density = Math.max(72, Math.round((72 * width) / (c.kind === 'institutes' || c.kind === 'companies' ? 160 : 640)));
  const sharp = await loadSharp();
  const bytes = await sharp(Buffer.from(c.svg), { density }).resize(width, height).webp({ quality: 72, effort: 2 }).toBuffer();
  return new Uint8Array(bytes);
}

/**
 * Writes every width of every cover into storage, skipping what is stored already. Renders are
 * also kept in `cacheDir` by content hash, so that a fresh data directory (every e2e run, every
 * first start) copies them instead of drawing them again.
 */
export async function writeCovers(
  storage: Storage,
  covers: Cover[],
  options: { cacheDir?: string; concurrency?: number } = {},
): Promise<{ rendered: number; cached: number }> {
  const jobs = covers.flatMap((c) => COVER_WIDTHS[c.kind].map((width) => ({ c, width })));
  const unique = [...new Map(jobs.map((job) => [coverKey(job.c, job.width), job])).values()];
  let rendered = 0;
  let cached = 0;
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const { c, width } = unique[next++]!;
      const key = coverKey(c, width);
      const cacheFile = options.cacheDir ? path.join(options.cacheDir, key.replaceAll('/', '_')) : undefined;
      let bytes = cacheFile ? await readFile(cacheFile).catch(() => null) : null;
      if (bytes) cached++;
      else {
        bytes = Buffer.from(await render(c, width));
        rendered++;
        if (cacheFile) {
          await mkdir(path.dirname(cacheFile), { recursive: true });
          const temporary = `${cacheFile}.${process.pid}.part`;
          await writeFile(temporary, bytes);
          await rename(temporary, cacheFile);
        }
      }
      if (!(await storage.stat(key))) await storage.put(key, new Uint8Array(bytes), 'image/webp');
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return { rendered, cached };
}
