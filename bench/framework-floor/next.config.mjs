import path from 'node:path';

/** The bare Next.js page of `LIGHTHOUSE_FRAMEWORK_FLOOR=1 npm run bench:lighthouse` (bench/lighthouse.ts). */
export default { turbopack: { root: path.resolve(import.meta.dirname, '../..') } };
