import type { FixmeDifficulty, FixmeLanguage, FixmeResult } from './fixme.ts';

/**
 * Labels that client components of Fix me show. Kept apart from the schema module so that
 * importing them does not bring zod into a page's first load (docs/decisions/0021).
 */
export const FIXME_LANGUAGE_LABELS: Record<FixmeLanguage, string> = { javascript: 'JavaScript', python: 'Python' };
export const FIXME_DIFFICULTY_LABELS: Record<FixmeDifficulty, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };
export const FIXME_RESULT_LABELS: Record<FixmeResult, string> = {
  passed: 'All tests passed',
  failed: 'Some tests failed',
  error: 'Did not run',
  timeout: 'Time limit exceeded',
  memory: 'Memory limit exceeded',
};
