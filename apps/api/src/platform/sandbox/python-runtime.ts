import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';

/**
 * The files a browser needs to run Python with Pyodide (the same package the judge uses), served
 * by the API so that the learner's browser loads them from this site and no third party.
 */
const FILES: Record<string, string> = {
  'pyodide.mjs': 'text/javascript; charset=utf-8',
  'pyodide.asm.mjs': 'text/javascript; charset=utf-8',
  'pyodide.asm.wasm': 'application/wasm',
  'python_stdlib.zip': 'application/zip',
  'pyodide-lock.json': 'application/json',
};

const directory = path.dirname(createRequire(import.meta.url).resolve('pyodide'));

/** The named runtime file as a stream with its type and size, or null for any other name. */
export async function pythonRuntimeFile(
  name: string,
): Promise<{ body: ReadableStream; contentType: string; size: number } | null> {
  const contentType = Object.hasOwn(FILES, name) ? FILES[name] : undefined;
  if (!contentType) return null;
  const file = path.join(directory, name);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  return { body: Readable.toWeb(createReadStream(file)) as ReadableStream, contentType, size: info.size };
}
