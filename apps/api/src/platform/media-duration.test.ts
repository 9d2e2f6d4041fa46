import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { makeWebm } from '../test/media-fixtures.ts';
import { mediaDurationSeconds } from './media-duration.ts';

describe('mediaDurationSeconds', () => {
  it('reads a MediaRecorder-style WebM (no Duration element) from its last block', async () => {
    const webm = makeWebm(42);
    expect((await fileTypeFromBuffer(webm))?.mime).toBe('video/webm');
    expect(mediaDurationSeconds(webm, 'video/webm')).toBe(42);
  });

  it('prefers a declared Duration', () => {
    expect(mediaDurationSeconds(makeWebm(7.5, { declaredDuration: true }), 'video/webm')).toBe(7.5);
  });

  it('reads an MP4 movie header', () => {
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
    expect(mediaDurationSeconds(file, 'video/mp4')).toBe(95);
  });

  it('answers null for bytes that are not what the type says', () => {
    expect(mediaDurationSeconds(new Uint8Array([1, 2, 3, 4]), 'video/webm')).toBeNull();
    expect(mediaDurationSeconds(new Uint8Array([1, 2, 3, 4]), 'audio/ogg')).toBeNull();
    expect(mediaDurationSeconds(new Uint8Array(16), 'video/mp4')).toBeNull();
  });
});
