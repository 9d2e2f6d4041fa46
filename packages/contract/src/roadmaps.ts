import { z } from 'zod';
import { RESOURCE_KINDS, roadmapCardSchema } from './catalogue.ts';
import { idSchema, pageQuerySchema } from './common.ts';
import { MODULE_ITEM_KINDS } from './courses.ts';
import { FIXME_LANGUAGES } from './fixme.ts';

/** Roadmaps: a path of ordered steps, each opening a course, a lesson, a quiz, a fix-me problem or a resource; signed-in users tick steps. */

/** `stream` is a stream's id or slug; `q` matches titles (typos tolerated) and text. */
export const roadmapsQuerySchema = pageQuerySchema.extend({
  stream: z.string().trim().max(100).optional(),
  q: z.string().trim().max(100).optional(),
});
export type RoadmapsQuery = z.infer<typeof roadmapsQuerySchema>;

/** A roadmap's id or its slug. */
export const roadmapKeyParamSchema = z.object({ idOrSlug: z.string().min(1).max(200) });

export const roadmapStepParamSchema = z.object({ id: idSchema, stepId: idSchema });

export const resourceParamSchema = z.object({ id: idSchema });

export const stepLinkSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('resource'),
      resource: z.object({
        id: z.number().int(),
        title: z.string(),
        kind: z.enum(RESOURCE_KINDS),
        durationMinutes: z.number().int().nullable(),
      }),
    }),
    z.object({
      kind: z.literal('course'),
      course: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), instituteName: z.string() }),
    }),
    /** One lesson of a course, opened in the course player. */
    z.object({
      kind: z.literal('lesson'),
      lesson: z.object({
        id: z.number().int(),
        title: z.string(),
        kind: z.enum(MODULE_ITEM_KINDS),
        durationMinutes: z.number().int(),
        courseSlug: z.string(),
        courseTitle: z.string(),
      }),
    }),
    z.object({
      kind: z.literal('quiz'),
      quiz: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), questionCount: z.number().int() }),
    }),
    z.object({
      kind: z.literal('fixme'),
      problem: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), language: z.enum(FIXME_LANGUAGES) }),
    }),
  ])
  .nullable();
export type StepLink = z.infer<typeof stepLinkSchema>;

export const roadmapStepSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  description: z.string(),
  link: stepLinkSchema,
  /** Ticked by the caller; always false for a visitor. */
  completed: z.boolean(),
});
export type RoadmapStep = z.infer<typeof roadmapStepSchema>;

export const roadmapProgressSchema = z.object({
  completed: z.number().int(),
  total: z.number().int(),
  /** Whole percent, 0-100. */
  percent: z.number().int(),
});
export type RoadmapProgress = z.infer<typeof roadmapProgressSchema>;

export const roadmapDetailSchema = roadmapCardSchema.extend({
  description: z.string(),
  steps: z.array(roadmapStepSchema),
  /** Null for a visitor. */
  progress: roadmapProgressSchema.nullable(),
});
export type RoadmapDetail = z.infer<typeof roadmapDetailSchema>;

/** The answer to ticking or unticking a step. */
export const stepProgressSchema = z.object({
  stepId: z.number().int(),
  completed: z.boolean(),
  progress: roadmapProgressSchema,
});
export type StepProgress = z.infer<typeof stepProgressSchema>;

export const resourceDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(RESOURCE_KINDS),
  url: z.string().nullable(),
  body: z.string(),
  durationMinutes: z.number().int().nullable(),
  roadmaps: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string() })),
});
export type ResourceDetail = z.infer<typeof resourceDetailSchema>;
