import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { accessSync, constants, createReadStream, createWriteStream, existsSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type AppConfig, executableSearchPath } from '../config.ts';
import type { Storage } from '../platform/storage.ts';
import { storageFromConfig } from '../platform/storage-s3.ts';
import { DataDirLockedError, lockDirectory } from './data-dir-lock.ts';

/**
 * `npm run backup` and `npm run restore` (issue 34, ADR 0042). A backup is a directory of plain
 * files: the database (pg_dump's custom format on PostgreSQL; PGlite's data-directory tarball on
 * the embedded database), every upload under `uploads/<key>`, the generated auth secret when
 * DATA_DIR holds one, and `manifest.json` (written last: a backup without it is incomplete) with
 * each file's SHA-256 and each table's row count and checksum. A restore checks every hash before
 * it writes anything, goes only into an empty database and an empty store, and compares each
 * table with the manifest afterwards.
 */
export type TableSummary = { rows: number; checksum: string };
export type BackedUpFile = { file: string; sha256: string; bytes: number };
export type BackupManifest = {
  format: 'learnly-backup';
  version: 1;
  createdAt: string;
  driver: 'pglite' | 'postgres';
  database: BackedUpFile;
  /** `schema.table` → its rows and checksum, as of the dump. */
  tables: Record<string, TableSummary>;
  uploads: (BackedUpFile & { key: string })[];
  /** DATA_DIR/auth-secret (generated on first start): sessions and stored codes are signed with it. */
  authSecret?: BackedUpFile;
};

/** A refusal or a damaged backup: a message for the operator, not a stack trace. */
export class BackupError extends Error {}

export type BackupTarget = Pick<AppConfig, 'dataDir' | 'databaseUrl' | 's3'>;
type Log = (message: string) => void;
type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

const MANIFEST = 'manifest.json';
const AUTH_SECRET_FILE = 'auth-secret';
const EMBEDDED_DUMP = 'database.tar.gz';
const POSTGRES_DUMP = 'database.pgdump';

/**
 * Every table's row count and an order-free checksum of its rows (the sum of a 60-bit slice of each
 * row's MD5): equal before the dump and after the restore if, and only if, the rows came back.
 */
