import { Unzlib } from 'fflate';

export type PdfLimits = { maxPages: number; maxObjects: number; maxDecompressedBytes: number };

/** Why a PDF is refused; each maps to one message the person reads. */
export type PdfRefusal = 'unreadable' | 'pages' | 'objects' | 'decompressed' | 'polyglot' | 'encrypted';
export type PdfVerdict = { ok: true; pages: number } | { ok: false; reason: PdfRefusal; detail?: string };

/** Filters that can expand far beyond their input and that we do not inflate ourselves to measure. */
const REFUSED_FILTERS = new Set(['LZWDecode', 'LZW', 'RunLengthDecode', 'RL']);
/** Markers of another format that a browser or an unzip tool would act on. */
const FOREIGN_MARKERS = /<(?:html|script|!doctype|body|iframe|svg)\b/i;
const ZIP_END_OF_DIRECTORY = 'PK\u0005\u0006';
const ZIP_LOCAL_HEADER = 'PK\u0003\u0004';

/** Input fed to the inflater at a time: one slice inflates to at most about a thousand times its size. */
const INFLATE_SLICE_BYTES = 1024;
const PAST_BUDGET = new Error('past the budget');

/**
 * How many bytes a Flate (zlib) stream inflates to, counted up to `budget` (past it: Infinity); 0 for
 * a damaged stream, which the parser then judges. In JavaScript (fflate), not node:zlib: the check
 * runs on a thread that is terminated at its deadline, and Node.js aborts the whole process when a
 * thread ends with a zlib handle made but not yet initialised (seen once in CI: "close before init").
 * The input goes in small slices, so a bomb never holds more than a slice's output at once.
 */
function inflatedSize(data: Uint8Array, budget: number): number {
  let size = 0;
  const inflater = new Unzlib((chunk) => {
    size += chunk.byteLength;
    if (size > budget) throw PAST_BUDGET;
  });
  try {
    for (let at = 0; at < data.byteLength; at += INFLATE_SLICE_BYTES) {
      const end = Math.min(data.byteLength, at + INFLATE_SLICE_BYTES);
      inflater.push(data.subarray(at, end), end === data.byteLength);
    }
  } catch (error) {
    if (error === PAST_BUDGET) return Number.POSITIVE_INFINITY;
    return 0;
  }
  return size;
}

type StreamSpan = { dictionary: string; start: number; end: number };

/**
 * Finds each `stream … endstream` span and the dictionary before it, in a latin1 view of the bytes.
 * Streams cannot live inside object streams, so every stream of the file is found at top level.
 */
function findStreams(text: string): StreamSpan[] {
  const spans: StreamSpan[] = [];
  const keyword = /stream\r?\n/g;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const before = text.slice(Math.max(0, match.index - 4096), match.index);
    if (!/>>\s*$/.test(before) || text.slice(match.index - 3, match.index) === 'end') continue;
    const objectStart = before.lastIndexOf(' obj');
    const dictionary = objectStart >= 0 ? before.slice(objectStart) : before;
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    spans.push({ dictionary, start, end });
    keyword.lastIndex = end + 'endstream'.length;
  }
  return spans;
}

function filtersOf(dictionary: string): string[] {
  const single = /\/Filter\s*\/([A-Za-z0-9]+)/.exec(dictionary);
  if (single?.[1]) return [single[1]];
  const list = /\/Filter\s*\[([^\]]*)\]/.exec(dictionary);
  return list?.[1] ? [...list[1].matchAll(/\/([A-Za-z0-9]+)/g)].map((m) => m[1] ?? '') : [];
}

/**
 * The structure pass, on the raw bytes: one PDF and nothing else (no archive or page joined to
 * it), a bounded number of objects, and every Flate stream inflated against one shared budget
 * (zlib stops at the budget, so a bomb costs at most the budget in memory).
 */
