import { open } from 'node:fs/promises';

/**
 * How long a recording lasts, read from its bytes (never from what the browser claims): WebM /
 * Matroska (Chrome's and Firefox's MediaRecorder), Ogg (Opus or Vorbis audio) and MP4 (Safari).
 * MediaRecorder writes WebM without a Duration element, so the last block's time is what counts.
 * Answers seconds, or null when the file cannot be read as the format its bytes say it is.
 *
 * A file is read through one small window (WINDOW_BYTES), never whole: an upload waiting in its
 * temporary file is checked without holding its megabytes in memory.
 */
export async function mediaDurationSeconds(input: Uint8Array | { path: string }, mime: string): Promise<number | null> {
  if (input instanceof Uint8Array) return durationOf(bytesReader(input), mime);
  const handle = await open(input.path, 'r');
  try {
    const { size } = await handle.stat();
    return await durationOf(
      new Reader(size, async (at, length) => {
        const buffer = new Uint8Array(Math.min(length, size - at));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, at);
        return buffer.subarray(0, bytesRead);
      }),
      mime,
    );
  } finally {
    await handle.close();
  }
}

async function durationOf(reader: Reader, mime: string): Promise<number | null> {
  try {
    if (mime.endsWith('/webm') || mime.endsWith('/x-matroska')) return await matroskaDuration(reader);
    if (mime.startsWith('audio/ogg') || mime === 'video/ogg') return await oggDuration(reader);
    if (mime.endsWith('/mp4') || mime === 'audio/x-m4a') return await mp4Duration(reader);
  } catch {
    return null;
  }
  return null;
}

/** How much of a file is read at once. */
const WINDOW_BYTES = 64 * 1024;

/** Reads a file at any offset through one window of WINDOW_BYTES, loaded again only when a read falls outside it. */
class Reader {
  private window: Uint8Array = new Uint8Array(0);
  private start = 0;

  constructor(
    readonly size: number,
    private readonly load: (at: number, length: number) => Promise<Uint8Array>,
  ) {}

  /** Up to `length` bytes at `at` (fewer at the end of the file) if the window holds them, else null. */
  peek(at: number, length: number): Uint8Array | null {
    const end = Math.min(at + length, this.size);
    if (at < this.start || end > this.start + this.window.length) return null;
    return this.window.subarray(at - this.start, end - this.start);
  }

  /** Up to `length` bytes at `at` (fewer at the end of the file). */
  async read(at: number, length: number): Promise<Uint8Array> {
    // The synchronous path first: a walk over thousands of small elements should not wait on each.
    const held = this.peek(at, length);
    if (held) return held;
    if (at < 0 || at >= this.size) return new Uint8Array(0);
    this.window = await this.load(at, Math.max(length, WINDOW_BYTES));
    this.start = at;
    return this.window.subarray(0, Math.min(length, this.window.length));
  }
}

const bytesReader = (bytes: Uint8Array) => new Reader(bytes.length, async (at, length) => bytes.subarray(at, at + length));

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

// ---------------------------------------------------------------------------------------------
// Matroska / WebM (EBML)

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const MASTERS = new Set([SEGMENT, INFO, CLUSTER, BLOCK_GROUP]);

/** An EBML variable-length integer at `at`: its value (marker removed unless `keepMarker`) and length. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } {
  const first = bytes[at];
  if (first === undefined || first === 0) throw new Error('bad vint');
  let length = 1;
  while (!(first & (0x80 >> (length - 1)))) length++;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i];
    if (byte === undefined) throw new Error('truncated');
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/** An unsigned integer of `size` bytes (a valid one has at most 8). */
function readUint(bytes: Uint8Array, at: number, size: number): number {
  if (size > 8) throw new Error('integer too long');
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + (bytes[at + i] ?? 0);
  return value;
}

/** An element's header (at most 12 bytes) with room for the small values read here (at most 10 more). */
const ELEMENT_PEEK = 32;

