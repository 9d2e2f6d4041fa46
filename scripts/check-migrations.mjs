// `npm run lint` (and alone: node scripts/check-migrations.mjs [dir]): the expand/contract rule of
// ADR 0042. A migration may add or relax; one that removes or renames something, or tightens a
// column, breaks the instances of the previous release still serving during a rolling deploy, so
// it must ship a release after the code stopped using the old shape and say which release that
// was in a `-- contract: <release>` comment. This check fails on a migration file that drops a
// column or table, renames, sets NOT NULL or changes a column's type without that comment.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MIGRATIONS = path.join(root, 'apps/api/src/db/migrations');

/** Written before the rule existed (and applied everywhere since): not checked. */
const BEFORE_THE_RULE = new Set(['0025_enquiry_inbox.sql']);

const CONTRACTING = [
  { pattern: /\bDROP\s+COLUMN\b/i, what: 'DROP COLUMN' },
  { pattern: /\bDROP\s+TABLE\b/i, what: 'DROP TABLE' },
  { pattern: /\bRENAME\b/i, what: 'RENAME' },
  { pattern: /\bSET\s+NOT\s+NULL\b/i, what: 'SET NOT NULL' },
  { pattern: /\bSET\s+DATA\s+TYPE\b|\bALTER\s+COLUMN\s+("[^"]+"|\S+)\s+TYPE\b/i, what: 'a column type change' },
];
const CONTRACT_COMMENT = /^\s*--\s*contract:\s*\S/im;

/** What a migration's SQL contracts without a `-- contract:` comment (empty: it passes). */
export function contractingWithoutComment(sql) {
  if (CONTRACT_COMMENT.test(sql)) return [];
  // Comments and string literals do not count: only statements.
  const statements = sql.replace(/--[^\n]*/g, '').replace(/'(?:[^']|'')*'/g, "''");
  return CONTRACTING.filter(({ pattern }) => pattern.test(statements)).map(({ what }) => what);
}

export function checkMigrations(dir = MIGRATIONS) {
  const problems = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    if (BEFORE_THE_RULE.has(file)) continue;
    const found = contractingWithoutComment(readFileSync(path.join(dir, file), 'utf8'));
    if (found.length > 0) problems.push(`${path.relative(root, path.join(dir, file))}: ${found.join(', ')}`);
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // A directory of migrations to check instead of the API's (the check's own test).
  const problems = checkMigrations(process.argv[2] ? path.resolve(process.argv[2]) : MIGRATIONS);
  if (problems.length > 0) {
    console.error(
      'Migrations that remove, rename or tighten without a `-- contract: <release>` comment (ADR 0042, expand/contract):',
    );
    for (const problem of problems) console.error(`  ${problem}`);
    console.error(
      'Ship the expand part now (add, backfill, write both); remove in a later release, naming the release it follows: -- contract: <release>',
    );
    process.exit(1);
  }
  console.log('Migrations: expand/contract rule kept.');
}
