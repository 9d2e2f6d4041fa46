import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { testDatabaseUrl } from '../config.ts';
import { openPglite, openPostgres } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateUrl: string;
    postgresTemplateName: string;
    /** The database of TEST_DATABASE_URL itself: where test files create and drop theirs (never from the template, see test-db.ts). */
    postgresAdminUrl: string;
  }
}

/**
 * Migrates one template database per run; each test file then starts from a copy of it
 * (PGlite: a data-dir dump; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const postgresUrl = testDatabaseUrl();
  if (postgresUrl) {
    // A name of this run's own, so that runs side by side on one server do not collide.
    const templateName = `lp_test_template_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateName}`);
    await admin.end();
    const templateUrl = withDatabase(postgresUrl, templateName);
    const handle = await openPostgres(templateUrl, 1);
    await handle.migrate();
    await handle.close();
    project.provide('postgresTemplateUrl', templateUrl);
    project.provide('postgresTemplateName', templateName);
    project.provide('postgresAdminUrl', postgresUrl);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await dropper.end();
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'lp-test-'));
  const { handle, client } = await openPglite();
  await handle.migrate();
  const dump = await client.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresTemplateUrl', '');
  project.provide('postgresTemplateName', '');
  project.provide('postgresAdminUrl', '');
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
