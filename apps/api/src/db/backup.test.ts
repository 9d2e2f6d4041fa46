import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
// @ts-expect-error s3rver ships no types; only its constructor, run() and close() are used
import S3rver from 's3rver';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { storageFor } from '../platform/storage.ts';
import { createS3Storage } from '../platform/storage-s3.ts';
import { BackupError, backup, restore, restoreAuthSecret, tableSummaries } from './backup.ts';
import { openPglite } from './client.ts';
import { lockDirectory } from './data-dir-lock.ts';
import { insertTaxonomy, insertUser } from './seed/factories.ts';

const scratch = await mkdtemp(path.join(tmpdir(), 'lp-backup-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Every file under `root` by its path there, with its SHA-256. */
async function fileHashes(root: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  if (!existsSync(root)) return hashes;
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(root, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return hashes;
}

/** The tables of the embedded database under `dataDir`, read by a client of the test's own. */
async function summariesOf(dataDir: string) {
  const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
  try {
    return await tableSummaries((sql) => db.query(sql));
  } finally {
    await db.close();
  }
}

/**
 * A small seeded instance (the migrated schema, streams and tags, users, three uploads, the
 * generated secret) and its tables as read by the client that seeded it.
 */
async function seededDataDir(name: string) {
  const dataDir = path.join(scratch, name);
  // The PGlite pass has a migrated template to copy; the PostgreSQL pass does not, so migrate.
  const templatePath = inject('pgliteTemplatePath');
  const template = templatePath ? new Blob([await readFile(templatePath)]) : undefined;
  await mkdir(path.join(dataDir, 'db'), { recursive: true });
  const { handle, client } = await openPglite({
    dataDir: path.join(dataDir, 'db'),
    ...(template ? { loadDataDir: template } : {}),
  });
  if (!template) await handle.migrate();
  await insertTaxonomy(handle.db);
  for (let i = 0; i < 5; i++) await insertUser(handle.db, { email: `learner${i}@example.in` });
  const tables = await tableSummaries((sql) => client.query(sql));
  await handle.close();
  const storage = storageFor(dataDir);
  await storage.put('public/avatars/2026/11/a.png', new Uint8Array([137, 80, 78, 71, 1, 2, 3]), 'image/png');
  await storage.put('private/resumes/2026/11/b.pdf', new TextEncoder().encode('%PDF-1.4 résumé'), 'application/pdf');
  await storage.put('public/covers/c.webp', new Uint8Array(70_000).fill(7), 'image/webp');
  await writeFile(path.join(dataDir, 'auth-secret'), 'backup-test-secret-backup-test-secret');
  return { dataDir, tables };
}

const embedded = (dataDir: string) => ({ dataDir, databaseUrl: undefined, s3: undefined });
const source = await seededDataDir('source');
const backupDir = path.join(scratch, 'backup');
const manifest = await backup(embedded(source.dataDir), backupDir);

describe('backup and restore (embedded database)', () => {
  it('round-trips a seeded instance: every table the same rows and checksum, every file the same hash', async () => {
    const before = source.tables;
    expect(manifest.driver).toBe('pglite');
    expect(manifest.tables).toEqual(before);
    expect(manifest.uploads.map((u) => u.key).sort()).toEqual([
      'private/resumes/2026/11/b.pdf',
      'public/avatars/2026/11/a.png',
      'public/covers/c.webp',
    ]);
    expect(before['public.users']?.rows).toBeGreaterThanOrEqual(5);

    const target = path.join(scratch, 'target');
    await restoreAuthSecret(backupDir, target);
    await restore(embedded(target), backupDir);

    const after = await summariesOf(target);
    expect(Object.keys(after).length).toBeGreaterThan(20);
    expect(after).toEqual(before);
    expect(await fileHashes(path.join(target, 'uploads'))).toEqual(await fileHashes(path.join(source.dataDir, 'uploads')));
    expect(await readFile(path.join(target, 'auth-secret'), 'utf8')).toBe('backup-test-secret-backup-test-secret');

    // Into a DATA_DIR that has a database: refused, with what to do, and nothing touched.
    await expect(restore(embedded(target), backupDir)).rejects.toThrow(BackupError);
    await expect(restore(embedded(target), backupDir)).rejects.toThrow(
      /db is not empty: a restore goes only into an empty DATA_DIR/,
    );
    const elsewhere = path.join(scratch, 'has-uploads');
    await storageFor(elsewhere).put('public/x.png', new Uint8Array([1]), 'image/png');
    await expect(restore(embedded(elsewhere), backupDir)).rejects.toThrow(
      /uploads is not empty: a restore goes only into an empty store/,
    );
    expect(existsSync(path.join(elsewhere, 'db'))).toBe(false);
    // A backup directory is never written over.
    await expect(backup(embedded(source.dataDir), backupDir)).rejects.toThrow(/is not empty/);
  });

  it('refuses while a server holds the embedded database, and leaves no partial backup behind', async () => {
    const held = lockDirectory(path.join(source.dataDir, 'db.lock'), 'held by the test');
    try {
      const partial = path.join(scratch, 'while-running');
      await expect(backup(embedded(source.dataDir), partial)).rejects.toThrow(
        /A server is using the database in .*db\. Stop it first/,
      );
      expect(existsSync(partial)).toBe(false);
    } finally {
      held.release();
    }
  });

  it('refuses a damaged backup before writing anything', async () => {
    const damaged = path.join(scratch, 'damaged-backup');
    await cp(backupDir, damaged, { recursive: true });
    await writeFile(path.join(damaged, 'uploads/public/covers/c.webp'), 'changed');

    const target = path.join(scratch, 'damaged-target');
    await expect(restore(embedded(target), damaged)).rejects.toThrow(
      /The backup is damaged: .*uploads\/public\/covers\/c\.webp.*Nothing was restored/,
    );
    expect(existsSync(path.join(target, 'db'))).toBe(false);
  });

  it('backs up the uploads of an S3 bucket (listed and downloaded) and restores them into an empty bucket', async () => {
    const s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(scratch, 's3rver') });
    const { port } = (await s3server.run()) as { port: number };
    try {
      const bucket = (name: string) => ({
        bucket: name,
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      });
      const client = new S3Client({
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      for (const name of ['lp-source', 'lp-target']) await client.send(new CreateBucketCommand({ Bucket: name }));
      const files: Record<string, Uint8Array> = {
        'public/avatars/2026/11/s3.png': new Uint8Array([137, 80, 78, 71, 9]),
        'private/resumes/2026/11/s3.pdf': new TextEncoder().encode('%PDF-1.4 from the bucket'),
      };
      const sourceBucket = createS3Storage(bucket('lp-source'));
      for (const [key, bytes] of Object.entries(files)) await sourceBucket.put(key, bytes, 'application/octet-stream');

      const s3Backup = path.join(scratch, 's3-backup');
      const written = await backup({ dataDir: source.dataDir, databaseUrl: undefined, s3: bucket('lp-source') }, s3Backup);
      expect(written.uploads.map((u) => u.key).sort()).toEqual(Object.keys(files).sort());

      const target = path.join(scratch, 's3-target');
      await restore({ dataDir: target, databaseUrl: undefined, s3: bucket('lp-target') }, s3Backup);
      const targetBucket = createS3Storage(bucket('lp-target'));
      for (const [key, bytes] of Object.entries(files)) expect(await targetBucket.get(key)).toEqual(bytes);
      expect(await summariesOf(target)).toEqual(source.tables);
      // The bucket has files now: a second restore into it is refused.
      await expect(
        restore({ dataDir: path.join(scratch, 's3-again'), databaseUrl: undefined, s3: bucket('lp-target') }, s3Backup),
      ).rejects.toThrow(/the bucket lp-target is not empty/);
    } finally {
      await s3server.close();
    }
  });
});
