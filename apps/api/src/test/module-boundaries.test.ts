import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The module and feature boundaries of biome.json (`noRestrictedImports` overrides), checked by
 * running Biome once, with the repository's biome.json, over a temporary copy of the layout: one
 * file per case, at the path it names, importing one thing. Nothing is written in the repository.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const biome = join(root, 'node_modules', '.bin', 'biome');

/**
 * The files (relative to the copy) Biome refuses an import in: by the `noRestrictedImports`
 * overrides, or (`rule: 'plugin'`) by the GritQL plugins biome.json names (copied along).
 */
async function refusedFiles(
  cases: { file: string; from: string; name?: string; type?: boolean }[],
  rule: 'noRestrictedImports' | 'plugin' = 'noRestrictedImports',
): Promise<Set<string>> {
  const dir = await mkdtemp(join(tmpdir(), 'lp-boundaries-'));
  try {
    const config = JSON.parse(await readFile(join(root, 'biome.json'), 'utf8'));
    config.$schema = undefined;
    config.vcs = { enabled: false };
    await writeFile(join(dir, 'biome.json'), JSON.stringify(config));
    for (const plugin of (config.plugins ?? []) as string[]) {
      await mkdir(dirname(join(dir, plugin)), { recursive: true });
      await writeFile(join(dir, plugin), await readFile(join(root, plugin), 'utf8'));
    }
    for (const { file, from, name = 'thing', type = false } of cases) {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(
        join(dir, file),
        `import ${type ? 'type ' : ''}{ ${name} } from '${from}';\n\nexport ${type ? `type Value = ${name.split(' as ').pop()}` : `const value = ${name.split(' as ').pop()}`};\n`,
      );
    }
    const only = rule === 'plugin' ? 'plugin' : 'style/noRestrictedImports';
    const output = await new Promise<string>((resolve) => {
      execFile(
        biome,
        ['lint', `--only=${only}`, '--colors=off', '--max-diagnostics=1000', '.'],
        { cwd: dir },
        (_error, stdout, stderr) => resolve(`${stdout}${stderr}`),
      );
    });
    const marker = rule === 'plugin' ? 'plugin' : 'lint\\/style\\/noRestrictedImports';
    const refused = [...output.matchAll(new RegExp(`^(\\S+):\\d+:\\d+ ${marker}`, 'gm'))].map((m) => m[1] as string);
    expect(output).toMatch(/Checked \d+ files?/);
    return new Set(refused);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const api = 'apps/api/src/modules';
const web = 'apps/web/features';

/** [file, import specifier, imported name (default `thing`)] */
const refused: [string, string, string?][] = [
  [`${api}/courses/routes.ts`, '../posts/service.ts'],
  [`${api}/courses/routes.ts`, '../../modules/posts/service.ts'],
  [`${api}/courses/routes.ts`, '@lp/api/modules/posts/service'],
  [`${api}/courses/sub/x.ts`, '../../posts/service.ts'],
  [`${api}/courses/sub/x.ts`, '../../../modules/posts/service.ts'],
  [`${api}/courses/sub/deeper/x.ts`, '../../../posts/service.ts'],
  [`${web}/feed/x.tsx`, '../questions/format'],
  [`${web}/feed/x.tsx`, '@/features/questions/format'],
  [`${web}/feed/components/x.tsx`, '../../questions/format'],
  [`${web}/feed/components/x.tsx`, '@/features/questions/format'],
  [`${web}/feed/components/sub/x.tsx`, '../../../questions/format'],
  [`${web}/feed/components/sub/x.tsx`, '@/features/questions/format'],
  [`${web}/feed/components/sub/x.tsx`, '../../../../features/questions/format'],
  // next/link is Link from @/components/ui/link everywhere in the web, features included (ADR 0021).
  [`${web}/feed/x.tsx`, 'next/link'],
  [`${web}/feed/components/x.tsx`, 'next/link'],
  [`${web}/feed/components/sub/x.tsx`, 'next/link'],
  ['apps/web/app/courses/page.tsx', 'next/link'],
  // A route is defined with defineRoute, which requires an access level (DESIGN §3).
  [`${api}/courses/routes.ts`, '@hono/zod-openapi', 'createRoute'],
  [`${api}/courses/sub/x.ts`, '@hono/zod-openapi', 'createRoute'],
  ['apps/api/src/platform/live.ts', '@hono/zod-openapi', 'createRoute'],
  ['apps/api/src/composition-root.ts', '@hono/zod-openapi', 'createRoute'],
];

const allowed: [string, string, string?][] = [
  [`${api}/courses/routes.ts`, './service.ts'],
  [`${api}/courses/routes.ts`, '../../platform/access.ts'],
  [`${api}/courses/routes.ts`, '../../shared/cards.ts'],
  [`${api}/courses/routes.ts`, '../../db/schema/courses.ts'],
  [`${api}/courses/routes.ts`, '@lp/contract/messages'],
  [`${api}/courses/sub/x.ts`, '../service.ts'],
  [`${api}/courses/sub/x.ts`, '../../../platform/access.ts'],
  [`${web}/feed/components/x.tsx`, '../api/use-feed'],
  [`${web}/feed/components/sub/x.tsx`, '../../api/use-feed'],
  [`${web}/feed/components/sub/x.tsx`, '@/components/ui/button'],
  [`${web}/feed/components/sub/x.tsx`, '@/lib/api-client'],
  ['apps/web/components/ui/x.tsx', '../link'],
  [`${api}/courses/routes.ts`, '@hono/zod-openapi', 'z'],
];

const cases = [
  ...refused.map(([path, from, name], i) => ({ file: path.replace(/([^/]+)$/, `refused-${i}-$1`), from, name, refused: true })),
  ...allowed.map(([path, from, name], i) => ({ file: path.replace(/([^/]+)$/, `allowed-${i}-$1`), from, name, refused: false })),
];
let refusedByBiome: Set<string>;
beforeAll(async () => {
  refusedByBiome = await refusedFiles(cases);
});

describe('module and feature boundaries (biome.json noRestrictedImports)', () => {
  it('refuses another module or feature, relatively at any depth, by the api package or the @/ alias', () => {
    const missed = cases.filter((c) => c.refused && !refusedByBiome.has(c.file)).map((c) => `${c.file} <- ${c.from}`);
    expect(missed).toEqual([]);
  });

  it("allows a module's or feature's own files and the shared, platform, db, contract, components and lib imports", () => {
    const wrong = cases.filter((c) => !c.refused && refusedByBiome.has(c.file)).map((c) => `${c.file} <- ${c.from}`);
    expect(wrong).toEqual([]);
  });
});

/** [file, import specifier, imported names (default `thing`), a type-only import] */
const schemaRefused: [string, string, string?, boolean?][] = [
  [`${api}/posts/service.ts`, '../../db/schema/questions.ts', 'questions'],
  [`${api}/posts/sub/x.ts`, '../../../db/schema/questions.ts', 'answers'],
  [`${api}/posts/service.ts`, '../../db/schema/questions', 'questions'],
  [`${api}/posts/service.ts`, '../../db/schema/questions.ts', 'Question', true],
  [`${api}/posts/service.ts`, '../../db/schema/staff.ts', 'userSuspensions'],
  [`${api}/notifications/service.ts`, '../../db/schema/jobs.ts', 'jobs'],
  // The shared reads are names, not files: another table of the same file is refused.
  [`${api}/posts/service.ts`, '../../db/schema/accounts.ts', 'passkeys'],
  [`${api}/posts/service.ts`, '../../db/schema/accounts.ts', 'users, passkeys'],
  [`${api}/posts/service.ts`, '../../db/schema/courses.ts', 'courseModules'],
  [`${api}/posts/service.ts`, '../../db/schema/institutes.ts', 'institutes as i, instituteThing'],
  // A per-file exception names its file and tables only.
  [`${api}/moderation/service.ts`, '../../db/schema/posts.ts', 'posts'],
  [`${api}/moderation/metrics.ts`, '../../db/schema/jobs.ts', 'jobs'],
];

const schemaAllowed: [string, string, string?, boolean?][] = [
  [`${api}/posts/service.ts`, '../../db/schema/posts.ts', 'posts'],
  [`${api}/posts/sub/x.ts`, '../../../db/schema/posts.ts', 'postLikes'],
  [`${api}/posts/service.ts`, '../../db/schema/accounts.ts', 'users'],
  [`${api}/posts/service.ts`, '../../db/schema/accounts.ts', 'users, userTags'],
  [`${api}/posts/service.ts`, '../../db/schema/taxonomy.ts', 'tags, streams'],
  [`${api}/jobs/service.ts`, '../../db/schema/courses.ts', 'courses'],
  [`${api}/posts/service.ts`, '../../db/schema/institutes.ts', 'institutes'],
  // Tests insert fixtures anywhere; shared, platform and db code read any table.
  [`${api}/posts/posts.test.ts`, '../../db/schema/questions.ts', 'questions'],
  ['apps/api/src/shared/cards.ts', '../db/schema/jobs.ts', 'jobs'],
  ['apps/api/src/platform/staff-directory.ts', '../db/schema/staff.ts', 'userSuspensions'],
  // The read models of ADR 0037, each for the tables it names.
  [`${api}/search/search-sql.ts`, '../../db/schema/roadmaps.ts', 'roadmaps'],
  [`${api}/moderation/metrics.ts`, '../../db/schema/posts.ts', 'posts'],
  [`${api}/staff/user-reads.ts`, '../../db/schema/learning.ts', 'enrolments'],
];

// The rule reads the importing file's path (the module, the per-file exceptions), so each case
// keeps its path, under a folder of its own in the one copy: `c<i>/apps/api/src/...`.
const schemaCases = [
  ...schemaRefused.map(([path, from, name, type]) => ({ path, from, name, type, refused: true })),
  ...schemaAllowed.map(([path, from, name, type]) => ({ path, from, name, type, refused: false })),
].map((c, i) => ({ ...c, file: `c${i}/${c.path}` }));
let refusedByPlugin: Set<string>;
beforeAll(async () => {
  refusedByPlugin = await refusedFiles(schemaCases, 'plugin');
});

describe('one owner per table (the GritQL plugin apps/api/lint/one-owner-per-table.grit, ADR 0037)', () => {
  it("refuses another module's schema file, by table name, type-only or without the extension", () => {
    const missed = schemaCases
      .filter((c) => c.refused && !refusedByPlugin.has(c.file))
      .map((c) => `${c.path} <- ${c.name} from ${c.from}`);
    expect(missed).toEqual([]);
  });

  it('allows its own schema file, the shared names, tests, shared and platform code and the named read models', () => {
    const wrong = schemaCases
      .filter((c) => !c.refused && refusedByPlugin.has(c.file))
      .map((c) => `${c.path} <- ${c.name} from ${c.from}`);
    expect(wrong).toEqual([]);
  });
});
