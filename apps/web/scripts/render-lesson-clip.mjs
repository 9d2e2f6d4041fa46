// Renders the seed's short lesson clips: a <canvas> animation recorded with MediaRecorder in
// headless Chromium (driven by playwright-core) to WebM, and the matching WebVTT captions. The
// output goes to apps/web/public/media and is committed; the seed maps each clip to its lesson in
// LESSON_CLIPS (apps/api/src/db/seed/lesson-content.ts). Each WebM is also converted, with the
// bundled ffmpeg, to `<id>-360p.mp4`: H.264 at 360 lines, what the studio's transcoder makes of a
// 540-line source, which the seed registers as the studio media's rendition (ADR 0043).
//
//   node apps/web/scripts/render-lesson-clip.mjs --list
//   node apps/web/scripts/render-lesson-clip.mjs jupyter-notebooks your-first-select
//   node apps/web/scripts/render-lesson-clip.mjs --all
//   node apps/web/scripts/render-lesson-clip.mjs --mp4 --all   (the MP4s of the committed WebMs only)
//   node apps/web/scripts/render-lesson-clip.mjs --stills /tmp/stills jupyter-notebooks   (PNGs to look at, no video)
//
// Recording runs in real time (a 30 s clip takes about 30 s). Each clip must stay under
// MAX_BYTES; the script says so and exits non-zero otherwise. MediaRecorder writes no duration
// into the WebM, so the script adds it (players then show the length and can seek at once), and
// finally opens the file in Chromium to check its duration and a seek.
import { execFile } from 'node:child_process';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';

const WIDTH = 960;
const HEIGHT = 540;
const FPS = 15;
const MAX_BYTES = 400_000;
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];
const OUT = new URL('../public/media/', import.meta.url);

/**
 * Browser side: the drawing helpers every clip uses. Sent into the page as source text, so it
 * may refer to nothing outside itself.
 */
