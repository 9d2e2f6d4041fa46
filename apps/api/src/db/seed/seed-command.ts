import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { isEmpty, seed } from './seed.ts';

/** `npm run db:seed`: migrates, then seeds an empty database with the demo data. */
const config = loadConfig();
const handle = await openDatabase(config);
try {
  await handle.migrate();
  if (!(await isEmpty(handle.db))) {
    console.log('The database already has data; nothing seeded. Use a fresh DATA_DIR or database to seed again.');
  } else {
    await seed(handle.db, (step, done, total) => {
      const width = 20;
      const filled = Math.round((done / total) * width);
      process.stdout.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${step.padEnd(30)}`);
    });
    process.stdout.write('\nSeeded demo data.\n');
  }
} finally {
  await handle.close();
}
