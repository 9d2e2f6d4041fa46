import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { MESSAGES } from '@lp/contract/messages';
import { UPLOAD_KINDS, UPLOAD_TEXT_FIELD_MAX_BYTES, UPLOADS_IN_FLIGHT_PER_UPLOADER, type UploadKind } from '@lp/contract/uploads';
import busboy from 'busboy';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';
import { BodyTooLargeError, DRAIN_DEADLINE_MS, hasSmallDeclaredBody } from './http-guards.ts';
import { uploadBytes } from './metrics.ts';
import type { Storage } from './storage.ts';

const TEMP_ROOT = path.join(tmpdir(), 'lp-uploads');
/** Where a file waits between arriving and being checked and committed (never the store itself); one folder per process. */
export const UPLOAD_TEMP_DIR = path.join(TEMP_ROOT, String(process.pid));
/** Bytes file-type needs to recognise every format it knows. */
const SNIFF_BYTES = 4100;

let fileType: Promise<typeof import('file-type')> | undefined;
/** file-type (and its tokenizer packages) loaded by the first upload rather than at start. */
const loadFileType = () => {
  fileType ??= import('file-type');
  return fileType;
};

/** One file read from a multipart body, waiting on local disk until it is committed or released. */
export type Upload = {
  kind: UploadKind;
  /** The type found in the bytes (not the one the browser sent). */
  mime: string;
  size: number;
  /** The name the browser sent, cleaned to show back to its owner; never used as a storage key. */
  filename: string;
  /** The text fields asked for, as sent (absent when not sent). */
  fields: Record<string, string>;
  /** The temporary file, for checks that read it (the PDF worker, a recording's duration); never read it whole. */
  path: string;
  /** Streams the file into `storage` under `key`. */
  commit(storage: Storage, key: string): Promise<void>;
  /** Deletes the temporary file and frees the uploader's slot. Always call it (finally). */
  release(): Promise<void>;
};

export type UploadMessages = {
  missing: string;
  empty: string;
  tooLarge: string;
  wrongType: string;
};

export type ReadUploadOptions = {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
  accept: readonly UploadKind[];
  /** Who is uploading, for the in-flight bound: `user:<id>`, or `ip:<address>` for a visitor. */
  uploader: string;
  /**
   * Text fields to keep, each with the message for one over UPLOAD_TEXT_FIELD_MAX_BYTES; any other
   * field is ignored.
   */
  textFields?: Record<string, string>;
  messages?: Partial<UploadMessages>;
};

const DEFAULT_MESSAGES: UploadMessages = {
  missing: MESSAGES.uploadMissing,
  empty: MESSAGES.uploadEmpty,
  tooLarge: MESSAGES.uploadTooLarge,
  wrongType: MESSAGES.uploadWrongType,
};

/**
 * Refusals made before the body was read to its end: the connection is closed rather than drained
 * (a small body is drained instead, and the header dropped: see `fail` and drainSmallBodies).
 */
const CLOSE = { Connection: 'close' };

const inFlight = new Map<string, number>();

function takeSlot(uploader: string): () => void {
  const count = inFlight.get(uploader) ?? 0;
  if (count >= UPLOADS_IN_FLIGHT_PER_UPLOADER) {
    throw new ApiError(429, MESSAGES.uploadsInFlight, undefined, { 'Retry-After': '5', ...CLOSE });
  }
  inFlight.set(uploader, count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (inFlight.get(uploader) ?? 1) - 1;
    if (left <= 0) inFlight.delete(uploader);
    else inFlight.set(uploader, left);
  };
}

/** A file name fit to show back to its owner: no folders, no control characters, not too long. */
export function cleanFilename(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 200) || fallback;
}

/** The upload kind whose types include `mime`, among those accepted. */
/** UTF-8 text without NUL bytes (a cut multi-byte character at the end of the head is allowed). */
function looksLikeText(head: Buffer): boolean {
  if (head.length === 0 || head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)));
    return true;
  } catch {
    return false;
  }
}

function kindOf(mime: string, accept: readonly UploadKind[]): UploadKind | null {
  return accept.find((kind) => (UPLOAD_KINDS[kind] as readonly string[]).includes(mime)) ?? null;
}