export async function tableSummaries(query: Query): Promise<Record<string, TableSummary>> {
  const { rows: tables } = await query(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const summaries: Record<string, TableSummary> = {};
  for (const table of tables) {
    const name = `${quoteIdent(String(table.schema))}.${quoteIdent(String(table.name))}`;
    const { rows } = await query(
      `select count(*)::int as rows,
              coalesce(sum(('x' || substr(md5(t::text), 1, 15))::bit(60)::bigint), 0)::text as checksum
       from ${name} t`,
    );
    summaries[`${table.schema}.${table.name}`] = { rows: Number(rows[0]?.rows), checksum: String(rows[0]?.checksum) };
  }
  return summaries;
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** pg_dump or pg_restore: from PATH, else the newest of Debian's /usr/lib/postgresql/<n>/bin. */
export function findPgTool(name: 'pg_dump' | 'pg_restore'): string | undefined {
  const candidates = executableSearchPath();
  const versions = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  for (const dir of candidates) {
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {}
  }
  return undefined;
}

const run = promisify(execFile);

async function sha256Of(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** The embedded database's directory, locked against a running server for as long as `use` runs. */
async function withEmbedded<T>(dataDir: string, use: (db: PGlite) => Promise<T>, loadDataDir?: Blob): Promise<T> {
  const dir = path.join(dataDir, 'db');
  await mkdir(dir, { recursive: true });
  let release: () => void;
  try {
    ({ release } = lockDirectory(
      `${dir}.lock`,
      `A server is using the database in ${dir}. Stop it first: the embedded database is one process's at a time.`,
    ));
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new BackupError(error.message);
    throw error;
  }
  try {
    const db = await PGlite.create(dir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
    try {
      return await use(db);
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

async function withPostgres<T>(url: string, use: (client: import('pg').Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Writes a backup of the database and the uploads into `dir` (new or empty). */
export async function backup(target: BackupTarget, dir: string, log: Log = () => {}): Promise<BackupManifest> {
  const out = path.resolve(dir);
  const existed = existsSync(out);
  if (existed && (await readdir(out)).length > 0) {
    throw new BackupError(`${out} is not empty: give a new directory for the backup.`);
  }
  await mkdir(path.join(out, 'uploads'), { recursive: true });
  try {
    return await writeBackup(target, out, log);
  } catch (error) {
    // Nothing half-written is left to pass for a backup (or to block the next attempt).
    if (existed) for (const entry of await readdir(out)) await rm(path.join(out, entry), { recursive: true, force: true });
    else await rm(out, { recursive: true, force: true });
    throw error;
  }
}

async function writeBackup(target: BackupTarget, out: string, log: Log): Promise<BackupManifest> {
  let driver: BackupManifest['driver'];
  let tables: BackupManifest['tables'];
  let databaseFile: string;
  if (target.databaseUrl) {
    const pgDump = findPgTool('pg_dump');
    if (!pgDump) throw new BackupError('pg_dump was not found (install the PostgreSQL client tools of your server version).');
    driver = 'postgres';
    databaseFile = POSTGRES_DUMP;
    const url = target.databaseUrl;
    // The dump and the checksums see one snapshot: exported by this transaction, taken by pg_dump.
    tables = await withPostgres(url, async (client) => {
      await client.query('begin isolation level repeatable read read only');
      const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
      const summaries = await tableSummaries((sql) => client.query(sql));
      log('Dumping the database (pg_dump)...');
      await run(pgDump, [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${rows[0]?.snapshot}`,
        `--file=${path.join(out, POSTGRES_DUMP)}`,
        `--dbname=${url}`,
      ]);
      await client.query('commit');
      return summaries;
    });
  } else {
    const dbDir = path.join(target.dataDir, 'db');
    if (!existsSync(dbDir) || (await readdir(dbDir)).length === 0) {
      throw new BackupError(`There is no embedded database in ${dbDir} (is DATA_DIR right, or is DATABASE_URL missing?).`);
    }
    driver = 'pglite';
    databaseFile = EMBEDDED_DUMP;
    log('Dumping the embedded database...');
    tables = await withEmbedded(target.dataDir, async (db) => {
      const summaries = await tableSummaries((sql) => db.query(sql));
      const dump = await db.dumpDataDir('gzip');
      await writeFile(path.join(out, EMBEDDED_DUMP), Buffer.from(await dump.arrayBuffer()));
      return summaries;
    });
  }
  const database = { file: databaseFile, ...(await sha256Of(path.join(out, databaseFile))) };

  log('Copying the uploads...');
  const storage = storageFromConfig(target);
  const uploads: BackupManifest['uploads'] = [];
  for await (const key of storage.keys()) {
    const stream = await storage.getStream(key);
    // Deleted since it was listed.
    if (!stream) continue;
    const file = path.join('uploads', ...key.split('/'));
    await mkdir(path.dirname(path.join(out, file)), { recursive: true });
    const hash = createHash('sha256');
    let bytes = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(stream, count, createWriteStream(path.join(out, file), { flags: 'wx' }));
    uploads.push({ key, file, sha256: hash.digest('hex'), bytes });
  }

  let authSecret: BackedUpFile | undefined;
  const secretFile = path.join(target.dataDir, AUTH_SECRET_FILE);
  if (existsSync(secretFile)) {
    await copyFile(secretFile, path.join(out, AUTH_SECRET_FILE));
    authSecret = { file: AUTH_SECRET_FILE, ...(await sha256Of(path.join(out, AUTH_SECRET_FILE))) };
  }

  const manifest: BackupManifest = {
    format: 'learnly-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    driver,
    database,
    tables,
    uploads,
    ...(authSecret ? { authSecret } : {}),
  };
  await writeFile(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

/** The manifest of the backup in `dir`, with every file it lists checked against its hash. */
export async function readVerifiedBackup(dir: string): Promise<BackupManifest> {
  const from = path.resolve(dir);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(from, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${from} holds no complete backup (no readable ${MANIFEST}).`);
  }
  if (manifest.format !== 'learnly-backup' || manifest.version !== 1) {
    throw new BackupError(`${path.join(from, MANIFEST)} is not a backup this version can restore.`);
  }
  const files = [manifest.database, ...manifest.uploads, ...(manifest.authSecret ? [manifest.authSecret] : [])];
  const damaged: string[] = [];
  for (const entry of files) {
    const file = path.resolve(from, entry.file);
    if (!file.startsWith(from + path.sep)) throw new BackupError(`${MANIFEST} names a file outside the backup: ${entry.file}`);
    const actual = existsSync(file) ? await sha256Of(file) : undefined;
    if (actual?.sha256 !== entry.sha256) damaged.push(entry.file);
  }
  if (damaged.length > 0) {
    const list = damaged.slice(0, 10).join(', ') + (damaged.length > 10 ? ` and ${damaged.length - 10} more` : '');
    throw new BackupError(`The backup is damaged: missing or changed since it was written: ${list}. Nothing was restored.`);
  }
  return manifest;
}

/**
 * Puts DATA_DIR/auth-secret back from the backup, when the backup has one and DATA_DIR has none.
 * Run before the configuration is loaded (loading it generates a new secret when none is there).
 */
export async function restoreAuthSecret(dir: string, dataDir: string, log: Log = () => {}): Promise<void> {
  const manifest = await readVerifiedBackup(dir);
  if (!manifest.authSecret) return;
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  if (existsSync(file)) {
    const same = (await readFile(file, 'utf8')) === (await readFile(path.resolve(dir, manifest.authSecret.file), 'utf8'));
    if (!same) log(`${file} exists and differs from the backup's: kept (sessions signed with the old one end).`);
    return;
  }
  await mkdir(dataDir, { recursive: true });
  await copyFile(path.resolve(dir, manifest.authSecret.file), file);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  vtt: 'text/vtt',
  txt: 'text/plain',
};

/** The stored type for a key (the server sends its own Content-Type; this is for the bucket's listing). */
const contentTypeFor = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

async function isEmptyStore(storage: Storage): Promise<boolean> {
  for await (const _key of storage.keys()) return false;
  return true;
}

/**
 * Brings the backup in `dir` back into an empty database (the embedded one under DATA_DIR/db, or
 * DATABASE_URL's) and an empty upload store; refuses anything else before writing.
 */
export async function restore(target: BackupTarget, dir: string, log: Log = () => {}): Promise<BackupManifest> {
  const from = path.resolve(dir);
  const manifest = await readVerifiedBackup(from);
  const wanted = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.driver !== wanted) {
    const names = { postgres: 'PostgreSQL (DATABASE_URL)', pglite: 'the embedded database' };
    throw new BackupError(
      `This backup is of ${names[manifest.driver]}; the target is ${names[wanted]}. Restore it into the same kind of database.`,
    );
  }
  const databaseFile = path.join(from, manifest.database.file);
  const dbDir = path.join(target.dataDir, 'db');
  const databaseUrl = target.databaseUrl;
  const pgRestore = databaseUrl ? findPgTool('pg_restore') : undefined;
  if (databaseUrl) {
    if (!pgRestore)
      throw new BackupError('pg_restore was not found (install the PostgreSQL client tools of your server version).');
    const tables = await withPostgres(databaseUrl, (client) =>
      client.query<{ n: number }>(
        `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
      ),
    );
    if ((tables.rows[0]?.n ?? 0) > 0) {
      throw new BackupError(
        'The database at DATABASE_URL is not empty: a restore goes only into an empty database. Nothing was restored.',
      );
    }
  } else if (existsSync(dbDir) && (await readdir(dbDir)).length > 0) {
    throw new BackupError(`${dbDir} is not empty: a restore goes only into an empty DATA_DIR. Nothing was restored.`);
  }
  const storage = storageFromConfig(target);
  if (!(await isEmptyStore(storage))) {
    const where = target.s3 ? `the bucket ${target.s3.bucket}` : path.join(target.dataDir, 'uploads');
    throw new BackupError(`${where} is not empty: a restore goes only into an empty store. Nothing was restored.`);
  }

  let restored: Record<string, TableSummary>;
  if (databaseUrl && pgRestore) {
    log('Restoring the database (pg_restore)...');
    await run(pgRestore, ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${databaseUrl}`, databaseFile]);
    restored = await withPostgres(databaseUrl, (client) => tableSummaries((sql) => client.query(sql)));
  } else {
    log('Restoring the embedded database...');
    const dump = new Blob([await readFile(databaseFile)]);
    restored = await withEmbedded(target.dataDir, (db) => tableSummaries((sql) => db.query(sql)), dump);
  }
  const differing = Object.keys({ ...manifest.tables, ...restored }).filter(
    (table) =>
      restored[table]?.rows !== manifest.tables[table]?.rows || restored[table]?.checksum !== manifest.tables[table]?.checksum,
  );
  if (differing.length > 0) {
    throw new BackupError(`The restored database differs from the backup in: ${differing.join(', ')}.`);
  }

  log(`Restoring ${manifest.uploads.length} uploads...`);
  for (const upload of manifest.uploads) {
    await storage.putStream(upload.key, createReadStream(path.join(from, upload.file)), contentTypeFor(upload.key), upload.bytes);
  }
  return manifest;
}
