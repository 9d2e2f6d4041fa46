import type { RESOURCE_KINDS, RoadmapCard } from '@lp/contract/catalogue';
import { progressOf } from '@lp/contract/catalogue-labels';
import type { Listing } from '@lp/contract/common';
import type { MODULE_ITEM_KINDS } from '@lp/contract/courses';
import type { FIXME_LANGUAGES } from '@lp/contract/fixme';
import { MESSAGES } from '@lp/contract/messages';
import type {
  ResourceDetail,
  RoadmapDetail,
  RoadmapProgress,
  RoadmapStep,
  RoadmapsQuery,
  StepLink,
  StepProgress,
} from '@lp/contract/roadmaps';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { courseModules, courses, moduleItems } from '../../db/schema/courses.ts';
import { fixmeProblems } from '../../db/schema/fixme.ts';
import { institutes } from '../../db/schema/institutes.ts';
import { quizzes } from '../../db/schema/quizzes.ts';
import { resources, roadmapProgress, roadmapSteps, roadmaps } from '../../db/schema/roadmaps.ts';
import { streams } from '../../db/schema/taxonomy.ts';
import { notFound } from '../../platform/errors.ts';
import { pageWindow, toListing } from '../../platform/paging.ts';
import { countWhere, roadmapCardsByIds, selectRoadmapCards } from '../../shared/cards.ts';
import { containsPattern, parseId } from '../../shared/filters.ts';

/** The course a linked lesson belongs to (courses is joined once already for a linked course). */
const lessonCourses = alias(courses, 'lesson_courses');

/** Served by roadmaps_listing_idx / roadmaps_stream_listing_idx. */
const LISTING_ORDER = [desc(roadmaps.featured), asc(roadmaps.title), asc(roadmaps.id)];

type LinkColumns = {
  resourceId: number | null;
  resourceTitle: string | null;
  resourceKind: (typeof RESOURCE_KINDS)[number] | null;
  resourceMinutes: number | null;
  courseId: number | null;
  courseSlug: string | null;
  courseTitle: string | null;
  instituteName: string | null;
  lessonId: number | null;
  lessonTitle: string | null;
  lessonKind: (typeof MODULE_ITEM_KINDS)[number] | null;
  lessonMinutes: number | null;
  lessonCourseSlug: string | null;
  lessonCourseTitle: string | null;
  quizId: number | null;
  quizSlug: string | null;
  quizTitle: string | null;
  quizQuestions: number | null;
  problemId: number | null;
  problemSlug: string | null;
  problemTitle: string | null;
  problemLanguage: (typeof FIXME_LANGUAGES)[number] | null;
};

/**
 * A step opens a lesson, a quiz, a fix-me problem, a resource or a course, in that order of
 * precedence, else nothing (a linked row deleted sets the column null).
 */
function linkOf(row: LinkColumns): StepLink {
  if (row.lessonId !== null && row.lessonTitle !== null && row.lessonKind !== null && row.lessonCourseSlug !== null) {
    return {
      kind: 'lesson',
      lesson: {
        id: row.lessonId,
        title: row.lessonTitle,
        kind: row.lessonKind,
        durationMinutes: row.lessonMinutes ?? 0,
        courseSlug: row.lessonCourseSlug,
        courseTitle: row.lessonCourseTitle ?? '',
      },
    };
  }
  if (row.quizId !== null && row.quizSlug !== null && row.quizTitle !== null) {
    return {
      kind: 'quiz',
      quiz: { id: row.quizId, slug: row.quizSlug, title: row.quizTitle, questionCount: row.quizQuestions ?? 0 },
    };
  }
  if (row.problemId !== null && row.problemSlug !== null && row.problemTitle !== null && row.problemLanguage !== null) {
    return {
      kind: 'fixme',
      problem: { id: row.problemId, slug: row.problemSlug, title: row.problemTitle, language: row.problemLanguage },
    };
  }
  if (row.resourceId !== null && row.resourceTitle !== null && row.resourceKind !== null) {
    return {
      kind: 'resource',
      resource: { id: row.resourceId, title: row.resourceTitle, kind: row.resourceKind, durationMinutes: row.resourceMinutes },
    };
  }
  if (row.courseId !== null && row.courseSlug !== null && row.courseTitle !== null) {
    return {
      kind: 'course',
      course: { id: row.courseId, slug: row.courseSlug, title: row.courseTitle, instituteName: row.instituteName ?? '' },
    };
  }
  return null;
}

