// `npm start`: runs the server from an esbuild bundle of its TypeScript instead of compiling
// hundreds of modules through tsx's loader hooks at every start (ADR 0020). Plain JavaScript, so
// that nothing but Node runs before the bundle: the pid `npm start` gets is the server's own.
//
// The bundle is built on the first start after a change and kept in
// node_modules/.cache/learnly-server/<fingerprint>/ (only the newest is kept). The fingerprint
// covers the server's sources (apps/server, apps/api, packages/contract: path, mtime and size of
// every .ts file but tests), their package and tsconfig files, the lockfile, this file and the
// checkout's own path (the bundle holds absolute file URLs).
//
// Only our own code is bundled (relative imports and @lp/*); every package stays an import that
// Node resolves. `import.meta.url` in our code becomes the source file's URL, so workers, assets
// and migrations found from it are found in the source tree as before. main.ts's dynamic import
// of server.ts becomes its own chunk (esbuild `splitting`), so the embedded database still starts
// booting before the rest of the server loads (ADR 0010). The PGlite worker is a second entry,
// so that its thread does not load tsx either.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cacheRoot = path.join(root, 'node_modules', '.cache', 'learnly-server');
const SOURCE_DIRS = ['apps/server/src', 'apps/api/src', 'packages/contract/src'];
const CONFIG_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'apps/api/package.json',
  'apps/api/tsconfig.json',
  'packages/contract/package.json',
  'packages/contract/tsconfig.json',
];
const ENTRIES = { main: 'apps/server/src/main.ts', 'pglite-worker': 'apps/api/src/db/pglite-worker.ts' };
/** A build directory another start left half-made is removed once it is this old. */
const STALE_BUILD_MS = 10 * 60_000;

/** Path, mtime and size of everything the bundle is made from: a change to any of them means a new bundle. */
function fingerprint() {
  const hash = createHash('sha256');
  const add = (file) => {
    const stat = statSync(file, { throwIfNoEntry: false });
    hash.update(`${path.relative(root, file)}\0${stat ? `${stat.mtimeMs}\0${stat.size}` : '-'}\n`);
  };
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(file);
      } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) add(file);
    }
  };
  hash.update(`${root}\n`);
  add(fileURLToPath(import.meta.url));
  for (const file of CONFIG_FILES) add(path.join(root, file));
  for (const dir of SOURCE_DIRS) walk(path.join(root, dir));
  return hash.digest('hex').slice(0, 16);
}

/** The package a bare specifier names: `@scope/name` or `name`. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The directory Node would load `name` from when imported by a file in `dir`, or undefined (a builtin). */
function packageDirFrom(dir, name) {
  for (let current = dir; ; current = path.dirname(current)) {
    const candidate = path.join(current, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(current) === current) return undefined;
  }
}

/**
 * Packages stay external. The bundle lives under the root node_modules, so Node resolves them
 * from there; a package a workspace holds its own version of (apps/api/node_modules/nodemailer)
 * is linked into the bundle's own node_modules so that the same version is loaded as before.
 */
function externalPackages(nested) {
  return {
    name: 'external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@lp/') || path.isAbsolute(args.path)) return undefined;
        if (!args.path.startsWith('node:')) {
          const name = packageName(args.path);
          const dir = packageDirFrom(args.resolveDir, name);
          if (dir && dir !== path.join(root, 'node_modules', name)) {
            const other = nested.get(name);
            if (other && other !== dir) throw new Error(`${name} is installed twice for the server (${other}, ${dir})`);
            nested.set(name, dir);
          }
        }
        return { path: args.path, external: true };
      });
    },
  };
}

/** Our TypeScript with `import.meta.url` (and dirname, filename) replaced by the source file's own. */
function sourceLocations() {
  return {
    name: 'source-locations',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const meta = {
          url: pathToFileURL(args.path).href,
          dirname: path.dirname(args.path),
          filename: args.path,
        };
        const contents = readFileSync(args.path, 'utf8').replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key) =>
          JSON.stringify(meta[key]),
        );
        return { contents, loader: 'ts' };
      });
    },
  };
}

async function build(outDir) {
  const { build: esbuild } = await import('esbuild');
  const building = `${outDir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const nested = new Map();
  await esbuild({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir: building,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Class and function names as in the sources (error names, logs), not renamed to avoid clashes.
    keepNames: true,
    sourcemap: 'linked',
    // The PGlite client (pglite-remote.ts) starts this bundle's worker instead of the TypeScript one.
    define: {
      LEARNLY_BUNDLED_PGLITE_WORKER: JSON.stringify(pathToFileURL(path.join(outDir, 'pglite-worker.js')).href),
    },
    logLevel: 'warning',
    plugins: [externalPackages(nested), sourceLocations()],
  });
  for (const [name, dir] of nested) {
    const link = path.join(building, 'node_modules', name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(dir, link, 'junction');
  }
  try {
    renameSync(building, outDir);
  } catch (error) {
    // Another start built the same bundle meanwhile: theirs is as good.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(path.join(outDir, 'main.js'))) throw error;
  }
}

/** Removes the bundles of earlier sources (and builds abandoned midway). */
function trim(keep) {
  for (const entry of readdirSync(cacheRoot)) {
    if (entry === keep) continue;
    const dir = path.join(cacheRoot, entry);
    if (entry.includes('.building-') && Date.now() - statSync(dir).mtimeMs < STALE_BUILD_MS) continue;
    rmSync(dir, { recursive: true, force: true });
  }
}

const bundleDir = path.join(cacheRoot, fingerprint());
if (!existsSync(path.join(bundleDir, 'main.js'))) {
  console.log('Bundling the server (the first start after a change to its sources)...');
  mkdirSync(cacheRoot, { recursive: true });
  try {
    await build(bundleDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error('The server could not be bundled; see the error above.');
    process.exit(1);
  }
  trim(path.basename(bundleDir));
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(bundleDir, 'main.js')).href);
