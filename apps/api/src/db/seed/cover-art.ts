import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadSharp } from '../../platform/images.ts';
import { publicMediaUrl } from '../../platform/media.ts';
import type { Storage } from '../../platform/storage.ts';

/**
 * Deterministic cover art for the demo catalogue: a gradient in the stream's palette, the
 * stream's motif placed by the title's hash, and the title's initials, drawn as SVG and encoded
 * to WebP with sharp. The same title always gives the same picture and the same storage key
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
const ART_VERSION = 1;

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

function gear(cx: number, cy: number, r: number, teeth: number): string {
  const points: string[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const angle = (i / (teeth * 4)) * Math.PI * 2;
    const radius = i % 4 < 2 ? r : r * 0.82;
    points.push(`${f(cx + Math.cos(angle) * radius)},${f(cy + Math.sin(angle) * radius)}`);
  }
  return `<polygon points="${points.join(' ')}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.32)}" fill-opacity="0" stroke="#fff" stroke-width="${f(r * 0.12)}"/>`;
}

/** The stream's motif in white, drawn into a 640 × H box. */
function motif(stream: string, random: () => number, height: number, accent: string): string {
  const x = (min: number, max: number) => f(min + random() * (max - min));
  switch (stream) {
    case 'computer-applications': {
      const dots = Array.from({ length: 7 }, (_, row) =>
        Array.from({ length: 9 }, (_, col) => `<circle cx="${380 + col * 26}" cy="${30 + row * 26}" r="2.5"/>`).join(''),
      ).join('');
      return `<g fill="#fff" fill-opacity="0.18">${dots}</g><text x="${x(320, 350)}" y="${f(height * 0.62)}" font-family="DejaVu Sans Mono, monospace" font-size="${f(height * 0.36)}" font-weight="700" fill="${accent}" fill-opacity="0.55">&lt;/&gt;</text>`;
    }
    case 'engineering':
      return `<g fill="#fff" fill-opacity="0.16">${gear(x(440, 500), height * 0.42, height * 0.32, 10)}${gear(x(560, 600), height * 0.8, height * 0.18, 8)}</g><g fill="${accent}" fill-opacity="0.5">${gear(x(360, 400), height * 0.18, height * 0.1, 6)}</g>`;
    case 'medical': {
      const cross = (cx: number, cy: number, s: number, fill: string, opacity: number) =>
        `<path d="M${f(cx - s / 6)} ${f(cy - s / 2)}h${f(s / 3)}v${f(s / 3)}h${f(s / 3)}v${f(s / 3)}h-${f(s / 3)}v${f(s / 3)}h-${f(s / 3)}v-${f(s / 3)}h-${f(s / 3)}v-${f(s / 3)}h${f(s / 3)}z" fill="${fill}" fill-opacity="${opacity}"/>`;
      const baseline = f(height * 0.72);
      return `${cross(x(470, 520), height * 0.36, height * 0.42, '#fff', 0.2)}${cross(x(580, 610), height * 0.16, height * 0.14, accent, 0.6)}<polyline points="300,${baseline} 400,${baseline} 425,${f(height * 0.5)} 450,${f(height * 0.9)} 475,${baseline} 640,${baseline}" fill="none" stroke="${accent}" stroke-opacity="0.7" stroke-width="6" stroke-linejoin="round"/>`;
    }
    case 'management': {
      const bars = Array.from({ length: 5 }, (_, i) => {
        const h = height * (0.2 + random() * 0.5 + i * 0.04);
        return `<rect x="${380 + i * 48}" y="${f(height * 0.92 - h)}" width="32" height="${f(h)}" rx="6"/>`;
      }).join('');
      return `<g fill="#fff" fill-opacity="0.18">${bars}</g><polyline points="370,${f(height * 0.7)} 450,${f(height * 0.55)} 520,${f(height * 0.6)} 610,${f(height * 0.22)}" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.8"/>`;
    }
    case 'design':
      return `<g fill-opacity="0.35"><circle cx="${x(430, 470)}" cy="${f(height * 0.42)}" r="${f(height * 0.26)}" fill="#fff"/><circle cx="${x(520, 560)}" cy="${f(height * 0.42)}" r="${f(height * 0.26)}" fill="${accent}"/><circle cx="${x(470, 510)}" cy="${f(height * 0.66)}" r="${f(height * 0.26)}" fill="#fff" fill-opacity="0.5"/></g>`;
    case 'commerce': {
      const points = Array.from({ length: 7 }, (_, i) => `${360 + i * 45},${f(height * (0.8 - i * 0.08 - random() * 0.12))}`);
      return `<polyline points="${points.join(' ')}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="8" stroke-linejoin="round"/><g fill="${accent}" fill-opacity="0.7">${points.map((p) => `<circle cx="${p.split(',')[0]}" cy="${p.split(',')[1]}" r="7"/>`).join('')}</g>`;
    }
    case 'law': {
      const left = x(400, 440);
      const columns = Array.from(
        { length: 4 },
        (_, i) => `<rect x="${f(left + 18 + i * 48)}" y="${f(height * 0.4)}" width="22" height="${f(height * 0.4)}" rx="3"/>`,
      ).join('');
      return `<g fill="#fff" fill-opacity="0.2"><polygon points="${f(left)},${f(height * 0.36)} ${f(left + 100)},${f(height * 0.14)} ${f(left + 200)},${f(height * 0.36)}"/>${columns}<rect x="${f(left - 6)}" y="${f(height * 0.82)}" width="212" height="14" rx="3"/></g><circle cx="${f(left + 100)}" cy="${f(height * 0.28)}" r="9" fill="${accent}" fill-opacity="0.8"/>`;
    }
    case 'government-exams': {
      const cx = x(470, 520);
      const cy = height * 0.48;
      const r = height * 0.34;
      const spokes = Array.from({ length: 24 }, (_, i) => {
        const a = (i / 24) * Math.PI * 2;
        return `<line x1="${f(cx)}" y1="${f(cy)}" x2="${f(cx + Math.cos(a) * r)}" y2="${f(cy + Math.sin(a) * r)}"/>`;
      }).join('');
      return `<g stroke="#fff" stroke-opacity="0.22" stroke-width="4" fill="none"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" stroke-width="10"/>${spokes}</g><circle cx="${f(cx)}" cy="${f(cy)}" r="14" fill="${accent}" fill-opacity="0.8"/>`;
    }
    case 'arts': {
      const waves = Array.from({ length: 4 }, (_, i) => {
        const y = height * (0.3 + i * 0.16);
        const amp = 14 + random() * 16;
        return `<path d="M300 ${f(y)} C 380 ${f(y - amp)}, 440 ${f(y + amp)}, 520 ${f(y)} S 620 ${f(y - amp)}, 660 ${f(y)}" stroke="${i % 2 ? accent : '#fff'}" stroke-opacity="${i % 2 ? 0.6 : 0.25}"/>`;
      }).join('');
      return `<g fill="none" stroke-width="9" stroke-linecap="round">${waves}</g>`;
    }
    default:
      return `<polygon points="420,${f(height * 0.7)} 620,${f(height * 0.2)} 500,${f(height * 0.8)}" fill="#fff" fill-opacity="0.2"/>`;
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The SVG of a cover (640 wide, the kind's aspect) or, for institutes and companies, of a square logo. */
export function coverSvg(kind: CoverKind, stream: string, title: string, variant = title): string {
  const random = randomFrom(`${kind}:${variant}`);
  const palettes = PALETTES[stream] ?? DEFAULT_PALETTES;
  const [from, to, accent] = palettes[Math.floor(random() * palettes.length)]!;
  const initials = escapeXml(initialsOf(title));
  if (kind === 'institutes' || kind === 'companies') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="160" height="160" rx="${kind === 'institutes' ? 32 : 24}" fill="url(#bg)"/><circle cx="80" cy="80" r="58" fill="none" stroke="${accent}" stroke-opacity="0.55" stroke-width="3"${random() < 0.5 ? ` stroke-dasharray="${2 + Math.floor(random() * 6)} 4"` : ''} transform="rotate(${Math.floor(random() * 90)} 80 80)"/><text x="80" y="${initials.length > 1 ? 98 : 102}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="${initials.length > 1 ? 52 : 64}" fill="#fff">${initials}</text></svg>`;
  }
  const height = Math.round(640 * ASPECT[kind]);
  const gx = f(0.15 + random() * 0.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="${height}" viewBox="0 0 640 ${height}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><radialGradient id="glow" cx="${gx}" cy="0.1" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="640" height="${height}" fill="url(#bg)"/><rect width="640" height="${height}" fill="url(#glow)"/>${motif(stream, random, height, accent)}<rect x="44" y="${f(height * 0.16)}" width="56" height="7" rx="3.5" fill="${accent}"/><text x="40" y="${f(height * 0.82)}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="${f(height * 0.36)}" letter-spacing="-3" fill="#fff" fill-opacity="0.94">${initials}</text></svg>`;
}

export type Cover = { kind: CoverKind; svg: string; hash: string };

/** `variant` tells apart two things with the same title (two branches of one institute in different cities). */
export function cover(kind: CoverKind, stream: string, title: string, variant = title): Cover {
  const svg = coverSvg(kind, stream, title, variant);
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
