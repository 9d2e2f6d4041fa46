import { mkdtempSync, rmSync } from 'node:fs';
import { open, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, describe, expect, it } from 'vitest';
import { makeWebm } from '../test/media-fixtures.ts';
import { mediaDurationSeconds } from './media-duration.ts';

describe('mediaDurationSeconds', () => {
  it('reads a MediaRecorder-style WebM (no Duration element) from its last block', async () => {
    const webm = makeWebm(42);
    expect((await fileTypeFromBuffer(webm))?.mime).toBe('video/webm');
    expect(await mediaDurationSeconds(webm, 'video/webm')).toBe(42);
  });

  it('prefers a declared Duration', async () => {
    expect(await mediaDurationSeconds(makeWebm(7.5, { declaredDuration: true }), 'video/webm')).toBe(7.5);
  });

  it('reads an MP4 movie header', async () => {
    const mvhd = new Uint8Array(108);
    const view = new DataView(mvhd.buffer);
    view.setUint32(0, 108);
    mvhd.set([0x6d, 0x76, 0x68, 0x64], 4); // mvhd, version 0
    view.setUint32(20, 1000); // time scale
    view.setUint32(24, 95_000); // duration: 95 s
    const moov = new Uint8Array(8 + mvhd.length);
    new DataView(moov.buffer).setUint32(0, moov.length);
    moov.set([0x6d, 0x6f, 0x6f, 0x76], 4);
    moov.set(mvhd, 8);
    const ftyp = new Uint8Array([0, 0, 0, 16, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0]);
    const file = new Uint8Array([...ftyp, ...moov]);
    expect(await mediaDurationSeconds(file, 'video/mp4')).toBe(95);
  });

  it('answers null for bytes that are not what the type says', async () => {
    expect(await mediaDurationSeconds(new Uint8Array([1, 2, 3, 4]), 'video/webm')).toBeNull();
    expect(await mediaDurationSeconds(new Uint8Array([1, 2, 3, 4]), 'audio/ogg')).toBeNull();
    expect(await mediaDurationSeconds(new Uint8Array(16), 'video/mp4')).toBeNull();
  });

  it('reads an Ogg Opus recording from its last page, found from the end past trailing bytes', async () => {
    const ogg = makeOggOpus(12.5, { trailingBytes: 200_000 });
    const mime = (await fileTypeFromBuffer(ogg))?.mime ?? '';
    expect(mime).toBe('audio/ogg; codecs=opus');
    expect(await mediaDurationSeconds(ogg, mime)).toBe(12.5);
    const file = path.join(scratch, 'answer.ogg');
    await writeFile(file, ogg);
    expect(await mediaDurationSeconds({ path: file }, mime)).toBe(12.5);
  });
});

const scratch = mkdtempSync(path.join(tmpdir(), 'lp-media-duration-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('mediaDurationSeconds of a file (an upload waiting in its temporary file)', () => {
  it('reads the same durations from a path as from the bytes', async () => {
    const file = path.join(scratch, 'answer.webm');
    await writeFile(file, makeWebm(42));
    expect(await mediaDurationSeconds({ path: file }, 'video/webm')).toBe(42);
    await writeFile(file, makeWebm(7.5, { declaredDuration: true }));
    expect(await mediaDurationSeconds({ path: file }, 'video/webm')).toBe(7.5);
    await writeFile(file, new Uint8Array([1, 2, 3, 4]));
    expect(await mediaDurationSeconds({ path: file }, 'video/webm')).toBeNull();
  });

  it('reads a file through a small window, never whole: a 3 GB recording (past what one read can hold) is measured', async () => {
    // A WebM whose first and last blocks are 90 s apart with 3 GB of padding (a Void element) between:
    // a sparse file, so the disk holds only its ends. Reading it whole would fail (over 2 GiB).
    const unknownSize = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
    const webm = makeWebm(0);
    const paddingBytes = 3 * 1024 ** 3;
    const voidHead = new Uint8Array(9);
    voidHead[0] = 0xec; // Void
    const size = new DataView(voidHead.buffer);
    size.setUint8(1, 0x01); // an 8-byte size
    size.setUint32(2, Math.floor(paddingBytes / 2 ** 32) & 0xffffff);
    voidHead.set(
      [(paddingBytes >>> 24) & 0xff, (paddingBytes >>> 16) & 0xff, (paddingBytes >>> 8) & 0xff, paddingBytes & 0xff],
      5,
    );
    const ms = 90_000;
    const lastCluster = new Uint8Array([
      ...[0x1f, 0x43, 0xb6, 0x75, ...unknownSize],
      ...[0xe7, 0x84, (ms >>> 24) & 0xff, (ms >>> 16) & 0xff, (ms >>> 8) & 0xff, ms & 0xff],
      ...[0xa3, 0x84, 0x81, 0x00, 0x00, 0x80],
    ]);
    const file = path.join(scratch, 'long.webm');
    const handle = await open(file, 'w');
    try {
      await handle.write(webm, 0, webm.length, 0);
      await handle.write(voidHead, 0, voidHead.length, webm.length);
      await handle.write(lastCluster, 0, lastCluster.length, webm.length + voidHead.length + paddingBytes);
    } finally {
      await handle.close();
    }
    expect(await mediaDurationSeconds({ path: file }, 'video/webm')).toBe(90);
  });
});

/** An Ogg Opus stream: the identification page, then one page whose granule position ends at `seconds`. */
function makeOggOpus(seconds: number, options: { trailingBytes?: number } = {}): Uint8Array {
  const preSkip = 312;
  const page = (headerType: number, granule: bigint, sequence: number, packet: Uint8Array) => {
    const head = new Uint8Array(27 + 1);
    const view = new DataView(head.buffer);
    head.set([0x4f, 0x67, 0x67, 0x53], 0); // OggS
    head[5] = headerType;
    view.setBigInt64(6, granule, true);
    view.setUint32(14, 0x1234, true); // serial
    view.setUint32(18, sequence, true);
    head[26] = 1; // one segment
    head[27] = packet.length;
    return new Uint8Array([...head, ...packet]);
  };
  const opusHead = new Uint8Array(19);
  const view = new DataView(opusHead.buffer);
  opusHead.set(
    [...'OpusHead'].map((ch) => ch.charCodeAt(0)),
    0,
  );
  opusHead[8] = 1; // version
  opusHead[9] = 1; // channels
  view.setUint16(10, preSkip, true);
  view.setUint32(12, 48_000, true);
  const audio = new Uint8Array(100).fill(0x11);
  return new Uint8Array([
    ...page(0x02, 0n, 0, opusHead),
    ...page(0x04, BigInt(seconds * 48_000 + preSkip), 1, audio),
    ...new Uint8Array(options.trailingBytes ?? 0),
  ]);
}
