import type { Listing } from '@lp/contract/common';
import { POINTS, QUIZ_SUBMIT_GRACE_SECONDS } from '@lp/contract/constants';
import type { AttemptResult, AttemptSummary, QuizCard, QuizDetail } from '@lp/contract/learning';
import { MESSAGES } from '@lp/contract/messages';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { quizAttempts, quizQuestions, quizzes } from '../../db/schema/quizzes.ts';
import { streams } from '../../db/schema/taxonomy.ts';
import type { PremiumCheck } from '../../platform/access.ts';
import { isLockedFor, requireOwned, requirePremiumAccess } from '../../platform/access.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import { pageWindow, toListing } from '../../platform/paging.ts';
import type { Points } from '../../platform/points.ts';
import { type Answers, checkAnswers, percentOf, scoreAnswers } from '../../shared/answers.ts';
import { idOrSlugWhere, textMatch } from '../../shared/filters.ts';
import { quizCardsQuery } from '../../shared/quiz-cards.ts';

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

type QuestionRow = typeof quizQuestions.$inferSelect;
type AttemptRow = typeof quizAttempts.$inferSelect;

export const EXPIRE_JOB = 'quizzes.expire-attempts';

function summary(row: AttemptRow): AttemptSummary {
  return {
    id: row.id,
    startedAt: iso(row.startedAt)!,
    submittedAt: iso(row.submittedAt),
    deadlineAt: iso(row.deadlineAt),
    expired: row.expired,
    status: row.submittedAt ? 'submitted' : 'open',
    correctCount: row.correctCount,
    questionCount: row.questionCount,
    percent: row.percent,
    passed: row.passed,
  };
}

