import { loadConfig } from '../config.ts';
import { BackupError, backup } from './backup.ts';

/** `npm run backup -- <dir>`: the database and the uploads into a new directory (db/backup.ts). */
const dir = process.argv[2];
if (!dir) {
  console.error('Usage: npm run backup -- <directory>   (a new or empty directory)');
  process.exit(2);
}
try {
  const started = Date.now();
  const manifest = await backup(loadConfig(), dir, (message) => console.log(message));
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `Backed up ${Object.keys(manifest.tables).length} tables (${rows} rows) of the ${manifest.driver === 'pglite' ? 'embedded database' : 'PostgreSQL database'} and ${manifest.uploads.length} uploads into ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
