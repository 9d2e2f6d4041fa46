// Makes the web app manifest's PNG icons from app/icon.svg (run by hand when the logo changes; the
// PNGs are committed): `node apps/web/scripts/make-icons.mjs`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(path.join(webDir, 'app', 'icon.svg'));
const out = (name) => path.join(webDir, 'public', 'icons', name);

for (const size of [192, 512]) {
  await sharp(svg, { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(out(`icon-${size}.png`));
  // A maskable icon keeps its logo inside the middle 80% (the safe zone) on the theme colour.
  const inner = Math.round(size * 0.7);
  const logo = await sharp(svg, { density: 72 * (inner / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: '#4f46e5' } })
    .composite([{ input: logo, gravity: 'center' }])
    .png()
    .toFile(out(`maskable-${size}.png`));
}