/**
 * Reads one file field of a multipart body as it streams in (never the whole body in memory):
 * stops at `maxBytes` (413), sniffs the type from the first bytes and refuses anything not in
 * `accept` (415) as soon as it is known, keeps the named text fields (each small), and refuses a
 * second file or an unknown file field (422). The file waits in a temporary file; the caller checks
 * it further, commits it to storage, and always releases it. At most UPLOADS_IN_FLIGHT_PER_UPLOADER
 * uploads per uploader at once (429). Refusals before the end of the body say `Connection: close`:
 * the rest of the body is not read.
 */
export async function readUpload<E extends AppEnv>(c: Context<E>, options: ReadUploadOptions): Promise<Upload> {
  const { upload } = await readMultipart(c, options, false);
  return upload as Upload;
}

/**
 * `readUpload` for a form whose file may be left out (an interview answer typed rather than
 * recorded): the same checks when the file is there, `upload: null` and the text fields when not.
 * Call `release()` in a `finally` either way.
 */
export async function readOptionalUpload<E extends AppEnv>(
  c: Context<E>,
  options: ReadUploadOptions,
): Promise<{ upload: Upload | null; fields: Record<string, string>; release(): Promise<void> }> {
  return readMultipart(c, options, true);
}

async function readMultipart<E extends AppEnv>(
  c: Context<E>,
  options: ReadUploadOptions,
  optional: boolean,
): Promise<{ upload: Upload | null; fields: Record<string, string>; release(): Promise<void> }> {
  const batch = await readUploads(c, { ...options, minFiles: optional ? 0 : 1, maxFiles: 1 });
  const [file] = batch.files;
  if (!file) return { upload: null, fields: batch.fields, release: batch.release };
  return { fields: batch.fields, release: batch.release, upload: { ...file, fields: batch.fields, release: batch.release } };
}

export type UploadBatch = {
  /** The files in the order they were sent (each without its own release: release the batch). */
  files: Omit<Upload, 'fields' | 'release'>[];
  fields: Record<string, string>;
  /** Deletes every temporary file of the batch and frees the uploader's slot; call it in a `finally`. */
  release(): Promise<void>;
};

export type ReadUploadsOptions = ReadUploadOptions & {
  /** Fewest files of `field` (0 allows a body with text fields only). */
  minFiles: number;
  /** Most files of `field`; one more is a 422 with `tooManyMessage`. */
  maxFiles: number;
  tooManyMessage?: string;
};

/**
 * `readUpload` for several files of one field (a post's images): each is streamed to its own
 * temporary file, limited to `maxBytes` and sniffed on its own; the body counts as one upload in
 * flight for the uploader.
 */
export async function readUploads<E extends AppEnv>(c: Context<E>, options: ReadUploadsOptions): Promise<UploadBatch> {
  const messages = { ...DEFAULT_MESSAGES, ...options.messages };
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data'))
    throw new ApiError(415, MESSAGES.uploadWrongType, undefined, CLOSE);
  const body = c.req.raw.body;
  if (!body) {
    if (options.minFiles > 0) throw new ApiError(422, messages.missing, { [options.field]: messages.missing });
    return { files: [], fields: {}, release: async () => {} };
  }

  const releaseSlot = takeSlot(options.uploader);
  await mkdir(UPLOAD_TEMP_DIR, { recursive: true });
  const base = path.join(UPLOAD_TEMP_DIR, randomUUID());
  const tempPaths: string[] = [];
  const removeAll = () => Promise.all(tempPaths.map((p) => rm(p, { force: true })));
  try {
    const received = await receive(
      body,
      hasSmallDeclaredBody(c),
      contentType,
      (index) => {
        const tempPath = `${base}-${index}.part`;
        tempPaths.push(tempPath);
        return tempPath;
      },
      options,
      messages,
    );
    let released = false;
    return {
      fields: received.fields,
      files: received.files.map((file) => ({
        ...file,
        commit: async (storage: Storage, key: string) => {
          await storage.putStream(key, createReadStream(file.path), file.mime, file.size);
        },
      })),
      release: async () => {
        if (released) return;
        released = true;
        releaseSlot();
        await removeAll();
      },
    };
  } catch (error) {
    releaseSlot();
    await removeAll();
    throw error;
  }
}

