import { MESSAGES } from '@lp/contract/messages';
import { invalidField } from './errors.ts';
import { type ImageOptions, ImageRefusedError, type StoredImage, storeImage } from './images.ts';
import { mediaDurationSeconds } from './media-duration.ts';
import type { PdfLimits, PdfRefusal } from './pdf-check.ts';
import { checkPdfFile } from './pdf-worker.ts';
import type { Storage } from './storage.ts';
import type { Upload } from './uploads.ts';

/**
 * The step between a file read by readUpload(s) (size, type by its bytes, one at a time: 413, 415,
 * 429) and what a module keeps: the checks that read the file and the storing of a picture. Every
 * refusal of a file here is ONE 422 shape, the message next to the form's file field:
 * `{ error: message, fields: { [field]: message } }` (the same shape readUpload gives a missing,
 * empty or extra file). Posts' images, the profile picture, the résumé and an interview
 * recording all go through it.
 */

/** A file (a temporary upload) the step reads. */
type UploadedFile = Pick<Upload, 'path' | 'mime'>;

/** A file refused, as the 422 every upload answers. */
export const fileRefused = (field: string, message: string) => invalidField(field, message);

const IMAGE_REFUSALS: Record<ImageRefusedError['reason'], string> = {
  'too-many-pixels': MESSAGES.imageTooManyPixels,
  unreadable: MESSAGES.imageUnreadable,
};

/** Re-encodes and stores an uploaded picture (storeImage); a picture that cannot be read or is too large in pixels is a 422 on `field`. */
export async function storeUploadedImage(
  storage: Storage,
  folder: string,
  file: UploadedFile,
  field: string,
  options: ImageOptions = {},
): Promise<StoredImage[]> {
  try {
    return await storeImage(storage, folder, file.path, options);
  } catch (error) {
    if (error instanceof ImageRefusedError) throw fileRefused(field, IMAGE_REFUSALS[error.reason]);
    throw error;
  }
}

/** Checks an uploaded PDF in the worker (checkPdfFile); a refused one is a 422 on `field` with the message for its reason. */
export async function checkUploadedPdf(
  file: UploadedFile,
  field: string,
  limits: PdfLimits & { timeoutMs: number },
  refusals: Record<PdfRefusal, string>,
): Promise<{ pages: number }> {
  const verdict = await checkPdfFile(file.path, limits);
  if (!verdict.ok) throw fileRefused(field, refusals[verdict.reason]);
  return { pages: verdict.pages };
}

/** The length of an uploaded recording in seconds; one that cannot be read or is longer than `maxSeconds` is a 422 on `field`. */
export async function uploadedMediaSeconds(
  file: UploadedFile,
  field: string,
  maxSeconds: number,
  messages: { unreadable: string; tooLong: string },
): Promise<number> {
  const seconds = await mediaDurationSeconds({ path: file.path }, file.mime);
  if (seconds === null) throw fileRefused(field, messages.unreadable);
  if (seconds > maxSeconds) throw fileRefused(field, messages.tooLong);
  return seconds;
}
