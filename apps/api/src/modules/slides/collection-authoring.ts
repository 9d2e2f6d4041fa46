import type { Listing } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS } from '@lp/contract/staff';
import type { CreateCollection, StudioCollection, StudioListQuery, UpdateCollection } from '@lp/contract/studio-content';
import { and, asc, desc, eq, ilike, inArray, max, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { courses } from '../../db/schema/courses.ts';
import {
  slideCollectionAttempts,
  slideCollectionDecks,
  slideCollectionQuestions,
  slideCollections,
  slideDecks,
} from '../../db/schema/slides.ts';
import { audit } from '../../platform/audit.ts';
import { conflict, invalidField, notFound } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';
import { containsPattern } from '../../shared/filters.ts';
import {
  instituteNames,
  isoOf,
  markedOptions,
  mayAuthorFor,
  ownedBy,
  ownerKey,
  ownerOf,
  type StudioActor,
  storedOptions,
} from '../../shared/studio-owner.ts';

/**
 * Slide collections in the studio (issue 31 point 4): a course's decks in order and a check at
 * the end. A collection belongs to its course's institute. Its check's questions are fixed once
 * a learner has taken it (the attempts' scores and reviews are read against them).
 */
export function createCollectionAuthoring(db: Database) {
  const base = () =>
    db
      .select({
        collection: slideCollections,
        course: { id: courses.id, slug: courses.slug, title: courses.title, instituteId: courses.instituteId },
      })
      .from(slideCollections)
      .innerJoin(courses, eq(courses.id, slideCollections.courseId))
      .$dynamic();

  type Joined = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

  async function shape(executor: Executor, rows: Joined[]) {
    const names = await instituteNames(
      executor,
      rows.map((r) => r.course.instituteId),
    );
    const ids = rows.map((r) => r.collection.id);
    const decks =
      ids.length === 0
        ? []
        : await executor
            .select({
              collectionId: slideCollectionDecks.collectionId,
              id: slideDecks.id,
              title: slideDecks.title,
              publishedAt: slideDecks.publishedAt,
            })
            .from(slideCollectionDecks)
            .innerJoin(slideDecks, eq(slideDecks.id, slideCollectionDecks.deckId))
            .where(inArray(slideCollectionDecks.collectionId, ids))
            .orderBy(asc(slideCollectionDecks.position));
    return rows.map((r) => ({
      id: r.collection.id,
      title: r.collection.title,
      summary: r.collection.summary,
      passPercent: r.collection.passPercent,
      course: { id: r.course.id, slug: r.course.slug, title: r.course.title },
      institute: ownerOf(names, r.course.instituteId),
      decks: decks
        .filter((d) => d.collectionId === r.collection.id)
        .map((d) => ({ id: d.id, title: d.title, status: d.publishedAt ? ('published' as const) : ('draft' as const) })),
      updatedAt: isoOf(r.collection.updatedAt),
    }));
  }

  async function read(executor: Executor, id: number): Promise<StudioCollection> {
    const rows = await base().where(eq(slideCollections.id, id));
    if (rows.length === 0) throw notFound(MESSAGES.slideCollectionNotFound);
    const [collection] = await shape(executor, rows);
    const questions = await executor
      .select()
      .from(slideCollectionQuestions)
      .where(eq(slideCollectionQuestions.collectionId, id))
      .orderBy(asc(slideCollectionQuestions.position));
    return {
      ...collection!,
      questions: questions.map((q) => ({
        id: q.id,
        position: q.position,
        prompt: q.prompt,
        kind: q.kind,
        options: markedOptions(q.options, q.correct),
        explanation: q.explanation,
      })),
    };
  }

  return {
    async ownerOf(id: number) {
      const [row] = await db
        .select({ instituteId: courses.instituteId })
        .from(slideCollections)
        .innerJoin(courses, eq(courses.id, slideCollections.courseId))
        .where(eq(slideCollections.id, id));
      return ownerKey(row);
    },

    async list(actor: StudioActor, query: StudioListQuery): Promise<Listing<Omit<StudioCollection, 'questions'>>> {
      const where = and(
        ownedBy(courses.instituteId, actor),
        query.q ? ilike(slideCollections.title, containsPattern(query.q)) : undefined,
      );
      return paginate(query, {
        rows: async ({ limit, offset }) =>
          shape(
            db,
            await base()
              .where(where)
              .orderBy(desc(slideCollections.updatedAt), desc(slideCollections.id))
              .limit(limit)
              .offset(offset),
          ),
        count: async () => {
          const [row] = await db
            .select({ n: sql<number>`count(*)::int` })
            .from(slideCollections)
            .innerJoin(courses, eq(courses.id, slideCollections.courseId))
            .where(where);
          return row?.n ?? 0;
        },
      });
    },

    get: (id: number) => read(db, id),

    /** A new collection at the end of a course of the actor's institutes (404 for another's course). */
    async create(actor: StudioActor, input: CreateCollection): Promise<StudioCollection> {
      const id = await db.transaction(async (tx) => {
        const [course] = await tx
          .select({ id: courses.id, instituteId: courses.instituteId })
          .from(courses)
          .where(eq(courses.id, input.courseId));
        if (!course || !mayAuthorFor(actor, course.instituteId)) throw notFound(MESSAGES.courseNotFound);
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('slide_collections'), ${course.id}::int)`);
        const [last] = await tx
          .select({ position: max(slideCollections.position) })
          .from(slideCollections)
          .where(eq(slideCollections.courseId, course.id));
        const [row] = await tx
          .insert(slideCollections)
          .values({
            courseId: course.id,
            position: (last?.position ?? 0) + 1,
            title: input.title,
            summary: input.summary,
            passPercent: input.passPercent,
          })
          .returning();
        await audit.record(tx, {
          ...actor,
          action: AUDIT_ACTIONS.collectionCreate,
          objectType: 'collection',
          objectId: row!.id,
          after: { courseId: course.id, title: row!.title },
        });
        return row!.id;
      });
      return read(db, id);
    },

    /** Changes the text and pass mark, the decks in order (of the course's institute) and the check's questions. */
    async update(actor: StudioActor, id: number, patch: UpdateCollection): Promise<StudioCollection> {
      const before = await read(db, id);
      await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(slideCollections).where(eq(slideCollections.id, id)).for('update');
        if (!locked) throw notFound(MESSAGES.slideCollectionNotFound);
        await tx
          .update(slideCollections)
          .set({
            ...(patch.title !== undefined ? { title: patch.title } : {}),
            ...(patch.summary !== undefined ? { summary: patch.summary } : {}),
            ...(patch.passPercent !== undefined ? { passPercent: patch.passPercent } : {}),
            ...(patch.questions !== undefined ? { questionCount: patch.questions.length } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(slideCollections.id, id));
        if (patch.deckIds !== undefined) {
          if (new Set(patch.deckIds).size !== patch.deckIds.length)
            throw invalidField('deckIds', MESSAGES.collectionDecksDuplicate);
          const found =
            patch.deckIds.length === 0
              ? []
              : await tx
                  .select({ id: slideDecks.id, instituteId: slideDecks.instituteId })
                  .from(slideDecks)
                  .where(inArray(slideDecks.id, patch.deckIds));
          const instituteId = before.institute?.id ?? null;
          if (found.length !== patch.deckIds.length || found.some((d) => d.instituteId !== instituteId)) {
            throw invalidField('deckIds', MESSAGES.collectionDeckUnknown);
          }
          await tx.delete(slideCollectionDecks).where(eq(slideCollectionDecks.collectionId, id));
          if (patch.deckIds.length > 0) {
            await tx
              .insert(slideCollectionDecks)
              .values(patch.deckIds.map((deckId, i) => ({ collectionId: id, deckId, position: i + 1 })));
          }
        }
        if (patch.questions !== undefined) {
          const [taken] = await tx
            .select({ id: slideCollectionAttempts.id })
            .from(slideCollectionAttempts)
            .where(eq(slideCollectionAttempts.collectionId, id))
            .limit(1);
          if (taken) throw conflict(MESSAGES.collectionCheckTaken);
          await tx.delete(slideCollectionQuestions).where(eq(slideCollectionQuestions.collectionId, id));
          if (patch.questions.length > 0) {
            await tx.insert(slideCollectionQuestions).values(
              patch.questions.map((q, i) => ({
                collectionId: id,
                position: i + 1,
                prompt: q.prompt,
                kind: q.kind,
                explanation: q.explanation,
                ...storedOptions(q.options),
              })),
            );
          }
        }
        await audit.record(tx, {
          ...actor,
          action: AUDIT_ACTIONS.collectionUpdate,
          objectType: 'collection',
          objectId: id,
          before: {
            title: before.title,
            passPercent: before.passPercent,
            decks: before.decks.map((d) => d.id),
            questions: before.questions.length,
          },
          after: patch,
        });
      });
      return read(db, id);
    },
  };
}

export type CollectionAuthoring = ReturnType<typeof createCollectionAuthoring>;
