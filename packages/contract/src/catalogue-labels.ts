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

const LESSON_KIND_LABELS = { video: 'Video', article: 'Article', exercise: 'Exercise', quiz: 'Quiz', slides: 'Slides' } as const;

/** 32.5 → "0:33", 754 → "12:34". */
export function formatClipLength(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * What a lesson is and how long it takes, as the outline and the player show it: a video's
 * clip length when known ("Video · 0:32"), an article's reading time ("Article · 4 min read").
 */
export function lessonLengthLabel(
  kind: keyof typeof LESSON_KIND_LABELS,
  minutes: number,
  videoSeconds: number | null = null,
): string {
  if (kind === 'video' && videoSeconds) return `Video · ${formatClipLength(videoSeconds)}`;
  if (kind === 'article') return `Article · ${minutes} min read`;
  return `${LESSON_KIND_LABELS[kind]} · ${minutes} min`;
}
