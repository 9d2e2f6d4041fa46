import { z } from 'zod';
import { COURSE_LEVELS, COURSE_TYPES } from './catalogue.ts';
import { idOf, jsonIdOf, listingSchema, pageQuerySchema } from './common.ts';
import { COURSE_LANGUAGE_NAMES, DEFAULT_COURSE_LANGUAGE } from './course-languages.ts';
import { MODULE_ITEM_KINDS } from './courses.ts';
import { MESSAGES } from './messages.ts';

/**
 * The course studio (issue 31, ADR 0034): instructors author draft courses of their institute and
 * publish them into the live catalogue. Ids here are the studio's (drafts); a published course
 * also names its live course (`live`).
 */

export const STUDIO_LIMITS = {
  titleMax: 120,
  summaryMax: 300,
  descriptionMax: 5000,
  moduleTitleMax: 120,
  itemTitleMax: 150,
  articleMax: 100_000,
  tagsMax: 10,
  durationWeeksMax: 208,
  priceInrMax: 1_000_000,
  itemMinutesMax: 600,
} as const;

export const STUDIO_ITEM_KINDS = MODULE_ITEM_KINDS;
export type StudioItemKind = (typeof STUDIO_ITEM_KINDS)[number];

export const STUDIO_ITEM_KIND_LABELS: Record<StudioItemKind, string> = {
  article: 'Article',
  video: 'Video',
  slides: 'Slide deck',
  quiz: 'Quiz',
  exercise: 'Exercise',
};

/** Items that may end with a quiz (`quizId`): the learner's player shows it after the lesson, and passing it completes the lesson. */
export const END_OF_LESSON_QUIZ_KINDS = ['article', 'video'] as const satisfies readonly StudioItemKind[];

export const STUDIO_STATUSES = ['draft', 'published'] as const;
export type StudioStatus = (typeof STUDIO_STATUSES)[number];

const title = (max: number, message: string) => z.string({ error: message }).trim().min(3, message).max(max, message);

const courseLanguage = z.enum(COURSE_LANGUAGE_NAMES, { error: MESSAGES.studioLanguageInvalid });

/** The details of a course (create: all but the optional ones; edit: any of them). */
export const studioCourseFieldsSchema = z.object({
  title: title(STUDIO_LIMITS.titleMax, MESSAGES.studioCourseTitleInvalid),
  summary: z.string().trim().max(STUDIO_LIMITS.summaryMax, MESSAGES.studioSummaryTooLong).default(''),
  /** "What you will learn" (Markdown), the course page's description. */
  description: z.string().trim().max(STUDIO_LIMITS.descriptionMax, MESSAGES.studioDescriptionTooLong).default(''),
  streamId: jsonIdOf(MESSAGES.studioStreamInvalid),
  tagIds: z.array(jsonIdOf(MESSAGES.studioTagInvalid)).max(STUDIO_LIMITS.tagsMax, MESSAGES.studioTooManyTags).default([]),
  level: z.enum(COURSE_LEVELS, { error: `Choose level from: ${COURSE_LEVELS.join(', ')}.` }),
  type: z.enum(COURSE_TYPES, { error: `Choose type from: ${COURSE_TYPES.join(', ')}.` }),
  /** Where a classroom or hybrid course is taught; the institute's city when left out. */
  cityId: jsonIdOf(MESSAGES.studioCityInvalid).nullable().default(null),
  durationWeeks: z
    .number({ error: MESSAGES.studioDurationInvalid })
    .int(MESSAGES.studioDurationInvalid)
    .min(1, MESSAGES.studioDurationInvalid)
    .max(STUDIO_LIMITS.durationWeeksMax, MESSAGES.studioDurationInvalid),
  /** Whole rupees; 0 is free. */
  priceInr: z
    .number({ error: MESSAGES.studioPriceInvalid })
    .int(MESSAGES.studioPriceInvalid)
    .min(0, MESSAGES.studioPriceInvalid)
    .max(STUDIO_LIMITS.priceInrMax, MESSAGES.studioPriceInvalid)
    .default(0),
  isPremium: z.boolean().default(false),
  /** The language it is taught in: one of COURSE_LANGUAGES by its English name ("Hindi"). */
  language: courseLanguage.default(DEFAULT_COURSE_LANGUAGE),
});

