import path from 'node:path';

/** The bare Next.js page that `npm run bench:lighthouse` measures beside ours (bench/lighthouse.ts, serve.ts). */
// Compressed by the product's web handler, as apps/web's pages are (serve.ts): `compress: false` as there.
export default { turbopack: { root: path.resolve(import.meta.dirname, '../..') }, compress: false };
