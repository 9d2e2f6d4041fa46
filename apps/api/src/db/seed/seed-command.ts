import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../../config.ts';
import { storageFor } from '../../platform/storage.ts';
import { openDatabase } from '../client.ts';
import { seedLarge } from './catalogue-seed.ts';
import { SCALE_FACTORS, type ScaleSize, scaleCounts, seedScale } from './scale-seed.ts';
import { isEmpty, seed } from './seed.ts';

/**
 * `npm run db:seed [-- --size demo|large|xl|m|s]`: migrates, seeds an empty database with the demo
 * data; `--size large` adds 100,000 courses and 20,000 jobs for benchmarks; `--size xl` (PostgreSQL
 * only) adds a million learners and the rest of issue 34's data set through COPY, `m` a tenth of
 * it and `s` a hundredth.
 */
const { values } = parseArgs({ options: { size: { type: 'string', default: 'demo' } } });
const scaleSize = Object.hasOwn(SCALE_FACTORS, values.size) ? (values.size as ScaleSize) : undefined;
if (values.size !== 'demo' && values.size !== 'large' && !scaleSize) {
  console.error('--size takes demo, large, xl, m or s');
  process.exit(2);
}

function progressBar(label: string) {
  const started = Date.now();
  return (step: string, done: number, total: number) => {
    const width = 24;
    const filled = Math.round((done / Math.max(total, 1)) * width);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    process.stdout.write(
      `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done.toLocaleString('en-IN')}/${total.toLocaleString('en-IN')} ${step.padEnd(36).slice(0, 36)} ${seconds}s`,
    );
  };
}

const config = loadConfig();
if (scaleSize && !config.databaseUrl) {
  console.error(`--size ${scaleSize} fills PostgreSQL through COPY: set DATABASE_URL`);
  process.exit(2);
}
const handle = await openDatabase(config);
try {
  await handle.migrate();
  if (await isEmpty(handle.db)) {
    await seed(handle.db, progressBar('demo '), { storage: storageFor(config.dataDir) });
    process.stdout.write('\nSeeded the demo data.\n');
  } else if (values.size === 'demo') {
    console.log('The database already has data; nothing seeded. Use a fresh DATA_DIR or database to seed again.');
  }
  if (values.size === 'large') {
    await seedLarge(handle.db, progressBar('large'), undefined, storageFor(config.dataDir));
    process.stdout.write('\nAdded the large data set (100,000 courses, 20,000 jobs).\n');
  }
  if (scaleSize && config.databaseUrl) {
    const counts = scaleCounts(SCALE_FACTORS[scaleSize]);
    console.log(`Adding the ${scaleSize} data set through COPY:`);
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    const started = performance.now();
    try {
      await seedScale(client, counts, ({ table, rows, ms }) =>
        console.log(`  ${table.padEnd(14)} ${rows.toLocaleString('en-IN').padStart(12)} rows  ${(ms / 1000).toFixed(1)} s`),
      );
    } finally {
      await client.end();
    }
    console.log(`  ${'total'.padEnd(14)} ${''.padStart(12)}       ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  await handle.close();
}
