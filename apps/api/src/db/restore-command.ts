import path from 'node:path';
import { loadConfig, readEnv } from '../config.ts';
import { BackupError, restore, restoreAuthSecret } from './backup.ts';

/** `npm run restore -- <dir>`: a backup back into an empty DATA_DIR or an empty database (db/backup.ts). */
const dir = process.argv[2];
if (!dir) {
  console.error('Usage: npm run restore -- <backup directory>');
  process.exit(2);
}
try {
  const started = Date.now();
  // Before the configuration loads: loading it would generate a new secret where the backup's belongs.
  await restoreAuthSecret(dir, path.resolve(readEnv().DATA_DIR), (message) => console.log(message));
  const manifest = await restore(loadConfig(), dir, (message) => console.log(message));
  console.log(
    `Restored ${Object.keys(manifest.tables).length} tables (each table's rows and checksum match the backup's) and ${manifest.uploads.length} uploads in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