export const studioCourseCreateSchema = studioCourseFieldsSchema.extend({
  /** The institute the course belongs to: needed only by someone who authors for several (an admin). */
  instituteId: jsonIdOf(MESSAGES.studioInstituteInvalid).optional(),
});
export type StudioCourseCreate = z.input<typeof studioCourseCreateSchema>;

const fields = studioCourseFieldsSchema.shape;
export const studioCoursePatchSchema = z.object({
  title: fields.title.optional(),
  summary: z.string().trim().max(STUDIO_LIMITS.summaryMax, MESSAGES.studioSummaryTooLong).optional(),
  description: z.string().trim().max(STUDIO_LIMITS.descriptionMax, MESSAGES.studioDescriptionTooLong).optional(),
  streamId: fields.streamId.optional(),
  tagIds: z.array(jsonIdOf(MESSAGES.studioTagInvalid)).max(STUDIO_LIMITS.tagsMax, MESSAGES.studioTooManyTags).optional(),
  level: fields.level.optional(),
  type: fields.type.optional(),
  cityId: jsonIdOf(MESSAGES.studioCityInvalid).nullable().optional(),
  durationWeeks: fields.durationWeeks.optional(),
  priceInr: z
    .number({ error: MESSAGES.studioPriceInvalid })
    .int(MESSAGES.studioPriceInvalid)
    .min(0, MESSAGES.studioPriceInvalid)
    .max(STUDIO_LIMITS.priceInrMax, MESSAGES.studioPriceInvalid)
    .optional(),
  isPremium: z.boolean().optional(),
  language: courseLanguage.optional(),
});
export type StudioCoursePatch = z.input<typeof studioCoursePatchSchema>;

export const studioParamSchema = z.object({ id: idOf() });

/** The new-course form's institute picker: `q` narrows an admin's choice (every institute) by name. */
export const studioInstitutesQuerySchema = z.object({ q: z.string().trim().max(100).optional() });
export const studioInstitutesSchema = z.object({
  /** The matching institutes the caller authors for, by name (at most 20). */
  results: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
  /** True for an admin, who may author for any institute (the picker then searches). */
  any: z.boolean(),
});
export type StudioInstitutes = z.infer<typeof studioInstitutesSchema>;

export const studioCoursesQuerySchema = pageQuerySchema.extend({
  status: z.enum(STUDIO_STATUSES, { error: 'Choose status from: draft, published.' }).optional(),
});
export type StudioCoursesQuery = z.output<typeof studioCoursesQuerySchema>;

const ref = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const studioItemSchema = z.object({
  id: z.number().int(),
  moduleId: z.number().int(),
  position: z.number().int(),
  kind: z.enum(STUDIO_ITEM_KINDS),
  title: z.string(),
  /** An article's Markdown; notes shown with the other kinds. */
  body: z.string(),
  /** A video item's media (GET /api/studio/media/{id}). */
  mediaId: z.number().int().nullable(),
  /** A quiz item's quiz, or the quiz an article or a video ends with (END_OF_LESSON_QUIZ_KINDS). */
  quizId: z.number().int().nullable(),
  deckId: z.number().int().nullable(),
  fixmeProblemId: z.number().int().nullable(),
  /** The minutes shown to learners: an article's reading time, a video's probed length, else typed. */
  durationMinutes: z.number().int(),
  /** The live item's id once published (the same across every later publish). */
  liveItemId: z.number().int().nullable(),
});
export type StudioItem = z.infer<typeof studioItemSchema>;

export const studioModuleSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  items: z.array(studioItemSchema),
});
export type StudioModule = z.infer<typeof studioModuleSchema>;

