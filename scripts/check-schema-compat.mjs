// `npm run check:schema-compat [-- <rev>]` (CI runs it): the previous release's API tests, run
// against today's schema. During a rolling deploy instances of the previous release serve beside
// the new one on the new schema (ADR 0042's expand/contract rule); this runs that release's own
// database tests, unchanged, after migrating with today's migrations, so a migration that breaks
// the code before it (a dropped or renamed column, a new NOT NULL without a default) fails here
// even when check-migrations' reading of the statements misses it.
//
// The previous release is `<rev>` if given, else the newest `release-*` tag, else the commit just
// before the newest migration was added on main's first-parent line (the last code that ran
// without it). Its tree is checked out in a temporary directory with this checkout's node_modules hard-linked in (npm ci there
// when its lockfile differs), its migrations folder replaced by today's, and its API test files
// that use the tables the new migrations change run on the embedded database (see
// testsOfChangedTables: a folder's tests when its code imports such a table's schema file).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MIGRATIONS = 'apps/api/src/db/migrations';
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

function previousRelease() {
  if (process.argv[2]) return { rev: process.argv[2], why: 'given' };
  const tag = git('tag', '--list', 'release-*', '--sort=-creatordate').split('\n')[0];
  if (tag) return { rev: tag, why: 'the newest release tag' };
  const newest = readdirSync(path.join(root, MIGRATIONS))
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .at(-1);
  // Along main's first parents: a migration that came in with a merge was added by the merge, and
  // the release before it is the merge's first parent, not a commit inside the merged branch (which
  // never ran anywhere and may not even pass its own tests).
  const added = git('log', '-1', '--first-parent', '--diff-filter=A', '--format=%H', '--', `${MIGRATIONS}/${newest}`);
  if (!added) return { rev: 'HEAD', why: `${newest} is not committed yet: HEAD is the last code without it` };
  return { rev: `${added}^1`, why: `the commit before ${newest} was added` };
}

/** The SQL of the migrations that `commit` does not have (committed since, or not committed yet). */
function newMigrations(commit) {
  const known = new Set(
    git('ls-tree', '--name-only', `${commit}:${MIGRATIONS}`)
      .split('\n')
      .filter((name) => name.endsWith('.sql')),
  );
  return readdirSync(path.join(root, MIGRATIONS))
    .filter((name) => name.endsWith('.sql') && !known.has(name))
    .map((name) => readFileSync(path.join(root, MIGRATIONS, name), 'utf8'));
}

/**
 * The database test files of the old tree (`dir`) that can notice what the new migrations do:
 * every test file in a folder whose code imports the schema file of a table they alter, index,
 * drop, update or delete from. A new table cannot break code that does not know it, so a migration
 * that only creates tables selects nothing. A statement of any other kind (a DO block, a function)
 * selects every database test: its effect is not read from its words.
 */
function testsOfChangedTables(dir, migrations, databaseTests) {
  const changed = new Set();
  for (const sql of migrations) {
    for (const raw of sql.split('--> statement-breakpoint')) {
      const statement = raw.replace(/--[^\n]*/g, '').trim();
      if (statement === '') continue;
      if (/^CREATE TABLE\b/i.test(statement)) continue;
      const table =
        /^ALTER TABLE\s+(?:ONLY\s+)?"?(\w+)"?/i.exec(statement)?.[1] ??
        /^CREATE\s+(?:UNIQUE\s+)?INDEX\b.*?\bON\s+(?:ONLY\s+)?"?(\w+)"?/is.exec(statement)?.[1] ??
        /^DROP TABLE\s+(?:IF EXISTS\s+)?"?(\w+)"?/i.exec(statement)?.[1] ??
        // A backfill changes rows the old code reads.
        /^UPDATE\s+(?:ONLY\s+)?"?(\w+)"?/i.exec(statement)?.[1] ??
        /^DELETE\s+FROM\s+(?:ONLY\s+)?"?(\w+)"?/i.exec(statement)?.[1];
      if (!table) return databaseTests;
      changed.add(table);
    }
  }
  if (changed.size === 0) return [];
  const schemaDir = path.join(dir, 'apps/api/src/db/schema');
  const schemaFiles = readdirSync(schemaDir).filter((name) => {
    const text = readFileSync(path.join(schemaDir, name), 'utf8');
    return [...text.matchAll(/pgTable\(\s*'(\w+)'/g)].some(([, table]) => changed.has(table));
  });
  // A table the old tree has no schema for is new to it: nothing of it to break.
  if (schemaFiles.length === 0) return [];
  const pattern = schemaFiles.map((name) => `schema/${name.replace(/\.ts$/, '')}\\.ts`).join('|');
  const users = execFileSync('bash', ['-c', `grep -rlE "${pattern}" apps/api/src --include='*.ts' || true`], {
    cwd: dir,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  const folders = new Set(users.map((file) => path.dirname(file)));
  return databaseTests.filter((file) => folders.has(path.dirname(file)));
}

const { rev, why } = previousRelease();
const commit = git('rev-parse', '--verify', `${rev}^{commit}`);
const changed = git('diff', '--name-only', commit, '--', MIGRATIONS);
const uncommitted = git('status', '--porcelain', '--', MIGRATIONS);
if (!changed && !uncommitted) {
  console.log(`Schema compatibility: no migration since ${commit.slice(0, 10)} (${why}); nothing to check.`);
  process.exit(0);
}
console.log(`Schema compatibility: the API tests of ${commit.slice(0, 10)} (${why}) on today's schema.`);

const dir = mkdtempSync(path.join(tmpdir(), 'lp-schema-compat-'));
try {
  execFileSync('bash', ['-c', `git -C "${root}" archive ${commit} | tar -x -C "${dir}"`], { stdio: 'inherit' });
  const sameLock = git('diff', '--name-only', commit, '--', 'package-lock.json') === '';
  if (sameLock) {
    // Hard links (cp -al): seconds, no copy. The workspaces' links (node_modules/@lp/*) are relative,
    // so they point into the old tree.
    for (const modules of ['node_modules', 'apps/api/node_modules', 'apps/web/node_modules', 'apps/server/node_modules']) {
      if (existsSync(path.join(root, modules))) execFileSync('cp', ['-al', path.join(root, modules), path.join(dir, modules)]);
    }
    rmSync(path.join(dir, 'node_modules/.cache'), { recursive: true, force: true });
  } else {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--silent'], { cwd: dir, stdio: 'inherit' });
  }
  rmSync(path.join(dir, MIGRATIONS), { recursive: true, force: true });
  cpSync(path.join(root, MIGRATIONS), path.join(dir, MIGRATIONS), { recursive: true });

  const databaseTests = execFileSync(
    'bash',
    ['-c', `grep -rlE "test/(test-app|test-db)\\.ts" apps/api/src --include='*.test.ts' | sort`],
    { cwd: dir, encoding: 'utf8' },
  )
    .split('\n')
    .filter(Boolean);
  const files = testsOfChangedTables(dir, newMigrations(commit), databaseTests);
  if (files.length === 0) {
    console.log('Schema compatibility: the new migrations only add tables, which that release does not use; nothing to run.');
    process.exit(0);
  }
  console.log(
    `${files.length} of that release's ${databaseTests.length} database test files use the tables the new migrations change.`,
  );
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...files], { cwd: dir, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(
      `The API tests of ${commit.slice(0, 10)} fail on today's schema: a migration since then breaks the release ` +
        'still serving during a rolling deploy. Split it into expand now and contract later (ADR 0042).',
    );
    process.exit(1);
  }
  console.log(`Schema compatibility: the API tests of ${commit.slice(0, 10)} pass on today's schema.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
