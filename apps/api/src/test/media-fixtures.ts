/**
 * Small recordings built in code for upload tests: a WebM (EBML) file shaped like what
 * MediaRecorder writes (no Duration element, clusters of unknown size), lasting `seconds`.
 */
export function makeWebm(seconds: number, options: { declaredDuration?: boolean } = {}): Uint8Array<ArrayBuffer> {
  const bytes: number[] = [];
  const push = (...values: number[]) => bytes.push(...values);
  const unknownSize = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
  // EBML header with DocType "webm".
  const docType = [0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d];
  const version = [0x42, 0x86, 0x81, 0x01];
  push(0x1a, 0x45, 0xdf, 0xa3, 0x80 | (docType.length + version.length), ...version, ...docType);
  // Segment of unknown size, Info with TimecodeScale 1 ms (and, when asked, a Duration in ms as float64).
  push(0x18, 0x53, 0x80, 0x67, ...unknownSize);
  const scale = [0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40];
  const duration: number[] = [];
  if (options.declaredDuration) {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, seconds * 1000);
    duration.push(0x44, 0x89, 0x88, ...new Uint8Array(view.buffer));
  }
  push(0x15, 0x49, 0xa9, 0x66, 0x80 | (scale.length + duration.length), ...scale, ...duration);
  // One cluster per second, each with a key frame block (track 1) at its start.
  for (let s = 0; s <= Math.ceil(seconds); s++) {
    const ms = Math.min(seconds, s) * 1000;
    push(0x1f, 0x43, 0xb6, 0x75, ...unknownSize);
    push(0xe7, 0x84, (ms >>> 24) & 0xff, (ms >>> 16) & 0xff, (ms >>> 8) & 0xff, ms & 0xff);
    const payload = Array.from({ length: 32 }, (_, i) => (i * 7 + s) & 0xff);
    push(0xa3, 0x80 | (4 + payload.length), 0x81, 0x00, 0x00, 0x80, ...payload);
  }
  return new Uint8Array(bytes);
}
