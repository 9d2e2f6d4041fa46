import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from './search.ts';
import { hashtagOf } from './search-models.ts';

describe('hashtagOf', () => {
  it('reads a term that is one hashtag, lowercased, without #', () => {
    expect(hashtagOf('#Placements')).toBe('placements');
    expect(hashtagOf('  #campus_placements ')).toBe('campus_placements');
    expect(hashtagOf('#नौकरी')).toBe('नौकरी');
  });

  it('answers null for anything else', () => {
    for (const term of ['placements', '#', '# placements', '#a #b', '#c++', 'go #golang', '##x']) {
      expect(hashtagOf(term), term).toBeNull();
    }
  });
});

describe('searchQuerySchema exclude', () => {
  it('takes one next-item model and id, and nothing else', () => {
    expect(searchQuerySchema.parse({ term: 'x', model: 'next', exclude: 'quiz:12' }).exclude).toBe('quiz:12');
    for (const exclude of ['course:1', 'quiz:0', 'quiz:-1', 'quiz:1.5', 'quiz:1234567890', 'quiz', ':3']) {
      expect(searchQuerySchema.safeParse({ term: 'x', exclude }).success, exclude).toBe(false);
    }
  });
});
