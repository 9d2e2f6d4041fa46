import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, InvalidStorageKeyError, newStorageKey, storageFor } from './storage.ts';

const parent = await mkdtemp(path.join(tmpdir(), 'lp-storage-'));
afterAll(() => rm(parent, { recursive: true, force: true }));

describe('local disk storage', () => {
  const root = path.join(parent, 'uploads');
  const storage = createLocalStorage(root);

  it('puts, gets and deletes bytes, creating folders as needed', async () => {
    const key = newStorageKey('resumes', 'pdf');
    expect(key).toMatch(/^resumes\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    const bytes = new TextEncoder().encode('%PDF-1.4\nhello\n%%EOF');
    await storage.put(key, bytes, 'application/pdf');
    expect(existsSync(path.join(root, key))).toBe(true);
    expect(await storage.get(key)).toEqual(bytes);
    // No temporary file is left beside it.
    expect(readdirSync(path.dirname(path.join(root, key)))).toEqual([path.basename(key)]);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('gives null for a key never stored', async () => {
    expect(await storage.get('resumes/none.pdf')).toBeNull();
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
      `a/${'b'.repeat(600)}`,
    ];
    for (const key of bad) {
      await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.put(key, new Uint8Array([1]), 'application/pdf'), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(existsSync(path.join(parent, 'secret.txt'))).toBe(true);
  });

  it('keeps uploads under DATA_DIR/uploads', async () => {
    const dataDir = path.join(parent, 'data');
    const key = newStorageKey('resumes', 'pdf');
    await storageFor(dataDir).put(key, new Uint8Array([1, 2, 3]), 'application/pdf');
    expect(existsSync(path.join(dataDir, 'uploads', key))).toBe(true);
  });
});
