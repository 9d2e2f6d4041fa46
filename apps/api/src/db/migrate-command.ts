import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
const config = loadConfig();
const handle = await openDatabase(config);
try {
  await handle.migrate();
  console.log(`Migrations applied (${handle.driver}).`);
} finally {
  await handle.close();
}
