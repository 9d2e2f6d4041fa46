import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../platform/storage.ts';
import { COVER_WIDTHS, cover, coverKey, coverUrl, initialsOf, writeCovers } from './cover-art.ts';

const dirs: string[] = [];
async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'lp-covers-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('cover art', () => {
  it('is the same for the same title and differs between titles', () => {
    const a = cover('courses', 'computer-applications', 'Python for Data Science');
    expect(cover('courses', 'computer-applications', 'Python for Data Science')).toEqual(a);
    expect(cover('courses', 'computer-applications', 'SQL from Zero').hash).not.toBe(a.hash);
    expect(coverUrl(a)).toBe(`/api/media/covers/courses/${a.hash}-640.webp`);
    expect(a.svg).toContain('>PD</text>');
  });

  it('takes initials from the meaningful words', () => {
    expect(initialsOf('Bachelor of Laws (LLB)')).toBe('BL');
    expect(initialsOf('UI/UX Design Professional Programme')).toBe('UU');
    expect(initialsOf('The <Art> & Science')).toBe('AS');
  });

  it('writes WebP pictures at the widths the web uses, and copies them from the cache the next time', async () => {
    const cacheDir = await tempDir();
    const covers = [
      cover('courses', 'medical', 'NEET UG Crash Course'),
      cover('roadmaps', 'law', 'CLAT Preparation Path'),
      cover('institutes', 'design', 'Kaveri Institute of Design'),
      cover('companies', 'commerce', 'Zenith Fintech'),
    ];
    const storage = createLocalStorage(await tempDir());
    expect(await writeCovers(storage, covers, { cacheDir })).toEqual({ rendered: 4, cached: 0 });
    for (const c of covers) {
      const width = COVER_WIDTHS[c.kind][0]!;
      const bytes = await storage.get(coverKey(c, width));
      const meta = await sharp(Buffer.from(bytes!)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
    }
    const fresh = createLocalStorage(await tempDir());
    expect(await writeCovers(fresh, covers, { cacheDir })).toEqual({ rendered: 0, cached: 4 });
    expect(await fresh.stat(coverKey(covers[0]!, 640))).not.toBeNull();
  });
});
