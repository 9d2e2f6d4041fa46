import { describe, expect, it } from 'vitest';
import { formatClipLength, lessonLengthLabel } from './catalogue-labels.ts';

describe('lessonLengthLabel', () => {
  it('says a video by its clip length and an article by its reading time', () => {
    expect(lessonLengthLabel('video', 1, 32.5)).toBe('Video · 0:33');
    expect(lessonLengthLabel('video', 1)).toBe('Video · 1 min');
    expect(lessonLengthLabel('article', 4)).toBe('Article · 4 min read');
    expect(lessonLengthLabel('exercise', 30)).toBe('Exercise · 30 min');
    expect(formatClipLength(754)).toBe('12:34');
  });
});
