import { describe, expect, it } from 'vitest';
import { withIndefiniteArticle } from './indefinite-article.ts';

describe('withIndefiniteArticle', () => {
  it('says "an" before a vowel sound and "a" before a consonant sound, acronyms by their letters', () => {
    expect(withIndefiniteArticle('Audit Associate')).toBe('an Audit Associate');
    expect(withIndefiniteArticle('Equity Research Intern')).toBe('an Equity Research Intern');
    expect(withIndefiniteArticle('information technology')).toBe('an information technology');
    expect(withIndefiniteArticle('Data Analyst')).toBe('a Data Analyst');
    expect(withIndefiniteArticle('HR Generalist')).toBe('an HR Generalist');
    expect(withIndefiniteArticle('SEO Analyst')).toBe('an SEO Analyst');
    expect(withIndefiniteArticle('UI/UX Designer')).toBe('a UI/UX Designer');
    expect(withIndefiniteArticle('University Relations Lead')).toBe('a University Relations Lead');
    expect(withIndefiniteArticle('Underwriter')).toBe('an Underwriter');
  });
});