export function createQuizzesService(db: Database, deps: { events: Events; points: Points; isPremium: PremiumCheck }) {
  const { events, points, isPremium } = deps;

  const cards = (where: SQL | undefined) => quizCardsQuery(db, where);

  async function quizOf(executor: Executor, idOrSlug: string) {
    const where = idOrSlugWhere(quizzes, idOrSlug);
    // A draft of the studio is not there for learners.
    const [row] = where
      ? await executor
          .select()
          .from(quizzes)
          .where(and(where, isNotNull(quizzes.publishedAt)))
      : [];
    if (!row) throw notFound(MESSAGES.quizNotFound);
    return row;
  }

  /** The quiz's questions as they stand (retired versions left out). */
  async function questionsOf(executor: Executor, quizId: number) {
    return executor
      .select()
      .from(quizQuestions)
      .where(and(eq(quizQuestions.quizId, quizId), isNull(quizQuestions.retiredAt)))
      .orderBy(asc(quizQuestions.position));
  }

  /** The question rows an attempt was given, in its order, whatever edits came after (ADR 0036). */
  async function questionsOfAttempt(executor: Executor, attempt: AttemptRow) {
    if (attempt.questionIds.length === 0) return [];
    const rows = await executor.select().from(quizQuestions).where(inArray(quizQuestions.id, attempt.questionIds));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return attempt.questionIds.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Scores and closes an open attempt in one conditional UPDATE: of concurrent submissions
   * exactly one matches `submitted_at is null`; a late one (past the deadline) matches nothing.
   * `expire` closes an attempt whose time ran out with the answers it had (none were sent).
   */
  async function close(
    tx: Executor,
    attempt: AttemptRow,
    quiz: typeof quizzes.$inferSelect,
    questions: QuestionRow[],
    answers: Answers,
    mode: 'submit' | 'expire',
  ): Promise<{ row: AttemptRow; pointsAwarded: number } | null> {
    const correct = scoreAnswers(questions, answers);
    const percent = percentOf(correct, questions.length);
    const passed = percent >= quiz.passPercent;
    const [row] = await tx
      .update(quizAttempts)
      .set({
        answers,
        correctCount: correct,
        percent,
        passed,
        expired: mode === 'expire',
        submittedAt: mode === 'expire' ? sql`least(now(), ${quizAttempts.deadlineAt})` : sql`now()`,
      })
      .where(
        and(
          eq(quizAttempts.id, attempt.id),
          isNull(quizAttempts.submittedAt),
          mode === 'submit'
            ? sql`(${quizAttempts.deadlineAt} is null or ${quizAttempts.deadlineAt} >= now())`
            : sql`${quizAttempts.deadlineAt} < now()`,
        ),
      )
      .returning();
    if (!row) return null;
    let pointsAwarded = 0;
    if (passed && mode === 'submit') {
      const awarded = await points.award(tx, { userId: row.userId, reason: 'quizPassed', objectType: 'quiz', objectId: quiz.id });
      if (awarded) {
        pointsAwarded = POINTS.quizPassed;
        await events.emit(tx, {
          type: 'quiz.passed',
          payload: { userId: row.userId, quizId: quiz.id, score: percent },
          userId: row.userId,
        });
      }
    }
    return { row, pointsAwarded };
  }

  async function result(
    row: AttemptRow,
    questions: QuestionRow[],
    pointsAwarded: number,
    now: Date = new Date(),
  ): Promise<AttemptResult> {
    const submitted = row.submittedAt !== null;
    return {
      ...summary(row),
      quizId: row.quizId,
      pointsAwarded,
      serverNow: now.toISOString(),
      review: submitted
        ? questions.map((q) => {
            const chosen = row.answers[String(q.id)] ?? [];
            return {
              id: q.id,
              position: q.position,
              prompt: q.prompt,
              kind: q.kind,
              options: q.options,
              chosen,
              correct: q.correct,
              isCorrect: scoreAnswers([q], row.answers) === 1,
              explanation: q.explanation,
            };
          })
        : null,
    };
  }

  /** Closes every timed attempt whose deadline passed (the job runner's sweep; reads do the same for one attempt). */
  async function expireDue(): Promise<number> {
    const due = await db
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(and(isNull(quizAttempts.submittedAt), isNotNull(quizAttempts.deadlineAt), lt(quizAttempts.deadlineAt, sql`now()`)))
      .limit(500);
    for (const { id } of due) {
      await db.transaction(async (tx) => {
        const [attempt] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, id));
        if (!attempt || attempt.submittedAt) return;
        const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.id, attempt.quizId));
        if (!quiz) return;
        await close(tx, attempt, quiz, await questionsOfAttempt(tx, attempt), attempt.answers, 'expire');
      });
    }
    return due.length;
  }

  async function attemptsOf(userId: number, quizId: number) {
    return db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId)))
      .orderBy(desc(quizAttempts.startedAt), desc(quizAttempts.id));
  }

  async function ownAttempt(executor: Executor, quizId: number, attemptId: number, userId: number) {
    const [row] = await executor
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.quizId, quizId)));
    return requireOwned(row, { id: userId }, { missing: MESSAGES.attemptNotFound, notYours: MESSAGES.attemptNotYours });
  }

  return {
    expireDue,

    async list(
      query: { page: number; page_size: number; stream?: string; q?: string },
      options: { featuredOnly?: boolean } = {},
    ): Promise<Listing<QuizCard>> {
      const where = and(
        isNotNull(quizzes.publishedAt),
        options.featuredOnly ? eq(quizzes.featured, true) : undefined,
        query.stream
          ? sql`${quizzes.streamId} = (select ${streams.id} from ${streams} where ${streams.slug} = ${query.stream})`
          : undefined,
        query.q ? textMatch(quizzes.search, query.q) : undefined,
      );
      const { limit, offset } = pageWindow(query);
      const [results, [counted]] = await Promise.all([
        cards(where).orderBy(desc(quizzes.featured), desc(quizzes.publishedAt), desc(quizzes.id)).limit(limit).offset(offset),
        db.select({ n: count() }).from(quizzes).where(where),
      ]);
      return toListing(results, counted?.n ?? 0, query, MESSAGES.noMoreQuizzes);
    },

    /**
     * A quiz's card and questions (never the answers), and for a signed-in caller their attempts.
     * A premium quiz is `locked` for a visitor and a non-member: the card without the questions.
     */
    async detail(idOrSlug: string, userId: number | null): Promise<QuizDetail> {
      const quiz = await quizOf(db, idOrSlug);
      const [[card], current, attempts] = await Promise.all([
        cards(eq(quizzes.id, quiz.id)),
        questionsOf(db, quiz.id),
        userId ? attemptsOf(userId, quiz.id) : Promise.resolve([]),
      ]);
      const locked = await isLockedFor(isPremium, quiz, userId);
      const now = Date.now();
      const open = attempts.find((a) => !a.submittedAt && (!a.deadlineAt || a.deadlineAt.getTime() > now));
      // A running attempt is answered on the questions it was given, even if the quiz was edited since.
      const questions = open ? await questionsOfAttempt(db, open) : current;
      return {
        ...card!,
        // A visitor sees no questions of any quiz; a non-member none of a premium one.
        questions:
          userId === null || locked
            ? []
            : questions.map((q) => ({ id: q.id, position: q.position, prompt: q.prompt, kind: q.kind, options: q.options })),
        attempts: attempts.map(summary),
        attemptsLeft: quiz.maxAttempts === null ? null : Math.max(0, quiz.maxAttempts - attempts.length),
        openAttemptId: open?.id ?? null,
        locked,
      };
    },

    /**
     * Starts an attempt: the clock starts now, on the server. A running attempt is answered
     * again instead of a second one; the attempts allowed are counted under a per-user lock.
     */
    async start(idOrSlug: string, userId: number): Promise<{ created: boolean; attempt: AttemptResult }> {
      const quiz = await quizOf(db, idOrSlug);
      await requirePremiumAccess(isPremium, quiz, userId);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${quiz.id}::int, ${userId}::int)`);
        // An edit of the quiz's questions (studio) holds the quiz FOR UPDATE: the attempt gets them before or after, whole.
        await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, quiz.id)).for('share');
        const existing = await tx
          .select()
          .from(quizAttempts)
          .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quiz.id)))
          .orderBy(desc(quizAttempts.id));
        const now = new Date();
        const running = existing.find((a) => !a.submittedAt && (!a.deadlineAt || a.deadlineAt.getTime() > now.getTime()));
        if (running) return { created: false, attempt: await result(running, [], 0, now) };
        if (quiz.maxAttempts !== null && existing.length >= quiz.maxAttempts) throw conflict(MESSAGES.noAttemptsLeft);
        const given = await questionsOf(tx, quiz.id);
        const [row] = await tx
          .insert(quizAttempts)
          .values({
            quizId: quiz.id,
            userId,
            questionIds: given.map((q) => q.id),
            questionCount: given.length,
            deadlineAt:
              quiz.timeLimitSeconds === null
                ? null
                : sql`now() + make_interval(secs => ${quiz.timeLimitSeconds + QUIZ_SUBMIT_GRACE_SECONDS})`,
          })
          .returning();
        return { created: true, attempt: await result(row!, [], 0, now) };
      });
    },

    /** Submits an attempt's answers once, before its time runs out. */
    async submit(idOrSlug: string, attemptId: number, userId: number, answers: Answers): Promise<AttemptResult> {
      const quiz = await quizOf(db, idOrSlug);
      const attempt = await ownAttempt(db, quiz.id, attemptId, userId);
      const questions = await questionsOfAttempt(db, attempt);
      checkAnswers(questions, answers);
      const outcome = await db.transaction((tx) => close(tx, attempt, quiz, questions, answers, 'submit'));
      if (outcome) return result(outcome.row, questions, outcome.pointsAwarded);
      const [now] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id));
      if (now && !now.submittedAt) {
        // Past its deadline and still open: close it as expired (with no answers) and refuse the late ones.
        await db.transaction((tx) => close(tx, now, quiz, questions, now.answers, 'expire'));
        throw conflict(MESSAGES.attemptExpired);
      }
      throw conflict(now?.expired ? MESSAGES.attemptExpired : MESSAGES.attemptSubmitted);
    },

    /** Reads an attempt: the score and, once submitted, the right answers and explanations. Expires it on read when its time ran out. */
    async read(idOrSlug: string, attemptId: number, userId: number): Promise<AttemptResult> {
      const quiz = await quizOf(db, idOrSlug);
      let attempt = await ownAttempt(db, quiz.id, attemptId, userId);
      const questions = await questionsOfAttempt(db, attempt);
      if (!attempt.submittedAt && attempt.deadlineAt && attempt.deadlineAt.getTime() < Date.now()) {
        const closed = await db.transaction((tx) => close(tx, attempt, quiz, questions, attempt.answers, 'expire'));
        if (closed) attempt = closed.row;
        else attempt = await ownAttempt(db, quiz.id, attemptId, userId);
      }
      return result(attempt, questions, 0);
    },

    /**
     * The one-step form of an untimed quiz: creates, submits and scores an attempt in one call.
     * With a `clientId` already used by this user for this quiz, answers that attempt again
     * (`created: false`): under the same per-user lock, so a repeat sent at once finds it too.
     */
    async answer(
      idOrSlug: string,
      userId: number,
      answers: Answers,
      clientId?: string,
    ): Promise<{ created: boolean; attempt: AttemptResult }> {
      const quiz = await quizOf(db, idOrSlug);
      await requirePremiumAccess(isPremium, quiz, userId);
      if (quiz.timeLimitSeconds !== null) throw conflict(MESSAGES.quizIsTimed);
      const outcome = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${quiz.id}::int, ${userId}::int)`);
        await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, quiz.id)).for('share');
        if (clientId !== undefined) {
          const [sent] = await tx
            .select()
            .from(quizAttempts)
            .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.clientId, clientId)));
          if (sent) return { replayed: sent };
        }
        const questions = await questionsOf(tx, quiz.id);
        checkAnswers(questions, answers);
        if (quiz.maxAttempts !== null) {
          const [used] = await tx
            .select({ n: count() })
            .from(quizAttempts)
            .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quiz.id)));
          if ((used?.n ?? 0) >= quiz.maxAttempts) throw conflict(MESSAGES.noAttemptsLeft);
        }
        const [attempt] = await tx
          .insert(quizAttempts)
          .values({ quizId: quiz.id, userId, questionIds: questions.map((q) => q.id), questionCount: questions.length, clientId })
          .returning();
        const closed = await close(tx, attempt!, quiz, questions, answers, 'submit');
        return { closed: closed!, questions };
      });
      if (outcome.replayed) {
        return { created: false, attempt: await result(outcome.replayed, await questionsOfAttempt(db, outcome.replayed), 0) };
      }
      const { closed, questions } = outcome;
      return { created: true, attempt: await result(closed!.row, questions!, closed!.pointsAwarded) };
    },
  };
}

export type QuizzesService = ReturnType<typeof createQuizzesService>;