type ReceivedFile = Pick<Upload, 'kind' | 'mime' | 'size' | 'filename' | 'path'>;
type Received = { files: ReceivedFile[]; fields: Record<string, string> };

function receive(
  body: ReadableStream<Uint8Array>,
  smallBody: boolean,
  contentType: string,
  tempPathFor: (index: number) => string,
  options: ReadUploadsOptions,
  messages: UploadMessages,
): Promise<Received> {
  const textFields = new Map(Object.entries(options.textFields ?? {}));
  // One 422 shape for every refused file (see upload-step.ts): the message, and again next to the file field.
  const tooMany = () => {
    const message = (options.maxFiles > 1 && options.tooManyMessage) || MESSAGES.uploadUnexpectedFile;
    return new ApiError(422, message, { [options.field]: message }, CLOSE);
  };
  return new Promise<Received>((resolve, reject) => {
    const source = Readable.fromWeb(body as WebReadableStream<Uint8Array>);
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        limits: {
          files: options.maxFiles,
          fileSize: options.maxBytes + 1,
          fields: textFields.size,
          fieldSize: UPLOAD_TEXT_FIELD_MAX_BYTES,
          fieldNameSize: 100,
          // One part more than allowed, so that an extra file is reported as such (filesLimit), not as a part.
          parts: textFields.size + options.maxFiles + 1,
          headerPairs: 20,
        },
      });
    } catch {
      reject(new ApiError(400, MESSAGES.uploadUnreadable, undefined, CLOSE));
      return;
    }

    let settled = false;
    let parserClosed = false;
    const files: (ReceivedFile | undefined)[] = [];
    let started = 0;
    let done = 0;
    const pipelines: Promise<void>[] = [];
    const fields: Record<string, string> = {};

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      parser.removeAllListeners('file');
      parser.destroy();
      const refusal = error instanceof ApiError ? error : toApiError(error);
      // Answer once the temporary files are closed, so that their removal cannot race their creation.
      const filesClosed = Promise.allSettled(pipelines);
      if (!smallBody) {
        // Stop reading: the rest of the body stays in the socket (closed after the answer), not in memory.
        source.pause();
        void filesClosed.then(() => reject(refusal));
        return;
      }
      // A small body is read to its end first, so that the client, still sending it, sees the answer.
      source.resume();
      void Promise.all([filesClosed, drained(source)]).then(([, complete]) => reject(complete ? keepOpen(refusal) : refusal));
    };
    const finish = () => {
      if (settled || !parserClosed) return;
      if (started < options.minFiles) return fail(new ApiError(422, messages.missing, { [options.field]: messages.missing }));
      if (done < started) return;
      settled = true;
      resolve({ files: files.filter((f): f is ReceivedFile => f !== undefined), fields });
    };

    source.on('error', fail);
    parser.on('error', fail);
    parser.on('filesLimit', () => fail(tooMany()));
    parser.on('field', (name, value, info) => {
      if (!textFields.has(name)) return;
      if (info.valueTruncated) {
        const message = textFields.get(name) || MESSAGES.uploadFieldTooLong;
        fail(new ApiError(422, message, { [name]: message }, CLOSE));
        return;
      }
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      stream.on('error', () => {});
      if (name !== options.field) {
        stream.resume();
        fail(new ApiError(422, MESSAGES.uploadUnexpectedFile, { [name]: MESSAGES.uploadUnexpectedFile }, CLOSE));
        return;
      }
      if (started >= options.maxFiles) {
        stream.resume();
        fail(tooMany());
        return;
      }
      const index = started;
      started += 1;
      const tempPath = tempPathFor(index);
      let size = 0;
      let head = Buffer.alloc(0);
      let found: { kind: UploadKind; mime: string } | null = null;
      // A refusal stops the reading at once (not when the pipeline has unwound, by then the body would be read).
      const refuse = (status: 413 | 415 | 422, message: string) => {
        const error = new ApiError(status, message, { [options.field]: message }, CLOSE);
        fail(error);
        return error;
      };
      // busboy stops passing data at its fileSize limit but goes on reading (and dropping) the rest: refuse there.
      // (on the next tick: busboy still touches the file stream right after emitting 'limit').
      stream.once('limit', () => process.nextTick(() => refuse(413, messages.tooLarge)));
      const sniff = async () => {
        const { fileTypeFromBuffer } = await loadFileType();
        const type = await fileTypeFromBuffer(head);
        // Plain text has no signature: a head that is UTF-8 without NUL bytes is text (captions).
        const text = !type && options.accept.includes('text') && looksLikeText(head);
        const kind = type ? kindOf(type.mime, options.accept) : text ? 'text' : null;
        if (!kind) throw refuse(415, messages.wrongType);
        found = { kind, mime: type ? type.mime : 'text/plain' };
      };
      const inspect = new Transform({
        transform(chunk: Buffer, _encoding, next) {
          size += chunk.length;
          if (size > options.maxBytes) return next(refuse(413, messages.tooLarge));
          if (found) return next(null, chunk);
          head = Buffer.concat([head, chunk]);
          if (head.length < SNIFF_BYTES) return next();
          // The first bytes decide the type before anything else of the file is written.
          sniff().then(() => next(null, head), next);
        },
        flush(next) {
          if (size === 0) return next(refuse(422, messages.empty));
          if (found) return next();
          sniff().then(() => next(null, head), next);
        },
      });
      const filePipeline = pipeline(stream, inspect, createWriteStream(tempPath, { flags: 'wx' }));
      pipelines.push(filePipeline);
      filePipeline.then(
        () => {
          // busboy truncates at fileSize instead of failing; the count above catches it first.
          if (stream.truncated || !found) return fail(refuse(413, messages.tooLarge));
          const mime = (found as { mime: string }).mime;
          uploadBytes.inc({ kind: (found as { kind: UploadKind }).kind }, size);
          files[index] = {
            kind: (found as { kind: UploadKind }).kind,
            mime,
            size,
            filename: cleanFilename(info.filename ?? '', `upload.${mime.split('/')[1]}`),
            path: tempPath,
          };
          done += 1;
          finish();
        },
        (error) => fail(error),
      );
    });
    parser.on('close', () => {
      parserClosed = true;
      finish();
    });
    source.pipe(parser);
  });
}

