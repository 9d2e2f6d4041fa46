import type { Locale } from './locale.ts';

/**
 * The languages a course is taught in (issue 35, ADR 0048): what the studio offers and the
 * catalogue filters by. Not the interface's language (locale.ts): a Hindi-medium course is listed
 * in an English page too. Kept free of zod so that client components can import it (ADR 0021).
 *
 * `name` is what is stored and what the API answers (the column held "English" and "Hindi and
 * English" before the list existed); `code` is the catalogue's query parameter (`?language=hi`).
 * "Hindi and English" is its own value: most Indian classrooms teach in both, and a learner who
 * follows only Hindi or only English wants to tell it apart.
 */
export const COURSE_LANGUAGES = [
  { code: 'en', name: 'English', hindi: 'अंग्रेज़ी' },
  { code: 'hi', name: 'Hindi', hindi: 'हिंदी' },
  { code: 'hi-en', name: 'Hindi and English', hindi: 'हिंदी और अंग्रेज़ी' },
  { code: 'bn', name: 'Bengali', hindi: 'बांग्ला' },
  { code: 'mr', name: 'Marathi', hindi: 'मराठी' },
  { code: 'ta', name: 'Tamil', hindi: 'तमिल' },
  { code: 'te', name: 'Telugu', hindi: 'तेलुगु' },
  { code: 'kn', name: 'Kannada', hindi: 'कन्नड़' },
  { code: 'ml', name: 'Malayalam', hindi: 'मलयालम' },
  { code: 'gu', name: 'Gujarati', hindi: 'गुजराती' },
] as const;

export type CourseLanguageEntry = (typeof COURSE_LANGUAGES)[number];
export type CourseLanguage = CourseLanguageEntry['name'];
export type CourseLanguageCode = CourseLanguageEntry['code'];

export const COURSE_LANGUAGE_NAMES = COURSE_LANGUAGES.map((l) => l.name) as unknown as readonly [
  CourseLanguage,
  ...CourseLanguage[],
];
export const COURSE_LANGUAGE_CODES = COURSE_LANGUAGES.map((l) => l.code) as unknown as readonly [
  CourseLanguageCode,
  ...CourseLanguageCode[],
];
export const DEFAULT_COURSE_LANGUAGE: CourseLanguage = 'English';

const byName = new Map<string, CourseLanguageEntry>(COURSE_LANGUAGES.map((l) => [l.name, l]));
const byCode = new Map<string, CourseLanguageEntry>(COURSE_LANGUAGES.map((l) => [l.code, l]));

export function isCourseLanguage(value: unknown): value is CourseLanguage {
  return typeof value === 'string' && byName.has(value);
}

/** `hi` → "Hindi" (undefined for a code not in the list). */
export function courseLanguageOfCode(code: string): CourseLanguage | undefined {
  return byCode.get(code)?.name;
}

/** "Hindi" → `hi` (undefined for a name not in the list). */
export function courseLanguageCode(name: string): CourseLanguageCode | undefined {
  return byName.get(name)?.code;
}

/**
 * A course's language as the page's language writes it: "Hindi" is "हिंदी" on a Hindi page. A
 * value outside the list (typed into the old free-text field, which the course_language migration could not map)
 * is shown as it was written.
 */
export function courseLanguageLabel(name: string, locale: Locale): string {
  const entry = byName.get(name);
  if (!entry) return name;
  return locale === 'hi' ? entry.hindi : entry.name;
}
