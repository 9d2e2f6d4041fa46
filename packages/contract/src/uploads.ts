/**
 * The upload pipeline's limits and sizes (issue 6 part 5, issue 13 part 5). Each upload route
 * names its own byte limit; these are the shared ones.
 */

/** What an upload may be, checked from its bytes (never its name or the type the browser sent). */
export const UPLOAD_KINDS = {
  pdf: ['application/pdf'],
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'],
  /** Audio or video recorded in the browser (MediaRecorder: WebM in Chrome and Firefox, Ogg audio, MP4 in Safari). */
  media: [
    'video/webm',
    'audio/webm',
    'video/ogg',
    'audio/ogg',
    'audio/ogg; codecs=opus',
    'video/mp4',
    'audio/mp4',
    'audio/x-m4a',
  ],
  /** UTF-8 text (captions: WebVTT, SRT), recognised by having no NUL byte and decoding as UTF-8. */
  text: ['text/plain'],
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** Uploads one person (or, signed out, one address) may have in flight at once; more is a 429. */
export const UPLOADS_IN_FLIGHT_PER_UPLOADER = 2;
/** Each text field sent beside a file (a cover note, a caption). */
export const UPLOAD_TEXT_FIELD_MAX_BYTES = 16 * 1024;

/** Limits a PDF must keep to be accepted (checked by parsing it, off the main thread). */
export const PDF_LIMITS = {
  maxPages: 30,
  maxObjects: 20_000,
  /** All compressed streams together, once inflated. */
  maxDecompressedBytes: 48 * 1024 * 1024,
  /** A check that takes longer is stopped and the file refused. */
  timeoutMs: 15_000,
} as const;

/** Widths (CSS px × density) pictures are re-encoded to as WebP; the web picks one with srcset. */
export const IMAGE_WIDTHS = [160, 480, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** A picture upload (avatar, post image) before re-encoding. */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const IMAGE_MAX_LABEL = '8 MB';
/** Pixels decoded at most (about 7000 × 7000): larger is refused before it is decoded. */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000;