function makeKit(ctx, W, H) {
  const SANS = '"DejaVu Sans", sans-serif';
  const MONO = '"DejaVu Sans Mono", monospace';
  const clamp = (x) => Math.max(0, Math.min(1, x));
  const ease = (x) => 1 - (1 - clamp(x)) ** 3;
  /** 0 → 1 from `at` ms into the scene, over `dur` ms. */
  const after = (local, at, dur = 450) => ease((local - at) / dur);
  const mix = (a, b, x) => a + (b - a) * x;
  const fontOf = (o) => `${o.weight ?? 'normal'} ${o.size ?? 22}px ${o.mono ? MONO : SANS}`;
  function measure(str, o = {}) {
    ctx.save();
    ctx.font = fontOf(o);
    const width = ctx.measureText(str).width;
    ctx.restore();
    return width;
  }
  function text(str, x, y, o = {}) {
    ctx.save();
    ctx.globalAlpha *= o.alpha ?? 1;
    ctx.font = fontOf(o);
    ctx.fillStyle = o.color ?? '#ffffff';
    ctx.textAlign = o.align ?? 'left';
    ctx.textBaseline = o.baseline ?? 'alphabetic';
    ctx.fillText(str, x, y);
    ctx.restore();
    return measure(str, o);
  }
  function box(x, y, w, h, o = {}) {
    ctx.save();
    ctx.globalAlpha *= o.alpha ?? 1;
    ctx.beginPath();
    ctx.roundRect(x, y, w, h, o.r ?? 12);
    if (o.fill) {
      ctx.fillStyle = o.fill;
      ctx.fill();
    }
    if (o.stroke) {
      ctx.strokeStyle = o.stroke;
      ctx.lineWidth = o.lineWidth ?? 2;
      ctx.stroke();
    }
    ctx.restore();
  }
  function circle(x, y, r, o = {}) {
    ctx.save();
    ctx.globalAlpha *= o.alpha ?? 1;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    if (o.fill) {
      ctx.fillStyle = o.fill;
      ctx.fill();
    }
    if (o.stroke) {
      ctx.strokeStyle = o.stroke;
      ctx.lineWidth = o.lineWidth ?? 3;
      ctx.stroke();
    }
    ctx.restore();
  }
  /** A line drawn up to `upTo` (0..1) of its length, for lines that grow. */
  function line(x1, y1, x2, y2, o = {}) {
    const upTo = o.upTo ?? 1;
    if (upTo <= 0) return;
    ctx.save();
    ctx.globalAlpha *= o.alpha ?? 1;
    ctx.strokeStyle = o.color ?? '#ffffff';
    ctx.lineWidth = o.width ?? 3;
    ctx.lineCap = 'round';
    if (o.dash) ctx.setLineDash(o.dash);
    ctx.beginPath();
    ctx.moveTo(x1, y1);
    ctx.lineTo(mix(x1, x2, upTo), mix(y1, y2, upTo));
    ctx.stroke();
    ctx.restore();
  }
  /** A smooth S-curve from one lane to another (branches and merges). */
  function curve(x1, y1, x2, y2, o = {}) {
    const upTo = o.upTo ?? 1;
    if (upTo <= 0) return;
    ctx.save();
    ctx.globalAlpha *= o.alpha ?? 1;
    ctx.strokeStyle = o.color ?? '#ffffff';
    ctx.lineWidth = o.width ?? 3;
    ctx.lineCap = 'round';
    ctx.beginPath();
    const steps = 24;
    for (let s = 0; s <= steps * upTo; s++) {
      const u = s / steps;
      const x = mix(x1, x2, u);
      const y = mix(y1, y2, u * u * (3 - 2 * u));
      if (s === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
    ctx.restore();
  }
  function arrow(x1, y1, x2, y2, o = {}) {
    line(x1, y1, x2, y2, o);
    const angle = Math.atan2(y2 - y1, x2 - x1);
    ctx.save();
    ctx.globalAlpha *= o.alpha ?? 1;
    ctx.fillStyle = o.color ?? '#ffffff';
    ctx.beginPath();
    ctx.moveTo(x2, y2);
    ctx.lineTo(x2 - 12 * Math.cos(angle - 0.45), y2 - 12 * Math.sin(angle - 0.45));
    ctx.lineTo(x2 - 12 * Math.cos(angle + 0.45), y2 - 12 * Math.sin(angle + 0.45));
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  }
  /** A rounded label; returns its width. */
  function pill(str, x, y, o = {}) {
    const size = o.size ?? 16;
    const w = measure(str, { size, weight: o.weight ?? 'bold', mono: o.mono }) + 2 * (o.padX ?? 12);
    const h = size + 2 * (o.padY ?? 7);
    const left = o.align === 'center' ? x - w / 2 : o.align === 'right' ? x - w : x;
    box(left, y, w, h, { r: h / 2, fill: o.fill ?? '#4f46e5', stroke: o.stroke, alpha: o.alpha });
    text(str, left + w / 2, y + h / 2 + 1, {
      size,
      weight: o.weight ?? 'bold',
      mono: o.mono,
      color: o.color ?? '#ffffff',
      align: 'center',
      baseline: 'middle',
      alpha: o.alpha,
    });
    return w;
  }
  /** A flat colour: a gradient costs the encoder far more bits than it is worth, and blurs the text. */
  function background() {
    ctx.fillStyle = '#262262';
    ctx.fillRect(0, 0, W, H);
  }
  /** The lesson's name at the top and the clip's progress at the bottom. */
  function chrome(label, t, total) {
    text(label, 48, 44, { size: 16, weight: 'bold', color: '#a5b4fc' });
    box(48, H - 18, W - 96, 5, { r: 2.5, fill: 'rgba(255,255,255,0.18)' });
    box(48, H - 18, Math.max(5, (W - 96) * Math.min(1, t / total)), 5, { r: 2.5, fill: '#a5b4fc' });
  }
  function heading(str, local) {
    const a = after(local, 0, 350);
    text(str, 48 + (1 - a) * 16, 94, { size: 30, weight: 'bold', alpha: a });
  }
  function titleCard(title, sub, local) {
    const a = after(local, 100, 600);
    const b = after(local, 500, 600);
    text(title, W / 2, H / 2 - 20 + (1 - a) * 20, { size: 50, weight: 'bold', align: 'center', alpha: a });
    text(sub, W / 2, H / 2 + 34, { size: 24, color: '#c7d2fe', align: 'center', alpha: b });
    box(W / 2 - 60 * b, H / 2 + 64, 120 * b, 4, { r: 2, fill: '#a5b4fc', alpha: b });
  }
  return {
    SANS,
    MONO,
    W,
    H,
    clamp,
    ease,
    after,
    mix,
    measure,
    text,
    box,
    circle,
    line,
    curve,
    arrow,
    pill,
    background,
    chrome,
    heading,
    titleCard,
  };
}

/* ------------------------------------------------------------------------------------------ */
/* The clips. `draw(k, ctx, s)` runs in the page for every frame: `s.i` is the scene, `s.local`  */
/* the ms into it; scenes before the current one are finished, so each draws its end state.    */
/* ------------------------------------------------------------------------------------------ */

const CLIPS = {
  'browsers-load-a-page': {
    lesson: 'How browsers load a page',
    label: 'WEB · How browsers load a page',
    bitsPerSecond: 180_000,
    scenes: [
      { ms: 2000, title: 'How browsers load a page', line: 'From the address bar to the first pixel' },
      { ms: 2000, title: '1. DNS lookup', line: 'example.in becomes an IP address' },
      { ms: 2000, title: '2. TCP and TLS', line: 'A connection opens and keys are agreed' },
      { ms: 2000, title: '3. HTTP request', line: 'GET / returns the HTML' },
      { ms: 2000, title: '4. Parsing', line: 'HTML becomes the DOM, CSS the CSSOM' },
      { ms: 2000, title: '5. Layout and paint', line: 'Every box is measured, then drawn' },
    ].map((scene) => ({ ...scene, caption: `${scene.title}: ${scene.line}.` })),
    draw: function draw(k, _ctx, s) {
      k.titleCard(s.scene.title, s.scene.line, s.local);
    },
  },

  'jupyter-notebooks': {
    lesson: 'Jupyter notebooks',
    label: 'PYTHON · Jupyter notebooks',
    bitsPerSecond: 70_000,
    scenes: [
      { ms: 4500, caption: 'Jupyter notebooks: code, its output and your notes in one document.' },
      { ms: 5000, caption: 'A notebook is a list of cells: Markdown cells for notes, code cells for Python.' },
      { ms: 4500, caption: 'Shift + Enter runs the current cell and moves to the next one.' },
      { ms: 4500, caption: 'The output appears right under the cell: here, the first rows of a DataFrame.' },
      { ms: 5000, caption: 'All cells share one Python process, the kernel, which keeps every variable.' },
      { ms: 5500, caption: 'Run cells out of order and the variables no longer match the code you see.' },
      { ms: 5000, caption: 'Before sharing, use Kernel → Restart & Run All: it must work top to bottom.' },
    ],
    draw: function draw(k, ctx, s) {
      const { i, local } = s;
      if (i === 0) {
        k.titleCard('Jupyter notebooks', 'Code, its output and your notes in one document', local);
        return;
      }
      const headings = [
        '',
        'A notebook is a list of cells',
        'Shift + Enter runs a cell',
        'The output appears under the cell',
        'One kernel holds every variable',
        'Out of order, the code misleads',
        'Restart & Run All before you share',
      ];
      k.heading(headings[i], local);
      // The notebook.
      const X = 48;
      const Y = 116;
      const PW = i > 4 ? 560 : i === 4 ? k.mix(864, 560, k.after(local, 0, 600)) : 864;
      k.box(X, Y, PW, 326, { r: 14, fill: '#ffffff' });
      k.text('train_delays.ipynb', X + 16, Y + 21, { size: 13, weight: 'bold', color: '#475569' });
      k.line(X, Y + 30, X + PW, Y + 30, { color: '#e2e8f0', width: 1 });
      // Execution counts: what each code cell shows at this moment.
      let counts = ['[ ]', '[ ]', '[ ]'];
      let filtered = false;
      let active = 0;
      if (i === 2) {
        counts = [local > 1300 ? '[1]' : '[*]', '[ ]', '[ ]'];
        active = local > 1600 ? 1 : 0;
      } else if (i >= 3 && i <= 4) {
        counts = ['[1]', i === 3 && local < 900 ? '[*]' : '[2]', '[ ]'];
        active = 1;
      } else if (i === 5) {
        counts = ['[1]', local > 2600 ? '[4]' : '[2]', local > 1000 ? '[3]' : '[ ]'];
        filtered = local > 2600;
        active = local > 2600 ? 1 : 2;
      } else if (i === 6) {
        const step = local < 900 ? 0 : local < 1500 ? 1 : local < 2100 ? 2 : 3;
        counts = [step >= 1 ? '[1]' : '[ ]', step >= 2 ? '[2]' : '[ ]', step >= 3 ? '[3]' : '[ ]'];
        active = Math.min(2, Math.max(0, step - 1));
      }
      const showThird = i >= 5;
      const appear = (at) => (i === 1 ? k.after(local, at) : 1);
      let y = Y + 40;
      const cellW = PW - 32;
      // Markdown cell, shown rendered.
      const a0 = appear(200);
      k.text('Train delays, March', X + 66, y + 20, { size: 20, weight: 'bold', color: '#0f172a', alpha: a0 });
      k.text('Which trains run late, and where?', X + 66, y + 42, { size: 15, color: '#475569', alpha: a0 });
      if (i === 1)
        k.pill('Markdown', X + cellW + 16, y + 2, { size: 12, fill: '#e0e7ff', color: '#3730a3', align: 'right', alpha: a0 });
      y += 54;
      const codeCell = (n, lines, alpha) => {
        const h = 14 + lines.length * 22;
        const isActive = active === n && i >= 2;
        k.box(X + 58, y, cellW - 42, h, {
          r: 6,
          fill: '#f1f5f9',
          stroke: isActive ? '#6366f1' : '#e2e8f0',
          lineWidth: isActive ? 2 : 1,
          alpha,
        });
        if (isActive) k.box(X + 14, y, 4, h, { r: 2, fill: '#6366f1', alpha });
        k.text(counts[n], X + 24, y + 22, { size: 14, mono: true, color: '#64748b', alpha });
        lines.forEach((ln, j) => {
          let cx = X + 70;
          for (const [part, color] of ln) cx += k.text(part, cx, y + 24 + j * 22, { size: 16, mono: true, color, alpha });
        });
        if (i === 1 && n === 0)
          k.pill('Code', X + cellW + 16, y + 4, { size: 12, fill: '#dcfce7', color: '#166534', align: 'right', alpha });
        y += h + 8;
      };
      const KW = '#7c3aed';
      const STR = '#b45309';
      const INK = '#0f172a';
      codeCell(
        0,
        [
          [
            ['import', KW],
            [' pandas ', INK],
            ['as', KW],
            [' pd', INK],
          ],
          [
            ['df = pd.read_csv(', INK],
            ['"train_delays.csv"', STR],
            [')', INK],
          ],
        ],
        appear(900),
      );
      codeCell(1, [[['df.head(3)', INK]]], appear(1600));
      // The output of df.head(3).
      const restarting = i === 6 && local < 1500;
      if (i >= 3) {
        const a = i === 3 ? k.after(local, 900, 500) : i === 6 ? 1 - k.after(local, 0, 300) + k.after(local, 1500, 400) : 1;
        const rows = filtered
          ? [
              ['12002 Shatabdi', 'Agra Cantt', '18'],
              ['12627 Karnataka Exp', 'Itarsi', '35'],
              ['11019 Konark Exp', 'Pune', '22'],
            ]
          : [
              ['12951 Rajdhani', 'Kota', '4'],
              ['12002 Shatabdi', 'Agra Cantt', '18'],
              ['12627 Karnataka Exp', 'Itarsi', '35'],
            ];
        const cols = [X + 70, X + 290, X + 430];
        const header = ['train', 'station', 'delay_min'];
        ctx.save();
        ctx.globalAlpha = a;
        header.forEach((h, c) => {
          k.text(h, cols[c], y + 14, { size: 13, weight: 'bold', color: '#334155' });
        });
        k.line(X + 66, y + 20, X + 520, y + 20, { color: '#cbd5e1', width: 1 });
        rows.forEach((r, j) => {
          r.forEach((v, c) => {
            k.text(v, cols[c], y + 37 + j * 18, { size: 13, color: filtered && i === 5 ? '#b45309' : '#0f172a', mono: c === 2 });
          });
        });
        ctx.restore();
        y += 80;
      }
      if (showThird) {
        const a = i === 5 ? k.after(local, 300) : 1;
        codeCell(
          2,
          [
            [
              ['df = df[df.delay_min > ', INK],
              ['10', '#0369a1'],
              [']', INK],
            ],
          ],
          a,
        );
      }
      if (i === 2) {
        // The keys, in the notebook's empty space under the cells.
        const a = k.after(local, 300);
        const kx = X + 70;
        const sw = k.pill('Shift', kx, 346, { size: 20, fill: '#312e81', alpha: a, padX: 18, padY: 10 });
        k.text('+', kx + sw + 14, 370, { size: 24, weight: 'bold', color: '#312e81', alpha: a });
        k.pill('Enter ↵', kx + sw + 40, 346, { size: 20, fill: '#312e81', alpha: a, padX: 18, padY: 10 });
        k.text('runs the cell, then moves to the next one', kx, 420, { size: 17, color: '#475569', alpha: k.after(local, 900) });
      }
      // The kernel and its variables.
      if (i >= 4) {
        const a = i === 4 ? k.after(local, 200, 600) : 1;
        const KX = 640;
        k.box(KX, Y, 272, 210, { r: 14, fill: 'rgba(255,255,255,0.1)', stroke: '#a5b4fc', alpha: a });
        k.text('Kernel', KX + 18, Y + 32, { size: 20, weight: 'bold', alpha: a });
        k.text('one Python process', KX + 18, Y + 54, { size: 14, color: '#c7d2fe', alpha: a });
        // After the filter ran (cell 3), df has 41 rows; Restart & Run All runs it last again.
        const small = (i === 5 && local > 1000) || (i === 6 && local > 2100);
        const vars = [
          ['pd', 'module pandas'],
          ['df', small ? 'DataFrame 41 × 3' : 'DataFrame 120 × 3'],
        ];
        if (restarting)
          k.text('restarted: no variables', KX + 18, Y + 96, { size: 16, color: '#c7d2fe', alpha: 1 - k.after(local, 900, 300) });
        vars.forEach(([name, what], j) => {
          const va = i === 4 ? k.after(local, 900 + j * 500) : restarting ? k.after(local, 900, 300) : 1;
          k.text(name, KX + 18, Y + 96 + j * 34, { size: 18, mono: true, weight: 'bold', color: '#fde68a', alpha: va });
          k.text(what, KX + 64, Y + 96 + j * 34, {
            size: 16,
            color: i === 5 && j === 1 && local > 1000 ? '#fca5a5' : '#e0e7ff',
            alpha: va,
          });
        });
        if (i === 4) k.arrow(X + PW + 6, Y + 120, KX - 8, Y + 120, { color: '#a5b4fc', alpha: k.after(local, 600), width: 2 });
        if (i === 5) {
          const b = k.after(local, 3000, 500);
          k.box(KX, Y + 226, 272, 100, { r: 12, fill: '#fef3c7', alpha: b });
          k.text('Ran 1 → 3 → 2', KX + 16, Y + 256, { size: 17, weight: 'bold', color: '#92400e', alpha: b });
          k.text('Read top to bottom, the', KX + 16, Y + 282, { size: 15, color: '#92400e', alpha: b });
          k.text('code no longer gives this.', KX + 16, Y + 304, { size: 15, color: '#92400e', alpha: b });
        }
        if (i === 6) {
          const m = k.after(local, 0, 300);
          k.box(KX, Y + 226, 272, 44, { r: 10, fill: '#ffffff', alpha: m });
          k.text('Kernel ▸ Restart & Run All', KX + 16, Y + 254, { size: 16, weight: 'bold', color: '#3730a3', alpha: m });
          const ok = k.after(local, 2400, 500);
          k.circle(KX + 28, Y + 306, 14, { fill: '#22c55e', alpha: ok });
          k.text('✓', KX + 28, Y + 312, { size: 18, weight: 'bold', align: 'center', alpha: ok });
          k.text('Runs top to bottom', KX + 52, Y + 312, { size: 17, weight: 'bold', color: '#bbf7d0', alpha: ok });
        }
      }
    },
  },

  'your-first-select': {
    lesson: 'Your first SELECT',
    label: 'SQL · Your first SELECT',
    bitsPerSecond: 70_000,
    scenes: [
      { ms: 4500, caption: 'Your first SELECT. Read a query in the order the database runs it.' },
      { ms: 4500, caption: 'First FROM: which table to read. Here, every row of students.' },
      { ms: 4500, caption: 'Then WHERE keeps only the rows that match: city_id = 3.' },
      { ms: 4500, caption: 'SELECT picks the columns to return: full_name and email.' },
      { ms: 4500, caption: 'ORDER BY sorts the rows that are left, by full_name from A to Z.' },
      { ms: 4500, caption: 'LIMIT keeps the first rows of that order: two of them here.' },
      { ms: 5500, caption: 'FROM, WHERE, SELECT, ORDER BY, LIMIT. To find missing values, write IS NULL.' },
    ],
    draw: function draw(k, ctx, s) {
      const { i, local } = s;
      if (i === 0) {
        k.titleCard('Your first SELECT', 'Read a query in the order the database runs it', local);
        return;
      }
      const headings = [
        '',
        '1 · FROM: which table',
        '2 · WHERE: which rows',
        '3 · SELECT: which columns',
        '4 · ORDER BY: in what order',
        '5 · LIMIT: how many',
        'Written one way, run another',
      ];
      k.heading(headings[i], local);
      // The query, with the clause of this step lit.
      const QX = 48;
      const QY = 116;
      k.box(QX, QY, 372, 214, { r: 14, fill: '#0f172a' });
      const query = [
        ['SELECT', ' full_name, email', 3],
        ['FROM', ' students', 1],
        ['WHERE', ' city_id = 3', 2],
        ['ORDER BY', ' full_name', 4],
        ['LIMIT', ' 2;', 5],
      ];
      query.forEach(([kw, rest, step], j) => {
        const lit = step === i || i === 6;
        const y = QY + 44 + j * 38;
        if (step === i) k.box(QX + 10, y - 26, 352, 36, { r: 8, fill: 'rgba(99,102,241,0.35)', alpha: k.after(local, 0, 300) });
        const w = k.text(kw, QX + 22, y, { size: 20, mono: true, weight: 'bold', color: lit ? '#a5b4fc' : '#64748b' });
        k.text(rest, QX + 22 + w, y, { size: 20, mono: true, color: lit ? '#f8fafc' : '#64748b' });
      });
      // The order the database runs it, lit step by step.
      const order = ['FROM', 'WHERE', 'SELECT', 'ORDER BY', 'LIMIT'];
      let cx = 48;
      const cy = 396;
      order.forEach((name, j) => {
        const on = i === 6 || j + 1 <= i;
        const w = k.pill(name, cx, cy, {
          size: 16,
          fill: on ? (j + 1 === i ? '#a5b4fc' : '#4f46e5') : 'rgba(255,255,255,0.12)',
          color: on ? (j + 1 === i ? '#1e1b4b' : '#ffffff') : '#a5b4fc',
          mono: true,
        });
        cx += w + 8;
        if (j < order.length - 1) {
          k.text('→', cx, cy + 20, { size: 16, color: '#a5b4fc' });
          cx += 24;
        }
      });
      if (i === 6) {
        const b = k.after(local, 1800, 500);
        k.box(452, 116, 460, 214, { r: 14, fill: '#ffffff', alpha: b });
        k.text('Missing values', 476, 156, { size: 20, weight: 'bold', color: '#0f172a', alpha: b });
        k.text('NULL is not equal to anything,', 476, 192, { size: 17, color: '#334155', alpha: b });
        k.text('not even NULL. Write:', 476, 216, { size: 17, color: '#334155', alpha: b });
        k.text('WHERE email IS NULL', 476, 262, { size: 20, mono: true, weight: 'bold', color: '#4f46e5', alpha: b });
        k.text('not  email = NULL', 476, 296, { size: 16, mono: true, color: '#b91c1c', alpha: b });
        return;
      }
      // The table, changing as each clause runs.
      const rows = [
        [1, 'Riya Sharma', 'riya@mail.in', 3],
        [2, 'Arjun Nair', 'arjun@mail.in', 1],
        [3, 'Meera Iyer', 'meera@mail.in', 3],
        [4, 'Kabir Singh', 'kabir@mail.in', 2],
        [5, 'Aditi Rao', 'aditi@mail.in', 3],
        [6, 'Farhan Ali', 'farhan@mail.in', 1],
      ];
      const TX = 452;
      const TY = 116;
      const colX = [TX + 16, TX + 62, TX + 200, TX + 372];
      const tableIn = i === 1 ? k.after(local, 200, 600) : 1;
      ctx.save();
      ctx.globalAlpha = tableIn;
      k.box(TX, TY, 460, 262, { r: 14, fill: '#ffffff' });
      k.text('students', TX + 16, TY + 26, { size: 14, weight: 'bold', color: '#6366f1' });
      const dropCol = i >= 3 ? (i === 3 ? k.after(local, 300, 700) : 1) : 0;
      ['id', 'full_name', 'email', 'city_id'].forEach((h, c) => {
        const faded = c === 0 || c === 3 ? 1 - 0.8 * dropCol : 1;
        k.text(h, colX[c], TY + 52, { size: 14, weight: 'bold', color: '#334155', alpha: faded });
      });
      k.line(TX + 12, TY + 60, TX + 448, TY + 60, { color: '#cbd5e1', width: 1 });
      const keep = (r) => r[3] === 3;
      const sorted = rows.filter(keep).sort((a, b) => a[1].localeCompare(b[1]));
      const whereA = i === 2 ? k.after(local, 400, 700) : i > 2 ? 1 : 0;
      const sortA = i === 4 ? k.after(local, 400, 1200) : i > 4 ? 1 : 0;
      const limitA = i === 5 ? k.after(local, 400, 700) : 0;
      rows.forEach((r, j) => {
        const kept = keep(r);
        const slot = kept ? sorted.indexOf(r) : j;
        const y = TY + 86 + k.mix(j, slot, kept ? sortA : 0) * 30;
        let alpha = kept ? 1 : 1 - 0.8 * whereA - 0.2 * sortA;
        if (kept && slot === 2) alpha = 1 - 0.8 * limitA;
        if (alpha <= 0.01) return;
        if (kept && i >= 2) k.box(TX + 8, y - 20, 444, 28, { r: 6, fill: '#eef2ff', alpha: whereA * alpha });
        r.forEach((v, c) => {
          const colFade = c === 0 || c === 3 ? 1 - 0.8 * dropCol : 1;
          const hot = c === 3 && i === 2 && kept;
          k.text(String(v), colX[c], y, {
            size: 15,
            mono: c !== 1,
            weight: hot ? 'bold' : 'normal',
            color: hot ? '#4f46e5' : '#0f172a',
            alpha: alpha * colFade,
          });
        });
        if (!kept && whereA > 0.5) k.line(TX + 12, y - 5, TX + 448, y - 5, { color: '#94a3b8', width: 1.5, alpha: alpha });
      });
      if (i === 5) {
        const b = k.after(local, 1300, 500);
        k.pill('Result: 2 rows', TX + 444, TY + 226, { size: 14, fill: '#4f46e5', align: 'right', alpha: b });
      }
      ctx.restore();
    },
  },

  'branching-strategies': {
    lesson: 'Branching strategies',
    label: 'GIT · Branching strategies',
    bitsPerSecond: 70_000,
    scenes: [
      { ms: 4500, caption: 'Branching strategies: how a team uses Git branches so that main always works.' },
      { ms: 4500, caption: 'main holds the code you release: every commit on it builds and passes its tests.' },
      { ms: 5000, caption: 'For each change, start a short-lived branch: git switch -c feature/login.' },
      { ms: 4000, caption: 'Meanwhile main moves on, as teammates merge their own work.' },
      { ms: 5000, caption: 'Open a pull request: CI runs the tests and a teammate reviews the change.' },
      { ms: 5000, caption: 'Merge it into main and delete the branch. Small branches mean small conflicts.' },
      { ms: 5500, caption: 'Trunk-based teams merge daily; Git flow adds release branches for scheduled releases.' },
    ],
    draw: function draw(k, _ctx, s) {
      const { i, local } = s;
      if (i === 0) {
        k.titleCard('Branching strategies', 'Keep main releasable; work on short-lived branches', local);
        return;
      }
      const headings = [
        '',
        'main is what you release',
        'One short-lived branch per change',
        'main moves on meanwhile',
        'A pull request: tests and a review',
        'Merge, then delete the branch',
        'Two common strategies',
      ];
      k.heading(headings[i], local);
      if (i === 6) {
        const cards = [
          [
            'Trunk-based',
            ['Branches live a day or less.', 'Merge small changes often;', 'release straight from main.'],
            '#22c55e',
          ],
          ['Git flow', ['develop + release branches;', 'hotfixes merged both ways.', 'For scheduled releases.'], '#f59e0b'],
        ];
        cards.forEach(([name, lines, color], j) => {
          const a = k.after(local, 200 + j * 700, 500);
          const x = 48 + j * 444;
          k.box(x, 130, 420, 230, { r: 16, fill: '#ffffff', alpha: a });
          k.box(x, 130, 8, 230, { r: 4, fill: color, alpha: a });
          k.text(name, x + 32, 178, { size: 26, weight: 'bold', color: '#0f172a', alpha: a });
          lines.forEach((ln, n) => {
            k.text(ln, x + 32, 226 + n * 36, { size: 19, color: '#334155', alpha: a });
          });
        });
        return;
      }
      const MAIN = 196;
      const FEAT = 300;
      const xs = { A: 90, B: 180, C: 270, D: 360, E: 450, F: 420, M: 580 };
      const mainColor = '#a5b4fc';
      const featColor = '#fbbf24';
      // main: A, B, C, then F (a teammate's merge), then the merge commit M.
      const grow = (scene, at, dur = 500) => (i > scene ? 1 : i === scene ? k.after(local, at, dur) : 0);
      const a = grow(1, 200);
      const b = grow(1, 800);
      const c = grow(1, 1400);
      k.line(xs.A, MAIN, xs.B, MAIN, { color: mainColor, upTo: b });
      k.line(xs.B, MAIN, xs.C, MAIN, { color: mainColor, upTo: c });
      const f = grow(3, 300, 600);
      k.line(xs.C, MAIN, xs.F, MAIN, { color: mainColor, upTo: f });
      const m = grow(5, 600, 700);
      k.line(xs.F, MAIN, xs.M, MAIN, { color: mainColor, upTo: m });
      // The feature branch: out of C, commits D and E, merged back into M.
      const d = grow(2, 1200, 600);
      const e = grow(2, 2200, 600);
      const branchGone = i === 5 ? k.after(local, 2000, 600) : 0;
      k.curve(xs.C, MAIN, xs.D, FEAT, { color: featColor, upTo: d });
      k.line(xs.D, FEAT, xs.E, FEAT, { color: featColor, upTo: e });
      k.curve(xs.E, FEAT, xs.M, MAIN, { color: featColor, upTo: m });
      const commit = (x, y, label, alpha, color) => {
        if (alpha <= 0) return;
        k.circle(x, y, 14 * alpha, { fill: '#1e1b4b', stroke: color, lineWidth: 4 });
        k.text(label, x, y + 40, { size: 15, mono: true, color: '#e0e7ff', align: 'center', alpha });
      };
      commit(xs.A, MAIN, 'a1f', a, mainColor);
      commit(xs.B, MAIN, 'b27', b, mainColor);
      commit(xs.C, MAIN, 'c3d', c, mainColor);
      commit(xs.D, FEAT, 'd4e', d, featColor);
      commit(xs.E, FEAT, 'e5f', e, featColor);
      commit(xs.F, MAIN, 'f61', f, '#5eead4');
      commit(xs.M, MAIN, 'merge', m, mainColor);
      // Branch labels at their tips.
      const mainTip = m > 0.5 ? xs.M : f > 0.5 ? xs.F : xs.C;
      k.pill('main', mainTip + 26, MAIN - 15, { size: 15, fill: '#4f46e5', alpha: c });
      if (d > 0)
        k.pill('feature/login', (e > 0.5 ? xs.E : xs.D) + 26, FEAT - 15, {
          size: 15,
          fill: '#b45309',
          alpha: d * (1 - branchGone),
        });
      if (i === 1) {
        const t = k.after(local, 2200);
        k.text('Every commit on main builds and passes its tests.', 48, 400, { size: 19, color: '#c7d2fe', alpha: t });
      }
      if (i === 2) {
        const t = k.after(local, 200);
        k.box(48, 380, 430, 46, { r: 10, fill: '#0f172a', alpha: t });
        k.text('$ git switch -c feature/login', 64, 410, { size: 18, mono: true, color: '#fde68a', alpha: t });
      }
      if (i === 3) {
        const t = k.after(local, 900);
        k.text('f61: a teammate’s change, merged', xs.F - 40, MAIN - 44, { size: 16, color: '#5eead4', alpha: t });
      }
      if (i === 4) {
        const t = k.after(local, 100);
        const PX = 632;
        const PY = 236;
        k.box(PX, PY, 280, 142, { r: 14, fill: '#ffffff', alpha: t });
        k.text('#42  Add login with OTP', PX + 18, PY + 34, { size: 18, weight: 'bold', color: '#0f172a', alpha: t });
        k.text('feature/login → main', PX + 18, PY + 58, { size: 14, mono: true, color: '#64748b', alpha: t });
        const checks = ['Tests passed (CI)', 'Approved by Priya'];
        checks.forEach((label, n) => {
          const ok = k.after(local, 1400 + n * 1100, 400);
          k.circle(PX + 30, PY + 86 + n * 28, 10, { fill: ok > 0.5 ? '#22c55e' : '#cbd5e1', alpha: t });
          k.text(ok > 0.5 ? '✓' : '…', PX + 30, PY + 91 + n * 28, { size: 13, weight: 'bold', align: 'center', alpha: t });
          k.text(label, PX + 50, PY + 92 + n * 28, { size: 16, color: '#334155', alpha: t });
        });
        k.arrow(xs.E + 180, FEAT, PX - 10, FEAT, { color: '#fbbf24', width: 2, alpha: k.after(local, 600) });
      }
      if (i === 5) {
        const t = k.after(local, 2400);
        k.text('feature/login deleted: its commits live on in main.', 48, 410, { size: 19, color: '#c7d2fe', alpha: t });
      }
    },
  },
};

/* ------------------------------------------------------------------------------------------ */

/** Draws frames of a clip (each scene near its end, and midway) as PNG files, to look at the layout without recording. */
async function stills(page, id, clip, dir) {
  await page.setViewportSize({ width: WIDTH, height: HEIGHT });
  const times = [];
  let at = 0;
  for (const scene of clip.scenes) {
    times.push(at + scene.ms / 2, at + scene.ms - 100);
    at += scene.ms;
  }
  await page.evaluate(
    async ({ W, H, scenes, label, kitSource, drawSource }) => {
      document.body.style.margin = '0';
      const canvas = document.createElement('canvas');
      canvas.width = W;
      canvas.height = H;
      document.body.append(canvas);
      const ctx = canvas.getContext('2d');
      const k = new Function(`return (${kitSource})`)()(ctx, W, H);
      const draw = new Function(`return (${drawSource})`)();
      await document.fonts.ready;
      const starts = [];
      let total = 0;
      for (const scene of scenes) {
        starts.push(total);
        total += scene.ms;
      }
      window.paintAt = (t) => {
        let i = scenes.length - 1;
        while (i > 0 && t < starts[i]) i--;
        ctx.save();
        k.background();
        draw(k, ctx, { i, local: t - starts[i], t, total, scene: scenes[i] });
        ctx.restore();
        k.chrome(label, t, total);
      };
    },
    {
      W: WIDTH,
      H: HEIGHT,
      scenes: clip.scenes.map(({ caption: _caption, ...scene }) => scene),
      label: clip.label,
      kitSource: makeKit.toString(),
      drawSource: clip.draw.toString(),
    },
  );
  for (const t of times) {
    await page.evaluate((time) => window.paintAt(time), t);
    const file = `${dir}/${id}-${String(Math.round(t)).padStart(5, '0')}.png`;
    await page.locator('canvas').screenshot({ path: file });
    console.log(file);
  }
}

/** Renders one clip in the page and answers its WebM bytes. */
async function record(page, id, clip, bitsPerSecond) {
  const base64 = await page.evaluate(
    async ({ W, H, fps, bitsPerSecond, scenes, label, kitSource, drawSource }) => {
      const canvas = document.createElement('canvas');
      canvas.width = W;
      canvas.height = H;
      document.body.append(canvas);
      const ctx = canvas.getContext('2d');
      const k = new Function(`return (${kitSource})`)()(ctx, W, H);
      const draw = new Function(`return (${drawSource})`)();
      await document.fonts.ready;
      const starts = [];
      let total = 0;
      for (const scene of scenes) {
        starts.push(total);
        total += scene.ms;
      }
      const paint = (t) => {
        let i = scenes.length - 1;
        while (i > 0 && t < starts[i]) i--;
        const local = t - starts[i];
        ctx.save();
        k.background();
        draw(k, ctx, { i, local, t, total, scene: scenes[i] });
        ctx.restore();
        k.chrome(label, t, total);
      };
      paint(0);
      const stream = canvas.captureStream(fps);
      const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: bitsPerSecond });
      const chunks = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => {
        recorder.onstop = resolve;
      });
      recorder.start(1000);
      const start = performance.now();
      await new Promise((resolve) => {
        const frame = () => {
          const t = performance.now() - start;
          paint(Math.min(t, total));
          if (t >= total + 200) resolve();
          else requestAnimationFrame(frame);
        };
        frame();
      });
      recorder.stop();
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (let n = 0; n < bytes.length; n += 0x8000) binary += String.fromCharCode(...bytes.subarray(n, n + 0x8000));
      return btoa(binary);
    },
    {
      W: WIDTH,
      H: HEIGHT,
      fps: FPS,
      bitsPerSecond,
      scenes: clip.scenes.map(({ caption: _caption, ...scene }) => scene),
      label: clip.label,
      kitSource: makeKit.toString(),
      drawSource: clip.draw.toString(),
    },
  );
  console.log(`${id}: recorded at ${Math.round(bitsPerSecond / 1000)} kbit/s`);
  return Buffer.from(base64, 'base64');
}

