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
    // Issued from the run's own database, never while connected to the template: PostgreSQL
    // refuses to copy a template anyone is connected to, so an admin connection on the template
    // failed the other worker's copy, and one left open by a failed copy failed every copy after it.
    await asAdmin((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplateName')}`));
    const handle = await openPostgres(withDatabase(templateUrl, name), 5);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplatePath'));
  const { handle } = await openPglite({ loadDataDir: new Blob([dump]) });
  return handle;
}

/** One statement on a connection of its own to the run's own database, closed whatever happens. */
async function asAdmin(run: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}
