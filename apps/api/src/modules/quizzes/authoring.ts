import type { Listing } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS } from '@lp/contract/staff';
import type {
  AddQuizQuestion,
  CreateQuiz,
  StudioListQuery,
  StudioQuiz,
  StudioQuizCard,
  UpdateQuiz,
} from '@lp/contract/studio-content';
import { and, asc, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { quizAttempts, quizBankQuestions, quizQuestions, quizzes } from '../../db/schema/quizzes.ts';
import { audit } from '../../platform/audit.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';
import { textMatch } from '../../shared/filters.ts';
import {
  instituteForNew,
  instituteNames,
  isoOf,
  markedOptions,
  newSlug,
  ownedBy,
  ownerKey,
  ownerOf,
  type StudioActor,
  updateAudited,
} from '../../shared/studio-owner.ts';
import { lockQuizzes, type QuestionBank, wasAttempted } from './question-bank.ts';

type QuizRow = typeof quizzes.$inferSelect;

const attemptCount = sql<number>`(select count(*)::int from ${quizAttempts} where ${quizAttempts.quizId} = ${quizzes.id})`;

/** What the studio keeps of a quiz in the audit log. */
const audited = (q: QuizRow) => ({
  title: q.title,
  summary: q.summary,
  level: q.level,
  passPercent: q.passPercent,
  timeLimitSeconds: q.timeLimitSeconds,
  publishedAt: q.publishedAt,
});

/**
 * Quiz authoring in the studio (issue 31 point 5): an instructor's drafts and published quizzes,
 * their questions (from the question bank) and publishing. Learners see a quiz once published.
 */
export function createQuizAuthoring(db: Database, bank: QuestionBank) {
  async function card(executor: Executor, rows: (QuizRow & { attemptCount: number })[]): Promise<StudioQuizCard[]> {
    const names = await instituteNames(
      executor,
      rows.map((r) => r.instituteId),
    );
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      status: r.publishedAt ? 'published' : 'draft',
      institute: ownerOf(names, r.instituteId),
      questionCount: r.questionCount,
      attemptCount: r.attemptCount,
      updatedAt: isoOf(r.updatedAt),
    }));
  }

  async function read(executor: Executor, id: number): Promise<StudioQuiz> {
    const [row] = await executor.select({ quiz: quizzes, attemptCount }).from(quizzes).where(eq(quizzes.id, id));
    if (!row) throw notFound(MESSAGES.quizNotFound);
    const [summaryCard] = await card(executor, [{ ...row.quiz, attemptCount: row.attemptCount }]);
    const questions = await executor
      .select()
      .from(quizQuestions)
      .where(and(eq(quizQuestions.quizId, id), isNull(quizQuestions.retiredAt)))
      .orderBy(asc(quizQuestions.position));
    return {
      ...summaryCard!,
      summary: row.quiz.summary,
      level: row.quiz.level,
      passPercent: row.quiz.passPercent,
      timeLimitMinutes: row.quiz.timeLimitSeconds === null ? null : Math.round(row.quiz.timeLimitSeconds / 60),
      publishedAt: row.quiz.publishedAt ? isoOf(row.quiz.publishedAt) : null,
      questions: questions.map((q) => ({
        id: q.id,
        position: q.position,
        bankQuestionId: q.bankQuestionId,
        version: q.version,
        prompt: q.prompt,
        kind: q.kind,
        options: markedOptions(q.options, q.correct),
        explanation: q.explanation,
      })),
    };
  }

  /** The quiz's count of questions, after a change to them. */
  async function recount(executor: Executor, quizId: number) {
    await executor
      .update(quizzes)
      .set({
        questionCount: sql`(select count(*)::int from ${quizQuestions} where ${quizQuestions.quizId} = ${quizId} and ${quizQuestions.retiredAt} is null)`,
        updatedAt: sql`now()`,
      })
      .where(eq(quizzes.id, quizId));
  }

  return {
    /** The scope resolver's lookup: the quiz's institute (undefined when there is none). */
    async ownerOf(id: number) {
      const [row] = await db.select({ instituteId: quizzes.instituteId }).from(quizzes).where(eq(quizzes.id, id));
      return ownerKey(row);
    },

    /** The actor's quizzes (their institutes'; an admin's: all), drafts included, last changed first. */
    async list(actor: StudioActor, query: StudioListQuery): Promise<Listing<StudioQuizCard>> {
      const where = and(ownedBy(quizzes.instituteId, actor), query.q ? textMatch(quizzes.search, query.q) : undefined);
      return paginate(query, {
        rows: async ({ limit, offset }) => {
          const rows = await db
            .select({ quiz: quizzes, attemptCount })
            .from(quizzes)
            .where(where)
            .orderBy(desc(quizzes.updatedAt), desc(quizzes.id))
            .limit(limit)
            .offset(offset);
          return card(
            db,
            rows.map((r) => ({ ...r.quiz, attemptCount: r.attemptCount })),
          );
        },
        count: () => db.$count(quizzes, where),
      });
    },

    get: (id: number) => read(db, id),

    async create(actor: StudioActor, input: CreateQuiz): Promise<StudioQuiz> {
      const id = await db.transaction(async (tx) => {
        const instituteId = await instituteForNew(tx, actor, input.instituteId);
        const [row] = await tx
          .insert(quizzes)
          .values({
            slug: newSlug(input.title),
            title: input.title,
            summary: input.summary,
            level: input.level,
            passPercent: input.passPercent,
            timeLimitSeconds: input.timeLimitMinutes === null ? null : input.timeLimitMinutes * 60,
            instituteId,
            authorUserId: actor.actor,
            publishedAt: null,
          })
          .returning();
        await audit.record(tx, {
          ...actor,
          action: AUDIT_ACTIONS.quizCreate,
          objectType: 'quiz',
          objectId: row!.id,
          after: audited(row!),
        });
        return row!.id;
      });
      return read(db, id);
    },

    async update(actor: StudioActor, id: number, patch: UpdateQuiz): Promise<StudioQuiz> {
      await db.transaction((tx) =>
        updateAudited(tx, quizzes, id, {
          missing: MESSAGES.quizNotFound,
          change: () => ({
            ...(patch.title !== undefined ? { title: patch.title } : {}),
            ...(patch.summary !== undefined ? { summary: patch.summary } : {}),
            ...(patch.level !== undefined ? { level: patch.level } : {}),
            ...(patch.passPercent !== undefined ? { passPercent: patch.passPercent } : {}),
            ...(patch.timeLimitMinutes !== undefined
              ? { timeLimitSeconds: patch.timeLimitMinutes === null ? null : patch.timeLimitMinutes * 60 }
              : {}),
            updatedAt: sql`now()`,
          }),
          entry: { ...actor, action: AUDIT_ACTIONS.quizUpdate, objectType: 'quiz' },
          shape: audited,
        }),
      );
      return read(db, id);
    },

    /** Publishes a draft (it needs a question); publishing a published quiz changes nothing. */
    async publish(actor: StudioActor, id: number): Promise<StudioQuiz> {
      await db.transaction((tx) =>
        updateAudited(tx, quizzes, id, {
          missing: MESSAGES.quizNotFound,
          change: (quiz) => {
            if (quiz.publishedAt) return null;
            if (quiz.questionCount === 0) throw conflict(MESSAGES.quizNeedsQuestions);
            return { publishedAt: sql`now()`, updatedAt: sql`now()` };
          },
          entry: { ...actor, action: AUDIT_ACTIONS.quizPublish, objectType: 'quiz' },
          shape: (quiz) => ({ publishedAt: quiz.publishedAt }),
        }),
      );
      return read(db, id);
    },

    /**
     * Adds a question at the end: one of the quiz's institute's bank (404 for another's: the bank
     * of one institute is not another's to see), or a new one, saved to that bank too.
     */
    async addQuestion(actor: StudioActor, quizId: number, input: AddQuizQuestion): Promise<StudioQuiz> {
      await db.transaction(async (tx) => {
        await lockQuizzes(tx, [quizId]);
        const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.id, quizId));
        if (!quiz) throw notFound(MESSAGES.quizNotFound);
        let bankRow: typeof quizBankQuestions.$inferSelect;
        if ('bankQuestionId' in input) {
          const [found] = await tx.select().from(quizBankQuestions).where(eq(quizBankQuestions.id, input.bankQuestionId));
          if (!found || found.instituteId !== quiz.instituteId) throw notFound(MESSAGES.bankQuestionNotFound);
          const [already] = await tx
            .select({ id: quizQuestions.id })
            .from(quizQuestions)
            .where(
              and(eq(quizQuestions.quizId, quizId), eq(quizQuestions.bankQuestionId, found.id), isNull(quizQuestions.retiredAt)),
            );
          if (already) throw conflict(MESSAGES.quizQuestionAlreadyIn);
          bankRow = found;
        } else {
          bankRow = await bank.insert(tx, actor, quiz.instituteId, input);
        }
        const [last] = await tx
          .select({ position: max(quizQuestions.position) })
          .from(quizQuestions)
          .where(eq(quizQuestions.quizId, quizId));
        const [row] = await tx
          .insert(quizQuestions)
          .values({
            quizId,
            position: (last?.position ?? 0) + 1,
            prompt: bankRow.prompt,
            kind: bankRow.kind,
            options: bankRow.options,
            correct: bankRow.correct,
            explanation: bankRow.explanation,
            bankQuestionId: bankRow.id,
            version: bankRow.version,
          })
          .returning();
        await recount(tx, quizId);
        await audit.record(tx, {
          ...actor,
          action: AUDIT_ACTIONS.quizQuestionAdd,
          objectType: 'quiz',
          objectId: quizId,
          after: { questionId: row!.id, bankQuestionId: bankRow.id, version: bankRow.version },
        });
      });
      return read(db, quizId);
    },

    /** Takes a question out of the quiz: deleted, or retired when an attempt was given it (kept for its review). */
    async removeQuestion(actor: StudioActor, quizId: number, questionId: number): Promise<StudioQuiz> {
      await db.transaction(async (tx) => {
        await lockQuizzes(tx, [quizId]);
        const [row] = await tx
          .select()
          .from(quizQuestions)
          .where(and(eq(quizQuestions.id, questionId), eq(quizQuestions.quizId, quizId), isNull(quizQuestions.retiredAt)));
        if (!row) throw notFound(MESSAGES.quizQuestionNotInQuiz);
        if (await wasAttempted(tx, row)) {
          await tx.update(quizQuestions).set({ retiredAt: sql`now()` }).where(eq(quizQuestions.id, row.id));
        } else {
          await tx.delete(quizQuestions).where(eq(quizQuestions.id, row.id));
        }
        await recount(tx, quizId);
        await audit.record(tx, {
          ...actor,
          action: AUDIT_ACTIONS.quizQuestionRemove,
          objectType: 'quiz',
          objectId: quizId,
          before: { questionId: row.id, bankQuestionId: row.bankQuestionId, prompt: row.prompt },
        });
      });
      return read(db, quizId);
    },
  };
}

export type QuizAuthoring = ReturnType<typeof createQuizAuthoring>;