export const studioCourseCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  institute: ref,
  status: z.enum(STUDIO_STATUSES),
  /** Edited since the last publish (always true for a draft never published). */
  hasUnpublishedChanges: z.boolean(),
  changedAt: z.string(),
  publishedAt: z.string().nullable(),
  /** The live course's address once published. */
  live: z.object({ id: z.number().int(), slug: z.string() }).nullable(),
  modules: z.number().int(),
  items: z.number().int(),
});
export type StudioCourseCard = z.infer<typeof studioCourseCardSchema>;

export const studioCoursesListingSchema = listingSchema(studioCourseCardSchema);

export const studioCourseSchema = studioCourseCardSchema.extend({
  description: z.string(),
  streamId: z.number().int(),
  tagIds: z.array(z.number().int()),
  level: z.enum(COURSE_LEVELS),
  type: z.enum(COURSE_TYPES),
  cityId: z.number().int().nullable(),
  durationWeeks: z.number().int(),
  priceInr: z.number().int(),
  isPremium: z.boolean(),
  language: z.string(),
  outline: z.array(studioModuleSchema),
});
export type StudioCourse = z.infer<typeof studioCourseSchema>;

export const studioModuleBodySchema = z.object({ title: title(STUDIO_LIMITS.moduleTitleMax, MESSAGES.studioModuleTitleInvalid) });

const minutes = z
  .number({ error: MESSAGES.studioItemMinutesInvalid })
  .int(MESSAGES.studioItemMinutesInvalid)
  .min(1, MESSAGES.studioItemMinutesInvalid)
  .max(STUDIO_LIMITS.itemMinutesMax, MESSAGES.studioItemMinutesInvalid);

export const studioItemPatchSchema = z.object({
  title: title(STUDIO_LIMITS.itemTitleMax, MESSAGES.studioItemTitleInvalid).optional(),
  body: z.string().max(STUDIO_LIMITS.articleMax, MESSAGES.studioArticleTooLong).optional(),
  quizId: jsonIdOf(MESSAGES.studioQuizUnknown).nullable().optional(),
  deckId: jsonIdOf(MESSAGES.studioDeckUnknown).nullable().optional(),
  fixmeProblemId: jsonIdOf(MESSAGES.studioProblemUnknown).nullable().optional(),
  /** Typed for a deck, quiz or exercise only (an article's is its reading time, a video's its probed length). */
  durationMinutes: minutes.optional(),
});
export type StudioItemPatch = z.input<typeof studioItemPatchSchema>;

export const studioItemCreateSchema = studioItemPatchSchema.extend({
  kind: z.enum(STUDIO_ITEM_KINDS, { error: `Choose kind from: ${STUDIO_ITEM_KINDS.join(', ')}.` }),
  title: title(STUDIO_LIMITS.itemTitleMax, MESSAGES.studioItemTitleInvalid),
});
export type StudioItemCreate = z.input<typeof studioItemCreateSchema>;

/** The whole outline in its new order: every module and item of the course exactly once. */
export const studioReorderSchema = z.object({
  modules: z
    .array(
      z.object({
        id: jsonIdOf(MESSAGES.studioReorderMismatch),
        items: z.array(jsonIdOf(MESSAGES.studioReorderMismatch)).max(500),
      }),
    )
    .max(200),
});
export type StudioReorder = z.infer<typeof studioReorderSchema>;

/** What stops a publish: one line per problem, named by module and item. */
export const studioPublishProblemSchema = z.object({ itemId: z.number().int().nullable(), message: z.string() });

/** Words a learner reads in a minute of study text (technical text is slower than the usual 250). */
export const READING_WORDS_PER_MINUTE = 200;

/** The words a reader reads in a Markdown body: headings and list marks aside, code counted as words. */
export function wordCount(markdown: string): number {
  return (markdown.replace(/[#>*_`|-]+/g, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’.]*/gu) ?? []).length;
}

/** The minutes an article takes to read, at least one: its words over 200. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(wordCount(markdown) / READING_WORDS_PER_MINUTE));
}

/**
 * A video's length in whole minutes, rounded up (a 0:32 clip is "1 min", 1:01 is "2 min"), so that
 * a lesson's label and a module's total never promise less than the video runs.
 */
export const videoMinutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