export function inspectPdfStructure(bytes: Uint8Array, limits: PdfLimits): PdfVerdict {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(text)) return { ok: false, reason: 'unreadable', detail: 'no PDF header' };
  const lastEof = text.lastIndexOf('%%EOF');
  if (lastEof < 0) return { ok: false, reason: 'unreadable', detail: 'no %%EOF' };
  // Anything after the last %%EOF but whitespace is another file joined on (a ZIP reads from the end).
  if (!/^[\s\0]*$/.test(text.slice(lastEof + 5))) return { ok: false, reason: 'polyglot', detail: 'data after %%EOF' };
  // A ZIP's end record sits in the last 64 KiB; by chance in compressed data it is ~1 in 65,000 files.
  if (text.slice(-65_557).includes(ZIP_END_OF_DIRECTORY)) return { ok: false, reason: 'polyglot', detail: 'zip directory' };

  const streams = findStreams(text);
  // The PDF's own syntax (everything outside stream data) must not carry another format's markers.
  let outside = '';
  let cursor = 0;
  for (const span of streams) {
    outside += text.slice(cursor, span.start);
    cursor = span.end;
  }
  outside += text.slice(cursor);
  if (FOREIGN_MARKERS.test(outside) || outside.includes(ZIP_LOCAL_HEADER)) {
    return { ok: false, reason: 'polyglot', detail: 'foreign markup outside streams' };
  }
  if (/\/Encrypt\b/.test(outside)) return { ok: false, reason: 'encrypted' };

  let objects = (outside.match(/\b\d+\s+\d+\s+obj\b/g) ?? []).length;
  for (const span of streams) {
    if (/\/Type\s*\/ObjStm\b/.test(span.dictionary)) objects += Number(/\/N\s+(\d+)/.exec(span.dictionary)?.[1] ?? 0);
  }
  if (objects > limits.maxObjects) return { ok: false, reason: 'objects', detail: `${objects} objects` };

  let budget = limits.maxDecompressedBytes;
  for (const span of streams) {
    const filters = filtersOf(span.dictionary);
    if (filters.some((filter) => REFUSED_FILTERS.has(filter)))
      return { ok: false, reason: 'unreadable', detail: 'LZW or run-length filter' };
    const flateAt = filters.findIndex((filter) => filter === 'FlateDecode' || filter === 'Fl');
    if (flateAt < 0) continue;
    // Flate behind another filter (ASCII85 then Flate) cannot be measured without decoding the first.
    if (flateAt > 0) return { ok: false, reason: 'unreadable', detail: 'flate behind another filter' };
    budget -= inflatedSize(bytes.subarray(span.start, span.end), budget);
    if (budget < 0) return { ok: false, reason: 'decompressed', detail: 'streams inflate past the limit' };
  }
  return { ok: true, pages: 0 };
}

/**
 * The whole check: the structure pass, then Mozilla's pdf.js opens the document and reads the
 * text of every page (so the file is a PDF a viewer can show), within the page limit.
 * CPU-heavy: run it through `checkPdfFile` (a worker with a timeout), not on the server's thread.
 */
export async function inspectPdf(bytes: Uint8Array, limits: PdfLimits): Promise<PdfVerdict> {
  const structure = inspectPdfStructure(bytes, limits);
  if (!structure.ok) return structure;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    // pdf.js may detach the buffer it is given; give it a copy.
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    maxImageSize: 16_000_000,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    if (document.numPages < 1) return { ok: false, reason: 'unreadable', detail: 'no pages' };
    if (document.numPages > limits.maxPages) return { ok: false, reason: 'pages', detail: `${document.numPages} pages` };
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      await page.getTextContent();
      page.cleanup();
    }
    return { ok: true, pages: document.numPages };
  } catch (error) {
    const name = (error as Error)?.name ?? '';
    if (name === 'PasswordException') return { ok: false, reason: 'encrypted' };
    return { ok: false, reason: 'unreadable', detail: (error as Error)?.message?.slice(0, 200) };
  } finally {
    await task.destroy();
  }
}
