import { IMAGE_MAX_INPUT_PIXELS, IMAGE_WIDTHS } from '@lp/contract/uploads';
import type { Metadata } from 'sharp';
import { publicMediaUrl, storePublicMedia } from './media.ts';
import type { Storage } from './storage.ts';

type Sharp = typeof import('sharp').default;
let sharpModule: Promise<Sharp> | undefined;

/** sharp, loaded by the first picture rather than at start (its native library takes about 150 ms to load). */
export function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then((loaded) => loaded.default);
  return sharpModule;
}

/** Why a picture is refused: too many pixels (a decompression bomb or just huge), or not a picture sharp reads. */
export class ImageRefusedError extends Error {
  constructor(readonly reason: 'too-many-pixels' | 'unreadable') {
    super(`image refused: ${reason}`);
  }
}

export type ImageVariant = { width: number; height: number; bytes: Uint8Array };
export type StoredImage = { width: number; height: number; key: string; url: string };
export type ImageOptions = {
  /** Output widths (px); a source narrower than a width is not enlarged, and equal outputs are kept once. */
  widths?: readonly number[];
  /** Crop to a square (avatars), else keep the aspect ratio. */
  square?: boolean;
  quality?: number;
};

/** sharp's input options: a pixel cap checked from the header before decoding, the first frame only. */
const INPUT = { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error', animated: false, autoOrient: true } as const;

/**
 * Re-encodes a picture to WebP at each width: oriented by its EXIF, then every metadata block
 * (EXIF with GPS, XMP, IPTC, ICC comments) dropped, because sharp writes none unless asked.
 * The pixel cap refuses decompression bombs from their header, before any decoding.
 * sharp works on libuv's thread pool, not on the event loop.
 */
export async function toWebpVariants(input: Uint8Array | string, options: ImageOptions = {}): Promise<ImageVariant[]> {
  const widths = options.widths ?? IMAGE_WIDTHS;
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, INPUT).metadata();
  } catch (error) {
    throw new ImageRefusedError(/pixel limit/i.test(String(error)) ? 'too-many-pixels' : 'unreadable');
  }
  if (!metadata.width || !metadata.height) throw new ImageRefusedError('unreadable');
  if (metadata.width * metadata.height > IMAGE_MAX_INPUT_PIXELS) throw new ImageRefusedError('too-many-pixels');

  const variants: ImageVariant[] = [];
  const side = Math.min(metadata.width, metadata.height);
  for (const width of widths) {
    try {
      const { data, info } = await sharp(input, INPUT)
        .resize(
          options.square
            ? // A square never wider than the source's shorter side (else sharp keeps the source's height: not square).
              { width: Math.min(width, side), height: Math.min(width, side), fit: 'cover', withoutEnlargement: true }
            : { width, withoutEnlargement: true },
        )
        .webp({ quality: options.quality ?? 80, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      if (variants.some((v) => v.width === info.width)) continue;
      variants.push({ width: info.width, height: info.height, bytes: new Uint8Array(data) });
    } catch (error) {
      if (/pixel limit/i.test(String(error))) throw new ImageRefusedError('too-many-pixels');
      throw new ImageRefusedError('unreadable');
    }
  }
  return variants;
}

/**
 * Re-encodes and stores a picture under content-hashed public keys (`public/<folder>/<hash>.webp`),
 * one per width, and returns where each is served: ready for `srcset`.
 */
export async function storeImage(
  storage: Storage,
  folder: string,
  input: Uint8Array | string,
  options: ImageOptions = {},
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  for (const variant of await toWebpVariants(input, options)) {
    const key = await storePublicMedia(storage, folder, variant.bytes, 'webp');
    stored.push({ width: variant.width, height: variant.height, key, url: publicMediaUrl(key) });
  }
  return stored;
}

/** `url 160w, url 480w, …` for an `<img srcset>`. */
export function srcSet(images: readonly StoredImage[]): string {
  return images.map((image) => `${image.url} ${image.width}w`).join(', ');
}
