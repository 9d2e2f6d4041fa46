import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { storageFor } from '../../platform/storage.ts';
import { openDatabase } from '../client.ts';
import { seedLarge } from './catalogue-seed.ts';
import { isEmpty, seed } from './seed.ts';

/**
 * `npm run db:seed [-- --size demo|large]`: migrates, seeds an empty database with the demo
 * data, and with `--size large` adds 100,000 courses and 20,000 jobs for benchmarks.
 */
const { values } = parseArgs({ options: { size: { type: 'string', default: 'demo' } } });
if (values.size !== 'demo' && values.size !== 'large') {
  console.error('--size takes demo or large');
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
} finally {
  await handle.close();
}
