import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../../scripts/check-migrations.mjs', import.meta.url));
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** The check run as `npm run lint` runs it, over a directory holding `migrations`. */
async function check(migrations: Record<string, string>): Promise<{ code: number; output: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lp-migrations-'));
  dirs.push(dir);
  for (const [name, sql] of Object.entries(migrations)) await writeFile(path.join(dir, name), sql);
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script, dir]);
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, output: failed.stderr };
  }
}

describe('the expand/contract check of migrations', () => {
  it('passes migrations that add or relax', async () => {
    const result = await check({
      '0031_add.sql': `CREATE TABLE "notes" ("id" serial PRIMARY KEY, "body" text);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nickname" text;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "city" DROP NOT NULL;--> statement-breakpoint
INSERT INTO "notes" ("body") VALUES ('we will DROP TABLE later, RENAME too');`,
    });
    expect(result).toMatchObject({ code: 0 });
  });

  it('fails on a removal, a rename, SET NOT NULL or a type change without a contract comment, naming each', async () => {
    const result = await check({
      '0031_drop.sql': 'ALTER TABLE "users" DROP COLUMN "legacy";',
      '0032_rename.sql': 'ALTER TABLE "users" RENAME COLUMN "name" TO "full_name";',
      '0033_tighten.sql': 'ALTER TABLE "users" ALTER COLUMN "city" SET NOT NULL;',
      '0034_table.sql': '-- DROP COLUMN in a comment does not count\nDROP TABLE "old_things";',
      '0035_type.sql': 'ALTER TABLE "users" ALTER COLUMN "age" SET DATA TYPE smallint;',
    });
    expect(result.code).toBe(1);
    expect(result.output).toContain('0031_drop.sql: DROP COLUMN');
    expect(result.output).toContain('0032_rename.sql: RENAME');
    expect(result.output).toContain('0033_tighten.sql: SET NOT NULL');
    expect(result.output).toContain('0034_table.sql: DROP TABLE');
    expect(result.output).not.toContain('0034_table.sql: DROP COLUMN');
    expect(result.output).toContain('0035_type.sql: a column type change');
  });

  it('passes a contracting migration that names the release it follows', async () => {
    const result = await check({
      '0031_drop.sql': '-- contract: 2026.12.1 (stopped reading users.legacy)\nALTER TABLE "users" DROP COLUMN "legacy";',
    });
    expect(result).toMatchObject({ code: 0 });
  });

  it('passes the API migrations as they are', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [script]);
    expect(stdout).toContain('expand/contract rule kept');
  });
});
