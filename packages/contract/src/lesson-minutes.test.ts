import { describe, expect, it } from 'vitest';
import { readingMinutes, videoMinutes, wordCount } from './studio.ts';

describe('lesson lengths', () => {
  it('count the words a reader reads, not Markdown marks', () => {
    expect(wordCount('### Joins\n\n- **INNER JOIN** keeps matching rows.\n> Note it.')).toBe(8);
  });

  it('read 200 words a minute, at least one minute', () => {
    expect(readingMinutes('word')).toBe(1);
    expect(readingMinutes(Array.from({ length: 200 }, () => 'word').join(' '))).toBe(1);
    expect(readingMinutes(Array.from({ length: 201 }, () => 'word').join(' '))).toBe(2);
    expect(readingMinutes(Array.from({ length: 900 }, () => 'word').join(' '))).toBe(5);
  });

  it('round a clip up to whole minutes', () => {
    expect(videoMinutes(32.5)).toBe(1);
    expect(videoMinutes(60)).toBe(1);
    expect(videoMinutes(61)).toBe(2);
  });
});
