import { describe, expect, it } from 'vitest';
import { renditionForWidth } from '@/features/learning/components/video-lesson';
import { DATA_SAVER_COOKIE, dataSaverFrom, formatDownloadSize } from './data-saver';

const RENDITIONS = [
  { label: '720p', width: 1280, height: 720, url: '/v/720.mp4', bytes: 9_800_000 },
  { label: '360p', width: 640, height: 360, url: '/v/360.mp4', bytes: 2_600_000 },
];

describe('data saver', () => {
  it("follows the browser's Save-Data unless the account chose, and the account's choice wins both ways", () => {
    expect(dataSaverFrom(null, null)).toBe(false);
    expect(dataSaverFrom('', 'on')).toBe(true);
    expect(dataSaverFrom('theme=dark', ' On ')).toBe(true);
    expect(dataSaverFrom(`a=b; ${DATA_SAVER_COOKIE}=1`, null)).toBe(true);
    expect(dataSaverFrom(`${DATA_SAVER_COOKIE}=0; a=b`, 'on')).toBe(false);
    expect(dataSaverFrom(`x${DATA_SAVER_COOKIE}=1`, null)).toBe(false);
  });

  it('plays the smallest rendition with data saver, else the one the screen needs', () => {
    expect(renditionForWidth(RENDITIONS, 360, 3)?.label).toBe('720p');
    expect(renditionForWidth(RENDITIONS, 360, 1)?.label).toBe('360p');
    expect(renditionForWidth(RENDITIONS, 1366, 2, true)?.label).toBe('360p');
    expect(renditionForWidth([], 360, 1, true)).toBeUndefined();
  });

  it('says how much a video downloads as a learner reads it', () => {
    expect(formatDownloadSize(2_600_000)).toBe('about 2.5 MB');
    expect(formatDownloadSize(48_000_000)).toBe('about 46 MB');
    expect(formatDownloadSize(300_000)).toBe('about 293 KB');
    expect(formatDownloadSize(2_600_000, 'hi')).toBe('लगभग 2.5 MB');
  });
});
