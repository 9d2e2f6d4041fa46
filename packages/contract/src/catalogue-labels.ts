import type { COURSE_LEVELS, COURSE_TYPES, RESOURCE_KINDS } from './catalogue.ts';

/**
 * Labels that client components show. Kept apart from the schema modules so that importing them
 * does not bring zod into a page's first load (docs/decisions/0021).
 */
export const LEVEL_LABELS: Record<(typeof COURSE_LEVELS)[number], string> = {
  certificate: 'Certificate',
  diploma: 'Diploma',
  undergraduate: 'Undergraduate',
  postgraduate: 'Postgraduate',
};
export const TYPE_LABELS: Record<(typeof COURSE_TYPES)[number], string> = {
  online: 'Online',
  classroom: 'Classroom',
  hybrid: 'Hybrid',
};
export const RESOURCE_KIND_LABELS: Record<(typeof RESOURCE_KINDS)[number], string> = {
  article: 'Article',
  video: 'Video',
  book: 'Book',
  practice: 'Practice',
};

/** A roadmap's progress: the shape of `roadmapProgressSchema`, computed without zod. */
export function progressOf(completed: number, total: number): { completed: number; total: number; percent: number } {
  return { completed, total, percent: total === 0 ? 0 : Math.round((completed / total) * 100) };
}
