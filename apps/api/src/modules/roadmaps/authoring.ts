import type { Listing, PageQuery } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS, type AuditActorRole } from '@lp/contract/staff';
import type { Picked, PickedLink, SaveSteps, StepLinkKind, StudioRoadmap } from '@lp/contract/studio-content';
import { and, asc, eq, ilike, inArray, isNotNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { courseModules, courses, moduleItems } from '../../db/schema/courses.ts';
import { fixmeProblems } from '../../db/schema/fixme.ts';
import { institutes } from '../../db/schema/institutes.ts';
import { quizzes } from '../../db/schema/quizzes.ts';
import { roadmapSteps, roadmaps } from '../../db/schema/roadmaps.ts';
import { streams } from '../../db/schema/taxonomy.ts';
import { audit } from '../../platform/audit.ts';
import { invalidField, notFound } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';
import { containsPattern } from '../../shared/filters.ts';

type Actor = { actor: number; role: AuditActorRole; ip: string };

const PICKER_LIMIT = 20;

/**
 * What the picker offers and a step may link, per kind: a course, a lesson (a module item), a
 * published quiz, a fix-me problem. The title is what the picker searches.
 */
const SOURCES: Record<
  StepLinkKind,
  (db: Executor, where: (title: SQL | AnyCol) => SQL | undefined, ids?: number[]) => Promise<Picked[]>
> = {
  course: async (db, where, ids) =>
    (
      await db
        .select({ id: courses.id, title: courses.title, subtitle: institutes.name })
        .from(courses)
        .innerJoin(institutes, eq(institutes.id, courses.instituteId))
        .where(and(where(courses.title), ids ? inArray(courses.id, ids) : undefined))
        .orderBy(asc(courses.title), asc(courses.id))
        .limit(ids ? ids.length : PICKER_LIMIT)
    ).map((r) => ({ kind: 'course' as const, ...r })),
  lesson: async (db, where, ids) =>
    (
      await db
        .select({ id: moduleItems.id, title: moduleItems.title, subtitle: courses.title })
        .from(moduleItems)
        .innerJoin(courseModules, eq(courseModules.id, moduleItems.moduleId))
        .innerJoin(courses, eq(courses.id, courseModules.courseId))
        .where(and(where(moduleItems.title), ids ? inArray(moduleItems.id, ids) : undefined))
        .orderBy(asc(moduleItems.title), asc(moduleItems.id))
        .limit(ids ? ids.length : PICKER_LIMIT)
    ).map((r) => ({ kind: 'lesson' as const, ...r })),
  quiz: async (db, where, ids) =>
    (
      await db
        .select({ id: quizzes.id, title: quizzes.title, subtitle: sql<string>`coalesce(${streams.name}, 'Quiz')` })
        .from(quizzes)
        .leftJoin(streams, eq(streams.id, quizzes.streamId))
        .where(and(where(quizzes.title), isNotNull(quizzes.publishedAt), ids ? inArray(quizzes.id, ids) : undefined))
        .orderBy(asc(quizzes.title), asc(quizzes.id))
        .limit(ids ? ids.length : PICKER_LIMIT)
    ).map((r) => ({ kind: 'quiz' as const, ...r })),
  problem: async (db, where, ids) =>
    (
      await db
        .select({ id: fixmeProblems.id, title: fixmeProblems.title, subtitle: fixmeProblems.language })
        .from(fixmeProblems)
        .where(and(where(fixmeProblems.title), ids ? inArray(fixmeProblems.id, ids) : undefined))
        .orderBy(asc(fixmeProblems.title), asc(fixmeProblems.id))
        .limit(ids ? ids.length : PICKER_LIMIT)
    ).map((r) => ({ kind: 'problem' as const, ...r })),
};
type AnyCol = AnyPgColumn;

const COLUMN: Record<StepLinkKind, 'courseId' | 'moduleItemId' | 'quizId' | 'fixmeProblemId'> = {
  course: 'courseId',
  lesson: 'moduleItemId',
  quiz: 'quizId',
  problem: 'fixmeProblemId',
};

type StepRow = typeof roadmapSteps.$inferSelect;

/** The link a stored step has, as the editor shows it (a lesson, quiz or problem before a course, as learners see it). */
function linkOfRow(row: StepRow): PickedLink | null {
  if (row.moduleItemId !== null) return { kind: 'lesson', id: row.moduleItemId };
  if (row.quizId !== null) return { kind: 'quiz', id: row.quizId };
  if (row.fixmeProblemId !== null) return { kind: 'problem', id: row.fixmeProblemId };
  if (row.courseId !== null) return { kind: 'course', id: row.courseId };
  return null;
}

/** Reads what these links name; a link to nothing there is absent from the map. */
async function pickedOf(executor: Executor, links: PickedLink[]): Promise<Map<string, Picked>> {
  const found = new Map<string, Picked>();
  for (const kind of Object.keys(SOURCES) as StepLinkKind[]) {
    const ids = [...new Set(links.filter((l) => l.kind === kind).map((l) => l.id))];
    if (ids.length === 0) continue;
    for (const picked of await SOURCES[kind](executor, () => undefined, ids)) found.set(`${kind}:${picked.id}`, picked);
  }
  return found;
}

/**
 * Roadmap editing for admins (issue 31 point 6): each step links a real course, lesson, quiz or
 * fix-me problem chosen from the picker; a link to nothing is refused (422), never stored as text.
 */
export function createRoadmapAuthoring(db: Database) {
  async function read(executor: Executor, id: number): Promise<StudioRoadmap> {
    const [roadmap] = await executor.select().from(roadmaps).where(eq(roadmaps.id, id));
    if (!roadmap) throw notFound(MESSAGES.roadmapNotFound);
    const steps = await executor
      .select()
      .from(roadmapSteps)
      .where(eq(roadmapSteps.roadmapId, id))
      .orderBy(asc(roadmapSteps.position));
    const links = steps.map(linkOfRow);
    const picked = await pickedOf(
      executor,
      links.filter((l): l is PickedLink => l !== null),
    );
    return {
      id: roadmap.id,
      slug: roadmap.slug,
      title: roadmap.title,
      stepCount: steps.length,
      steps: steps.map((s, i) => ({
        id: s.id,
        position: s.position,
        title: s.title,
        description: s.description,
        link: links[i] ? (picked.get(`${links[i].kind}:${links[i].id}`) ?? null) : null,
      })),
    };
  }

  return {
    async list(
      query: PageQuery & { q?: string },
    ): Promise<Listing<{ id: number; slug: string; title: string; stepCount: number }>> {
      const where = query.q ? ilike(roadmaps.title, containsPattern(query.q)) : undefined;
      return paginate(query, {
        rows: ({ limit, offset }) =>
          db
            .select({
              id: roadmaps.id,
              slug: roadmaps.slug,
              title: roadmaps.title,
              stepCount: sql<number>`(select count(*)::int from ${roadmapSteps} where ${roadmapSteps.roadmapId} = ${roadmaps.id})`,
            })
            .from(roadmaps)
            .where(where)
            .orderBy(asc(roadmaps.title), asc(roadmaps.id))
            .limit(limit)
            .offset(offset),
        count: () => db.$count(roadmaps, where),
      });
    },

    get: (id: number) => read(db, id),

    /** What the picker offers for `kind`, titles containing `q` first by title (20 at most). */
    async pick(kind: StepLinkKind, q: string | undefined): Promise<Picked[]> {
      return SOURCES[kind](db, (title) => (q ? ilike(title, containsPattern(q)) : undefined));
    },

    /**
     * Saves the steps in order: a step with an id keeps it (and learners' ticks), one without is
     * new, one left out is removed. Every link must name something that exists (422 naming it).
     */
    async saveSteps(actor: Actor, id: number, input: SaveSteps): Promise<StudioRoadmap> {
      const before = await read(db, id);
      const known = new Set(before.steps.map((s) => s.id));
      input.steps.forEach((step, i) => {
        if (step.id !== undefined && !known.has(step.id)) throw invalidField(`steps.${i}.id`, MESSAGES.stepUnknown);
      });
      const picked = await pickedOf(
        db,
        input.steps.map((s) => s.link),
      );
      input.steps.forEach((step, i) => {
        if (!picked.has(`${step.link.kind}:${step.link.id}`)) {
          throw invalidField(`steps.${i}.link`, MESSAGES.stepLinkMissing.replace('{kind}', step.link.kind));
        }
      });
      await db.transaction(async (tx) => {
        await tx.select({ id: roadmaps.id }).from(roadmaps).where(eq(roadmaps.id, id)).for('update');
        const kept = input.steps.flatMap((s) => (s.id === undefined ? [] : [s.id]));
        await tx
          .delete(roadmapSteps)
          .where(and(eq(roadmapSteps.roadmapId, id), kept.length > 0 ? notInArray(roadmapSteps.id, kept) : undefined));
        // Out of the way of the (roadmap, position) unique index before the new order is written.
        await tx
          .update(roadmapSteps)
          .set({ position: sql`-${roadmapSteps.position} - 1000` })
          .where(eq(roadmapSteps.roadmapId, id));
        for (const [i, step] of input.steps.entries()) {
          const values = {
            position: i + 1,
            title: step.title,
            description: step.description,
            resourceId: null,
            courseId: null,
            moduleItemId: null,
            quizId: null,
            fixmeProblemId: null,
            [COLUMN[step.link.kind]]: step.link.id,
            updatedAt: new Date(),
          };
          if (step.id === undefined) await tx.insert(roadmapSteps).values({ ...values, roadmapId: id });
          else await tx.update(roadmapSteps).set(values).where(eq(roadmapSteps.id, step.id));
        }
        await audit.record(tx, {
          ...actor,
          action: AUDIT_ACTIONS.roadmapStepsUpdate,
          objectType: 'roadmap',
          objectId: id,
          before: before.steps.map((s) => ({ id: s.id, title: s.title, link: s.link && { kind: s.link.kind, id: s.link.id } })),
          after: input.steps,
        });
      });
      return read(db, id);
    },
  };
}

export type RoadmapAuthoring = ReturnType<typeof createRoadmapAuthoring>;
