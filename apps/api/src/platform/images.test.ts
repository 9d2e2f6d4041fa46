import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { IMAGE_MAX_INPUT_PIXELS, IMAGE_WIDTHS } from '@lp/contract/uploads';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ImageRefusedError, srcSet, storeImage, toWebpVariants } from './images.ts';
import { createLocalStorage } from './storage.ts';

const root = await mkdtemp(path.join(tmpdir(), 'lp-images-'));
afterAll(() => rm(root, { recursive: true, force: true }));

const EXIF = {
  IFD0: { Artist: 'Secret Photographer', Copyright: 'Home address inside' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
};

const photo = (format: 'jpeg' | 'png', width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    [format]()
    .withExif(EXIF)
    .toBuffer();

/** A PNG whose header claims `width` × `height` with almost no data: decoding it would take gigabytes. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('toWebpVariants', () => {
  it.each(['jpeg', 'png'] as const)(
    're-encodes a %s with EXIF GPS to WebP at the web widths, without any metadata',
    async (format) => {
      const input = await photo(format);
      const before = await sharp(input).metadata();
      expect(before.exif?.toString('latin1')).toContain('Secret Photographer');

      const variants = await toWebpVariants(new Uint8Array(input));
      expect(variants.map((v) => [v.width, v.height])).toEqual(IMAGE_WIDTHS.map((w) => [w, Math.round((w * 800) / 1200)]));
      for (const variant of variants) {
        const after = await sharp(variant.bytes).metadata();
        expect(after.format).toBe('webp');
        expect(after.exif).toBeUndefined();
        expect(after.xmp).toBeUndefined();
        expect(after.iptc).toBeUndefined();
        expect(Buffer.from(variant.bytes).toString('latin1')).not.toContain('Secret Photographer');
      }
    },
  );

  it('does not enlarge a small picture and crops squares for avatars', async () => {
    const small = await toWebpVariants(new Uint8Array(await photo('png', 300, 200)));
    expect(small.map((v) => v.width)).toEqual([160, 300]);
    const square = await toWebpVariants(new Uint8Array(await photo('jpeg')), { square: true, widths: [160] });
    expect(square.map((v) => [v.width, v.height])).toEqual([[160, 160]]);
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const side = Math.ceil(Math.sqrt(IMAGE_MAX_INPUT_PIXELS)) + 1000;
    const bomb = pngBomb(side, side);
    expect(bomb.length).toBeLessThan(2000);
    const rssBefore = process.memoryUsage().rss;
    await expect(toWebpVariants(new Uint8Array(bomb))).rejects.toEqual(new ImageRefusedError('too-many-pixels'));
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses bytes that are not a picture', async () => {
    await expect(toWebpVariants(new TextEncoder().encode('<svg onload="alert(1)"></svg>'))).rejects.toEqual(
      new ImageRefusedError('unreadable'),
    );
  });
});

describe('storeImage', () => {
  it('stores each width under a content-hashed public key and gives the srcset', async () => {
    const storage = createLocalStorage(root);
    const stored = await storeImage(storage, 'avatars', new Uint8Array(await photo('jpeg')));
    expect(stored).toHaveLength(IMAGE_WIDTHS.length);
    for (const image of stored) {
      expect(image.key).toMatch(/^public\/avatars\/[0-9a-f]{32}\.webp$/);
      expect(image.url).toBe(`/api/media/${image.key.slice('public/'.length)}`);
      expect((await storage.stat(image.key))?.size).toBeGreaterThan(0);
    }
    expect(srcSet(stored)).toBe(stored.map((s) => `${s.url} ${s.width}w`).join(', '));
  });
});