export function createRoadmapsService(db: Database) {
  /** Steps of a roadmap ticked by `userId`, and how many steps it has. */
  async function progressFor(roadmapId: number, userId: number): Promise<RoadmapProgress> {
    const [row] = await db
      .select({ total: count(), completed: count(roadmapProgress.stepId) })
      .from(roadmapSteps)
      .leftJoin(roadmapProgress, and(eq(roadmapProgress.stepId, roadmapSteps.id), eq(roadmapProgress.userId, userId)))
      .where(eq(roadmapSteps.roadmapId, roadmapId));
    return progressOf(row?.completed ?? 0, row?.total ?? 0);
  }

  /** 404 unless `stepId` is a step of roadmap `roadmapId`. */
  async function assertStepOf(roadmapId: number, stepId: number): Promise<void> {
    const [step] = await db
      .select({ id: roadmapSteps.id })
      .from(roadmapSteps)
      .where(and(eq(roadmapSteps.id, stepId), eq(roadmapSteps.roadmapId, roadmapId)));
    if (!step) throw notFound(MESSAGES.roadmapStepNotFound);
  }

  return {
    async list(query: RoadmapsQuery, options: { featuredOnly?: boolean } = {}): Promise<Listing<RoadmapCard>> {
      const conditions: SQL[] = [];
      if (options.featuredOnly) conditions.push(eq(roadmaps.featured, true));
      if (query.stream) {
        const id = parseId(query.stream);
        conditions.push(
          id !== null
            ? eq(roadmaps.streamId, id)
            : eq(roadmaps.streamId, sql`(select ${streams.id} from ${streams} where ${streams.slug} = ${query.stream})`),
        );
      }
      if (query.q) {
        const q = query.q;
        conditions.push(
          or(
            sql`${roadmaps.title} ilike ${containsPattern(q)}`,
            sql`${roadmaps.search} @@ websearch_to_tsquery('english', ${q})`,
            // Trigram word similarity (roadmaps_title_trgm_idx) forgives a typo or two.
            sql`${q} <% ${roadmaps.title}`,
          ) as SQL,
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [results, total] = await Promise.all([
        selectRoadmapCards(db, where, LISTING_ORDER, pageWindow(query)),
        countWhere(db, roadmaps, where),
      ]);
      return toListing(results, total, query, MESSAGES.noMoreRoadmaps);
    },

    async detail(key: string, userId: number | null): Promise<RoadmapDetail> {
      const id = parseId(key);
      const [found] = await db
        .select({ id: roadmaps.id, description: roadmaps.description })
        .from(roadmaps)
        .where(id !== null ? or(eq(roadmaps.id, id), eq(roadmaps.slug, key)) : eq(roadmaps.slug, key))
        // An id wins over a numeric slug.
        .orderBy(id !== null ? sql`${roadmaps.id} = ${id} desc` : asc(roadmaps.id))
        .limit(1);
      if (!found) throw notFound(MESSAGES.roadmapNotFound);
      const [[card], rows] = await Promise.all([
        roadmapCardsByIds(db, [found.id]),
        db
          .select({
            id: roadmapSteps.id,
            position: roadmapSteps.position,
            title: roadmapSteps.title,
            description: roadmapSteps.description,
            resourceId: resources.id,
            resourceTitle: resources.title,
            resourceKind: resources.kind,
            resourceMinutes: resources.durationMinutes,
            courseId: courses.id,
            courseSlug: courses.slug,
            courseTitle: courses.title,
            instituteName: institutes.name,
            lessonId: moduleItems.id,
            lessonTitle: moduleItems.title,
            lessonKind: moduleItems.kind,
            lessonMinutes: moduleItems.durationMinutes,
            lessonCourseSlug: lessonCourses.slug,
            lessonCourseTitle: lessonCourses.title,
            quizId: quizzes.id,
            quizSlug: quizzes.slug,
            quizTitle: quizzes.title,
            quizQuestions: quizzes.questionCount,
            problemId: fixmeProblems.id,
            problemSlug: fixmeProblems.slug,
            problemTitle: fixmeProblems.title,
            problemLanguage: fixmeProblems.language,
            ticked: userId === null ? sql<boolean>`false` : sql<boolean>`${roadmapProgress.stepId} is not null`,
          })
          .from(roadmapSteps)
          .leftJoin(resources, eq(resources.id, roadmapSteps.resourceId))
          .leftJoin(courses, eq(courses.id, roadmapSteps.courseId))
          .leftJoin(institutes, eq(institutes.id, courses.instituteId))
          .leftJoin(moduleItems, eq(moduleItems.id, roadmapSteps.moduleItemId))
          .leftJoin(courseModules, eq(courseModules.id, moduleItems.moduleId))
          .leftJoin(lessonCourses, eq(lessonCourses.id, courseModules.courseId))
          .leftJoin(quizzes, eq(quizzes.id, roadmapSteps.quizId))
          .leftJoin(fixmeProblems, eq(fixmeProblems.id, roadmapSteps.fixmeProblemId))
          .leftJoin(roadmapProgress, and(eq(roadmapProgress.stepId, roadmapSteps.id), eq(roadmapProgress.userId, userId ?? 0)))
          .where(eq(roadmapSteps.roadmapId, found.id))
          .orderBy(asc(roadmapSteps.position)),
      ]);
      if (!card) throw notFound(MESSAGES.roadmapNotFound);
      const steps: RoadmapStep[] = rows.map((row) => ({
        id: row.id,
        position: row.position,
        title: row.title,
        description: row.description,
        link: linkOf(row),
        completed: Boolean(row.ticked),
      }));
      const done = steps.filter((s) => s.completed).length;
      return {
        ...card,
        description: found.description,
        steps,
        progress: userId === null ? null : progressOf(done, steps.length),
      };
    },

    /** Ticks (completed true) or unticks a step for the user; repeating either changes nothing. */
    async setStep(roadmapId: number, stepId: number, userId: number, completed: boolean): Promise<StepProgress> {
      await assertStepOf(roadmapId, stepId);
      if (completed) {
        await db.insert(roadmapProgress).values({ userId, stepId }).onConflictDoNothing();
      } else {
        await db.delete(roadmapProgress).where(and(eq(roadmapProgress.userId, userId), eq(roadmapProgress.stepId, stepId)));
      }
      return { stepId, completed, progress: await progressFor(roadmapId, userId) };
    },

    async resource(id: number): Promise<ResourceDetail> {
      const [row] = await db
        .select({
          id: resources.id,
          title: resources.title,
          kind: resources.kind,
          url: resources.url,
          body: resources.body,
          durationMinutes: resources.durationMinutes,
        })
        .from(resources)
        .where(eq(resources.id, id));
      if (!row) throw notFound(MESSAGES.resourceNotFound);
      const linked = await db
        .selectDistinct({ id: roadmaps.id, slug: roadmaps.slug, title: roadmaps.title })
        .from(roadmapSteps)
        .innerJoin(roadmaps, eq(roadmaps.id, roadmapSteps.roadmapId))
        .where(eq(roadmapSteps.resourceId, id))
        .orderBy(asc(roadmaps.title), asc(roadmaps.id));
      return { ...row, roadmaps: linked };
    },
  };
}

export type RoadmapsService = ReturnType<typeof createRoadmapsService>;
