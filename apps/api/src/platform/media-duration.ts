/**
 * How long a recording lasts, read from its bytes (never from what the browser claims): WebM /
 * Matroska (Chrome's and Firefox's MediaRecorder), Ogg (Opus or Vorbis audio) and MP4 (Safari).
 * MediaRecorder writes WebM without a Duration element, so the last block's time is what counts.
 * Answers seconds, or null when the file cannot be read as the format its bytes say it is.
 */
export function mediaDurationSeconds(bytes: Uint8Array, mime: string): number | null {
  try {
    if (mime.endsWith('/webm') || mime.endsWith('/x-matroska')) return matroskaDuration(bytes);
    if (mime.startsWith('audio/ogg') || mime === 'video/ogg') return oggDuration(bytes);
    if (mime.endsWith('/mp4') || mime === 'audio/x-m4a') return mp4Duration(bytes);
  } catch {
    return null;
  }
  return null;
}

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

function readUint(bytes: Uint8Array, at: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + (bytes[at + i] ?? 0);
  return value;
}

function matroskaDuration(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let scale = 1_000_000; // nanoseconds per timecode unit
  let declared: number | null = null;
  let clusterTime = 0;
  let last = -1;
  let at = 0;
  while (at < bytes.length) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.length, false);
    const body = at + id.length + size.length;
    if (MASTERS.has(id.value)) {
      // Descend: a master's children follow its header (also when its size is "unknown", as MediaRecorder writes).
      at = body;
      continue;
    }
    if (body + size.value > bytes.length && id.value !== SIMPLE_BLOCK && id.value !== BLOCK) break;
    if (id.value === TIMECODE_SCALE) scale = readUint(bytes, body, size.value);
    else if (id.value === DURATION) declared = size.value === 4 ? view.getFloat32(body) : view.getFloat64(body);
    else if (id.value === CLUSTER_TIMECODE) clusterTime = readUint(bytes, body, size.value);
    else if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      const track = vint(bytes, body, false);
      const relative = view.getInt16(body + track.length);
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

function oggDuration(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
  if (text(0, 4) !== 'OggS') return null;
  // The first packet says the codec and its rate.
  const segments = bytes[26] ?? 0;
  const packet = 27 + segments;
  let rate: number;
  let preSkip = 0;
  if (text(packet, 8) === 'OpusHead') {
    rate = 48_000; // Opus granule positions always count 48 kHz samples
    preSkip = view.getUint16(packet + 10, true);
  } else if (text(packet + 1, 6) === 'vorbis') {
    rate = view.getUint32(packet + 12, true);
  } else {
    return null;
  }
  for (let at = bytes.length - 14; at >= 0; at--) {
    if (bytes[at] === 0x4f && text(at, 4) === 'OggS') {
      const granule = Number(view.getBigInt64(at + 6, true));
      return granule > 0 ? Math.max(0, granule - preSkip) / rate : null;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// MP4: the movie header's duration over its time scale

function mp4Duration(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = (at: number) => String.fromCharCode(...bytes.subarray(at + 4, at + 8));
  const find = (start: number, end: number, wanted: string): number | null => {
    let at = start;
    while (at + 8 <= end) {
      let size = view.getUint32(at);
      if (size === 1) size = Number(view.getBigUint64(at + 8));
      else if (size === 0) size = end - at;
      if (size < 8) return null;
      if (type(at) === wanted) return at;
      at += size;
    }
    return null;
  };
  const moov = find(0, bytes.length, 'moov');
  if (moov === null) return null;
  const moovSize = view.getUint32(moov);
  const mvhd = find(moov + 8, Math.min(bytes.length, moov + moovSize), 'mvhd');
  if (mvhd === null) return null;
  const version = bytes[mvhd + 8];
  const timescale = version === 1 ? view.getUint32(mvhd + 28) : view.getUint32(mvhd + 20);
  const duration = version === 1 ? Number(view.getBigUint64(mvhd + 32)) : view.getUint32(mvhd + 24);
  return timescale > 0 ? duration / timescale : null;
}