async function matroskaDuration(reader: Reader): Promise<number | null> {
  let scale = 1_000_000; // nanoseconds per timecode unit
  let declared: number | null = null;
  let clusterTime = 0;
  let last = -1;
  let at = 0;
  while (at < reader.size) {
    const head = reader.peek(at, ELEMENT_PEEK) ?? (await reader.read(at, ELEMENT_PEEK));
    const id = vint(head, 0, true);
    const size = vint(head, id.length, false);
    const offset = id.length + size.length;
    const body = at + offset;
    if (MASTERS.has(id.value)) {
      // Descend: a master's children follow its header (also when its size is "unknown", as MediaRecorder writes).
      at = body;
      continue;
    }
    if (body + size.value > reader.size && id.value !== SIMPLE_BLOCK && id.value !== BLOCK) break;
    if (id.value === TIMECODE_SCALE) scale = readUint(head, offset, size.value);
    else if (id.value === DURATION)
      declared = size.value === 4 ? viewOf(head).getFloat32(offset) : viewOf(head).getFloat64(offset);
    else if (id.value === CLUSTER_TIMECODE) clusterTime = readUint(head, offset, size.value);
    else if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      const track = vint(head, offset, false);
      const relative = viewOf(head).getInt16(offset + track.length);
      last = Math.max(last, clusterTime + relative);
    }
    if (size.unknown) break;
    at = body + size.value;
  }
  if (declared !== null && declared > 0) return (declared * scale) / 1e9;
  return last >= 0 ? (last * scale) / 1e9 : null;
}

// ---------------------------------------------------------------------------------------------
// Ogg: the last page's granule position over the stream's sample rate

/** A page header: "OggS", version, flags, then the granule position (8 bytes) from byte 6. */
const OGG_PAGE_HEAD = 14;

async function oggDuration(reader: Reader): Promise<number | null> {
  // The first page and its first packet (27 bytes of header, up to 255 segment sizes, then the packet).
  const first = await reader.read(0, 27 + 255 + 32);
  const view = viewOf(first);
  const text = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
  if (text(first, 0, 4) !== 'OggS') return null;
  // The first packet says the codec and its rate.
  const segments = first[26] ?? 0;
  const packet = 27 + segments;
  let rate: number;
  let preSkip = 0;
  if (text(first, packet, 8) === 'OpusHead') {
    rate = 48_000; // Opus granule positions always count 48 kHz samples
    preSkip = view.getUint16(packet + 10, true);
  } else if (text(first, packet + 1, 6) === 'vorbis') {
    rate = view.getUint32(packet + 12, true);
  } else {
    return null;
  }
  // The last page, found from the end one window at a time.
  for (let high = reader.size - OGG_PAGE_HEAD; high >= 0; ) {
    const low = Math.max(0, high - WINDOW_BYTES + 1);
    const chunk = await reader.read(low, high - low + OGG_PAGE_HEAD);
    for (let at = high - low; at >= 0; at--) {
      if (chunk[at] === 0x4f && text(chunk, at, 4) === 'OggS') {
        const granule = Number(viewOf(chunk).getBigInt64(at + 6, true));
        return granule > 0 ? Math.max(0, granule - preSkip) / rate : null;
      }
    }
    high = low - 1;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// MP4: the movie header's duration over its time scale

async function mp4Duration(reader: Reader): Promise<number | null> {
  const type = (head: Uint8Array) => String.fromCharCode(...head.subarray(4, 8));
  /** The box `wanted` among those from `start` to `end`: its offset and size. */
  const find = async (start: number, end: number, wanted: string): Promise<{ at: number; size: number } | null> => {
    let at = start;
    while (at + 8 <= end) {
      const head = await reader.read(at, 16);
      const view = viewOf(head);
      let size = view.getUint32(0);
      if (size === 1) size = Number(view.getBigUint64(8));
      else if (size === 0) size = end - at;
      if (size < 8) return null;
      if (type(head) === wanted) return { at, size };
      at += size;
    }
    return null;
  };
  const moov = await find(0, reader.size, 'moov');
  if (moov === null) return null;
  const mvhd = await find(moov.at + 8, Math.min(reader.size, moov.at + moov.size), 'mvhd');
  if (mvhd === null) return null;
  const header = await reader.read(mvhd.at, 40);
  const view = viewOf(header);
  const version = header[8];
  const timescale = version === 1 ? view.getUint32(28) : view.getUint32(20);
  const duration = version === 1 ? Number(view.getBigUint64(32)) : view.getUint32(24);
  return timescale > 0 ? duration / timescale : null;
}