/** True once `source` has ended, false if it failed or took longer than DRAIN_DEADLINE_MS. */
function drained(source: Readable): Promise<boolean> {
  if (source.readableEnded) return Promise.resolve(true);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DRAIN_DEADLINE_MS);
  });
  const ended = finished(source, { writable: false }).then(
    () => true,
    () => false,
  );
  return Promise.race([ended, late]).finally(() => clearTimeout(timer));
}

/** The same refusal without `Connection: close`, for a body read to its end. */
function keepOpen(error: ApiError): ApiError {
  const { Connection: _, ...headers } = error.headers ?? {};
  return new ApiError(error.status, error.message, error.fields, Object.keys(headers).length > 0 ? headers : undefined);
}

function toApiError(error: unknown): ApiError {
  if (error instanceof BodyTooLargeError) return new ApiError(413, MESSAGES.bodyTooLarge, undefined, CLOSE);
  return new ApiError(400, MESSAGES.uploadUnreadable, undefined, CLOSE);
}

/** Deletes temporary upload files older than `olderThanMs` (left by a crash or a killed process). */
export async function sweepUploadTemp(olderThanMs = 60 * 60 * 1000, now = Date.now()): Promise<number> {
  let removed = 0;
  const folders = await readdir(TEMP_ROOT).catch(() => [] as string[]);
  for (const folder of folders) {
    const names = await readdir(path.join(TEMP_ROOT, folder)).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(TEMP_ROOT, folder, name);
      const info = await stat(file).catch(() => null);
      if (info?.isFile() && now - info.mtimeMs > olderThanMs) {
        await rm(file, { force: true });
        removed++;
      }
    }
  }
  return removed;
}

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Sweeps this machine's upload temp folder now and every hour until `stop()`. A timer of each
 * process, not a job of the shared runner: the folder is local to the machine, and a job would
 * run on one instance only.
 */
export function startUploadTempSweeper(onError: (error: unknown) => void): { stop: () => void } {
  const sweep = () => void sweepUploadTemp().catch(onError);
  sweep();
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
