import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client.ts';
import { insertTaxonomy } from '../db/seed/factories.ts';
import { withDatabase } from './global-setup.ts';

/** A fresh, migrated database for one test file, with streams and tags in it; close() removes it. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const handle = await freshDatabase();
  await insertTaxonomy(handle.db);
  return handle;
}

async function freshDatabase(): Promise<DatabaseHandle> {
  const templateUrl = inject('postgresTemplateUrl');
  if (templateUrl) {
    const name = `lp_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: templateUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplateName')}`);
    await admin.end();
    const handle = await openPostgres(withDatabase(templateUrl, name), 5);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: templateUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplatePath'));
  const { handle } = await openPglite({ loadDataDir: new Blob([dump]) });
  return handle;
}
