import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types; only its constructor, run() and close() are used
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, InvalidStorageKeyError, newStorageKey, type Storage, storageFor, streamToBytes } from './storage.ts';
import { createS3Storage, storageFromConfig } from './storage-s3.ts';

const parent = await mkdtemp(path.join(tmpdir(), 'lp-storage-'));

/** A local S3-compatible server (s3rver, pure JS) on a free port, with a bucket for this file. */
const s3Dir = path.join(parent, 's3rver');
const s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir });
const { port } = (await s3server.run()) as { port: number };
const s3Config = {
  bucket: 'lp-test',
  endpoint: `http://127.0.0.1:${port}`,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
};
await new S3Client({
  endpoint: s3Config.endpoint,
  region: s3Config.region,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
}).send(new CreateBucketCommand({ Bucket: s3Config.bucket }));

afterAll(async () => {
  await s3server.close();
  await rm(parent, { recursive: true, force: true });
});

const localRoot = path.join(parent, 'uploads');
const drivers: { name: string; storage: Storage }[] = [
  { name: 'local disk', storage: createLocalStorage(localRoot) },
  { name: 'S3-compatible (s3rver)', storage: createS3Storage(s3Config) },
];

describe.each(drivers)('$name storage', ({ storage }) => {
  it('puts, gets and deletes bytes', async () => {
    const key = newStorageKey('resumes', 'pdf');
    expect(key).toMatch(/^resumes\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    const bytes = new TextEncoder().encode('%PDF-1.4\nhello\n%%EOF');
    await storage.put(key, bytes, 'application/pdf');
    expect(await storage.get(key)).toEqual(bytes);
    expect((await storage.stat(key))?.size).toBe(bytes.byteLength);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('lists every stored key, and no longer one deleted (backups read the store this way)', async () => {
    const folder = `listed-${Date.now()}`;
    const keys = [`${folder}/a.png`, `${folder}/2026/11/b.pdf`, `${folder}/2026/12/c.webp`];
    for (const key of keys) await storage.put(key, new Uint8Array([1, 2, 3]), 'application/octet-stream');
    const listed = async () => {
      const found: string[] = [];
      for await (const key of storage.keys()) if (key.startsWith(`${folder}/`)) found.push(key);
      return found.sort();
    };
    expect(await listed()).toEqual([...keys].sort());
    await storage.delete(keys[0] as string);
    expect(await listed()).toEqual(keys.slice(1).sort());
  });

  it('gives null for a key never stored', async () => {
    expect(await storage.get('resumes/none.pdf')).toBeNull();
    expect(await storage.stat('resumes/none.pdf')).toBeNull();
    expect(await storage.getStream('resumes/none.pdf')).toBeNull();
  });

  it.each([
    ['a known size', true],
    ['an unknown size', false],
  ])('streams in (with %s) and out, with size, validator and ranges', async (_label, sizeKnown) => {
    const key = newStorageKey('media', 'bin');
    const bytes = new Uint8Array(6 * 1024 * 1024 + 123).map((_, i) => (i * 7) % 251);
    const pieces = Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) => bytes.subarray(i * 65536, (i + 1) * 65536));
    const { size } = await storage.putStream(
      key,
      Readable.from(pieces),
      'application/octet-stream',
      sizeKnown ? bytes.length : undefined,
    );
    expect(size).toBe(bytes.byteLength);
    const info = await storage.stat(key);
    expect(info?.size).toBe(bytes.byteLength);
    expect(info?.etag).toMatch(/^".+"$/);
    const whole = await storage.getStream(key);
    const read = whole ? await streamToBytes(whole) : new Uint8Array();
    // Compared as buffers: a deep equality over 6 million elements is slow and its diff enormous.
    expect(read.byteLength).toBe(bytes.byteLength);
    expect(Buffer.from(read).equals(Buffer.from(bytes))).toBe(true);
    const part = await storage.getStream(key, { start: 10, end: 19 });
    expect(part && (await streamToBytes(part))).toEqual(bytes.subarray(10, 20));
    const last = await storage.getStream(key, { start: bytes.length - 5, end: bytes.length - 1 });
    expect(last && (await streamToBytes(last))).toEqual(bytes.subarray(bytes.length - 5));
    await storage.delete(key);
  });

  it('a stream that fails midway leaves nothing under the key', async () => {
    const key = newStorageKey('media', 'bin');
    let sent = 0;
    const failing = new Readable({
      read() {
        if (sent++ < 3) this.push(new Uint8Array(64 * 1024));
        else this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.putStream(key, failing, 'application/octet-stream')).rejects.toThrow();
    expect(await storage.stat(key)).toBeNull();
  });

  it('refuses keys that could leave the folder or were not made by the server', async () => {
    writeFileSync(path.join(parent, 'secret.txt'), 'secret');
    const bad = [
      '../secret.txt',
      'resumes/../../secret.txt',
      '/etc/passwd',
      'resumes//x.pdf',
      'resumes/./x.pdf',
      'Resumes/X.pdf',
      'resumes\\..\\secret.txt',
      '',
      'resumes/x.pdf/',
      'resumes/x\u0000.pdf',
      `a/${'b'.repeat(600)}`,
    ];
    for (const key of bad) {
      await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.stat(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.getStream(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.put(key, new Uint8Array([1]), 'application/pdf'), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(existsSync(path.join(parent, 'secret.txt'))).toBe(true);
  });
});

describe('local disk specifics', () => {
  it('writes under a temporary name and renames, leaving no temporary file', async () => {
    const storage = createLocalStorage(localRoot);
    const key = newStorageKey('resumes', 'pdf');
    await storage.put(key, new Uint8Array([1, 2, 3]), 'application/pdf');
    expect(readdirSync(path.dirname(path.join(localRoot, key))).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('keeps uploads under DATA_DIR/uploads, or in the bucket when S3 is configured', async () => {
    const dataDir = path.join(parent, 'data');
    const key = newStorageKey('resumes', 'pdf');
    await storageFor(dataDir).put(key, new Uint8Array([1, 2, 3]), 'application/pdf');
    expect(existsSync(path.join(dataDir, 'uploads', key))).toBe(true);

    const viaConfig = storageFromConfig({ dataDir, s3: s3Config });
    await viaConfig.put(key, new Uint8Array([4, 5, 6]), 'application/pdf');
    expect(await createS3Storage(s3Config).get(key)).toEqual(new Uint8Array([4, 5, 6]));
    expect(await storageFromConfig({ dataDir, s3: undefined }).get(key)).toEqual(new Uint8Array([1, 2, 3]));
  });
});