/* WebM (Matroska/EBML): MediaRecorder leaves the duration out; add it to the Segment's Info. */

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const DURATION = 0x4489;

function readId(buf, pos) {
  let length = 1;
  while (length <= 4 && !(buf[pos] & (0x80 >> (length - 1)))) length++;
  let id = 0;
  for (let n = 0; n < length; n++) id = id * 256 + buf[pos + n];
  return { id, length };
}

function readSize(buf, pos) {
  let length = 1;
  while (length <= 8 && !(buf[pos] & (0x80 >> (length - 1)))) length++;
  let value = buf[pos] & (0xff >> length);
  for (let n = 1; n < length; n++) value = value * 256 + buf[pos + n];
  return { value, length, unknown: value === 2 ** (7 * length) - 1 };
}

function sizeBytes(value, length) {
  const out = Buffer.alloc(length);
  let rest = value;
  for (let n = length - 1; n >= 0; n--) {
    out[n] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  out[0] |= 0x80 >> (length - 1);
  return out;
}

/** The WebM with `ms` as its Info Duration (TimecodeScale is MediaRecorder's 1 ms). Unchanged when it has one. */
function withDuration(webm, ms) {
  let pos = 0;
  const header = readId(webm, pos);
  const headerSize = readSize(webm, pos + header.length);
  pos += header.length + headerSize.length + headerSize.value;
  const segment = readId(webm, pos);
  if (segment.id !== SEGMENT) throw new Error('not a WebM segment');
  const segmentSize = readSize(webm, pos + segment.length);
  pos += segment.length + segmentSize.length;
  while (pos < webm.length) {
    const child = readId(webm, pos);
    const size = readSize(webm, pos + child.length);
    const body = pos + child.length + size.length;
    if (child.id === INFO) {
      let inner = body;
      while (inner < body + size.value) {
        const field = readId(webm, inner);
        if (field.id === DURATION) return webm;
        const fieldSize = readSize(webm, inner + field.length);
        inner += field.length + fieldSize.length + fieldSize.value;
      }
      const duration = Buffer.alloc(11);
      duration.writeUInt16BE(DURATION, 0);
      duration[2] = 0x88;
      duration.writeDoubleBE(ms, 3);
      const newSize = size.value + duration.length;
      const sizeLength = newSize < 2 ** (7 * size.length) - 1 ? size.length : 8;
      return Buffer.concat([
        webm.subarray(0, pos + child.length),
        sizeBytes(newSize, sizeLength),
        webm.subarray(body, body + size.value),
        duration,
        webm.subarray(body + size.value),
      ]);
    }
    if (size.unknown) break;
    pos = body + size.value;
  }
  throw new Error('no Info element in the WebM');
}

function captions(clip) {
  const stamp = (ms) => new Date(ms).toISOString().slice(11, 23);
  let at = 0;
  const cues = clip.scenes.map((scene, n) => {
    const cue = `${n + 1}\n${stamp(at)} --> ${stamp(at + scene.ms)}\n${scene.caption}`;
    at += scene.ms;
    return cue;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/**
 * Opens the written clip in Chromium from a local server that answers range requests, as the
 * site's static files do: its duration and a seek to the middle must work.
 */
async function check(page, bytes) {
  const server = createServer((req, res) => {
    if (!req.url?.endsWith('.webm')) {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<video src="/clip.webm" muted preload="auto"></video>');
      return;
    }
    const range = /bytes=(\d+)-(\d*)/.exec(req.headers.range ?? '');
    if (!range) {
      res.writeHead(200, { 'content-type': 'video/webm', 'content-length': bytes.length, 'accept-ranges': 'bytes' });
      res.end(bytes);
      return;
    }
    const start = Number(range[1]);
    const end = range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
    res.writeHead(206, {
      'content-type': 'video/webm',
      'content-length': end - start + 1,
      'content-range': `bytes ${start}-${end}/${bytes.length}`,
      'accept-ranges': 'bytes',
    });
    res.end(bytes.subarray(start, end + 1));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    return await page.evaluate(async () => {
      const video = document.querySelector('video');
      if (video.readyState < 1) await new Promise((resolve) => video.addEventListener('loadedmetadata', resolve, { once: true }));
      const duration = video.duration;
      video.currentTime = Math.floor(duration / 2);
      await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
      return { duration, seekedTo: video.currentTime, width: video.videoWidth, height: video.videoHeight };
    });
  } finally {
    server.close();
  }
}

/** The studio's rendition size for these clips: the transcoder's largest height a 540-line source reaches. */
const MP4_HEIGHT = 360;

/**
 * `<id>-360p.mp4` from the committed WebM: the studio transcoder's settings (H.264, yuv420p,
 * faststart), at the clip's own frame rate (MediaRecorder's WebM announces 1000 frames a second),
 * and as long as the clip: MediaRecorder writes no frame while the picture stands still, so the
 * last one is held to the end (the WebM's duration, which players honour).
 */
async function writeMp4(id) {
  const seconds = CLIPS[id].scenes.reduce((sum, scene) => sum + scene.ms, 0) / 1000;
  const ffmpeg = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg').path;
  const output = new URL(`${id}-${MP4_HEIGHT}p.mp4`, OUT);
  // The same options as the transcoder, but libx264 on one thread: the output is byte-for-byte the same on every machine.
  await promisify(execFile)(ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    fileURLToPath(new URL(`${id}.webm`, OUT)),
    '-map',
    '0:v:0',
    '-vf',
    `tpad=stop_mode=clone:stop_duration=${seconds},fps=${FPS},scale=-2:${MP4_HEIGHT}`,
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-threads',
    '1',
    '-movflags',
    '+faststart',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    fileURLToPath(output),
  ]);
  const { size } = await stat(output);
  console.log(`${id}: ${size} bytes of H.264 at ${MP4_HEIGHT}p`);
}

const args = process.argv.slice(2);
const mp4Only = args.includes('--mp4');
if (mp4Only) args.splice(args.indexOf('--mp4'), 1);
const stillsAt = args.indexOf('--stills');
const stillsDir = stillsAt >= 0 ? args.splice(stillsAt, 2)[1] : null;
if (args.length === 0 || args.includes('--list')) {
  for (const [id, clip] of Object.entries(CLIPS)) {
    const seconds = clip.scenes.reduce((sum, scene) => sum + scene.ms, 0) / 1000;
    console.log(`${id.padEnd(24)} ${String(seconds).padStart(5)} s  ${clip.lesson}`);
  }
  if (args.length === 0) console.log('\nGive clip ids to render, or --all.');
  process.exit(0);
}
const ids = args.includes('--all') ? Object.keys(CLIPS) : args;
const unknown = ids.filter((id) => !CLIPS[id]);
if (unknown.length > 0) {
  console.error(`No such clip: ${unknown.join(', ')}. See --list.`);
  process.exit(2);
}

if (mp4Only) {
  for (const id of ids) await writeMp4(id);
  process.exit(0);
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
let failed = false;
try {
  for (const id of ids) {
    const clip = CLIPS[id];
    const page = await browser.newPage();
    if (stillsDir) {
      await stills(page, id, clip, stillsDir);
      await page.close();
      continue;
    }
    const total = clip.scenes.reduce((sum, scene) => sum + scene.ms, 0);
    // The encoder's output varies from run to run: over the size limit, record again at a lower rate.
    let bitsPerSecond = clip.bitsPerSecond;
    let webm = withDuration(await record(page, id, clip, bitsPerSecond), total);
    for (let retry = 0; retry < 2 && webm.length >= MAX_BYTES; retry++) {
      console.log(`${id}: ${webm.length} bytes is over ${MAX_BYTES}`);
      bitsPerSecond = Math.floor(bitsPerSecond * 0.75);
      webm = withDuration(await record(page, id, clip, bitsPerSecond), total);
    }
    const video = new URL(`${id}.webm`, OUT);
    await writeFile(video, webm);
    await writeFile(new URL(`${id}.vtt`, OUT), captions(clip));
    const written = await readFile(video);
    const checked = await check(page, written);
    await page.close();
    const { size } = await stat(video);
    const ok = size < MAX_BYTES && Math.abs(checked.duration * 1000 - total) < 1000 && checked.seekedTo > 0;
    failed ||= !ok;
    console.log(
      `${id}: ${size} bytes, ${checked.duration.toFixed(1)} s, ${checked.width}×${checked.height}, seeks to ${checked.seekedTo.toFixed(1)} s${ok ? '' : '  ← over the limits'}`,
    );
    if (ok) await writeMp4(id);
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
