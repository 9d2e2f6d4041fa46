import type { Listing } from '@lp/contract/common';
import { POINTS } from '@lp/contract/constants';
import { RUBRIC } from '@lp/contract/interview-labels';
import {
  ANSWER_MAX_WORDS,
  ANSWER_MIN_WORDS,
  type Answer,
  type AnswerFeedback,
  type Attempt,
  type Completed,
  INTERVIEW_POINTS_MIN_SECONDS,
  INTERVIEW_POINTS_MIN_WORDS,
  type InterviewCard,
  type InterviewDetail,
  type InterviewsQuery,
  type MyAttemptsQuery,
  type SelfAssessment,
} from '@lp/contract/interviews';
import { MESSAGES } from '@lp/contract/messages';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { descIndexed } from '../../db/order.ts';
import { interviewAnswers, interviewAttempts, interviewQuestions, interviews } from '../../db/schema/interviews.ts';
import { isLockedFor, type PremiumCheck, requirePremiumAccess } from '../../platform/access.ts';
import { ApiError, conflict, notFound } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import { forgetStoredFile, privateFileUrl, recordStoredFile } from '../../platform/files.ts';
import { pageWindow, toListing } from '../../platform/paging.ts';
import type { Points } from '../../platform/points.ts';
import { newStorageKey, type Storage } from '../../platform/storage.ts';
import { idOrSlugWhere, oneOf, whereOf } from '../../shared/filters.ts';
import { answerConcepts, coversKeyPoint } from './key-point-match.ts';

type InterviewRow = typeof interviews.$inferSelect;
type QuestionRow = typeof interviewQuestions.$inferSelect;
type AttemptRow = typeof interviewAttempts.$inferSelect;
type AnswerRow = typeof interviewAnswers.$inferSelect;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** An answer that counts towards the interview's points: enough words written or enough seconds recorded. */
export function meetsPointsMinimum(answer: { answerText: string | null; mediaSeconds: number | null }): boolean {
  const words = answer.answerText?.trim() ? answer.answerText.trim().split(/\s+/).length : 0;
  return words >= INTERVIEW_POINTS_MIN_WORDS || (answer.mediaSeconds ?? 0) >= INTERVIEW_POINTS_MIN_SECONDS;
}

// ---------------------------------------------------------------------------------------------
// Feedback on a written answer (pure)

/**
 * Automatic feedback for one answer: the written answer's length and which of the question's key
 * points it makes, by meaning (key-point-match.ts: lemmas, synonyms and each point's phrasings),
 * the learner's own rubric, and tips. A recording alone gets the rubric and the key
 * points to compare against (nobody transcribes it).
 */
export function answerFeedback(keyPoints: string[], text: string | null, self: SelfAssessment | null): AnswerFeedback {
  const selfScore = self ? Math.round((RUBRIC.reduce((n, r) => n + self[r.key], 0) / RUBRIC.length) * 10) / 10 : null;
  const tips: string[] = [];
  if (!text?.trim()) {
    if (selfScore !== null && selfScore < 3)
      tips.push('Record it again once you have practised the weakest part of your rubric.');
    return {
      wordCount: null,
      length: null,
      keyPoints: keyPoints.map((point) => ({ point, covered: false })),
      coverage: null,
      selfScore,
      tips: [...tips, 'Play your recording back and check it against the key points below.'],
    };
  }
  const wordCount = text.trim().split(/\s+/).length;
  const length = wordCount < ANSWER_MIN_WORDS ? 'short' : wordCount > ANSWER_MAX_WORDS ? 'long' : 'good';
  const concepts = answerConcepts(text);
  const covered = keyPoints.map((point) => ({ point, covered: coversKeyPoint(point, concepts) }));
  const coverage = keyPoints.length ? Math.round((covered.filter((c) => c.covered).length / keyPoints.length) * 100) : 0;
  if (length === 'short') tips.push(`Say more: a strong answer is about ${ANSWER_MIN_WORDS} to ${ANSWER_MAX_WORDS} words.`);
  if (length === 'long') tips.push(`Tighten it: keep to about ${ANSWER_MAX_WORDS} words so the interviewer stays with you.`);
  for (const c of covered) if (!c.covered) tips.push(`Add: ${c.point}.`);
  if (selfScore !== null && selfScore < 3) tips.push('Practise it aloud once more; your own rubric says it is not there yet.');
  if (tips.length === 0) tips.push('Well covered. Try it once more on camera to work on delivery.');
  return { wordCount, length, keyPoints: covered, coverage, selfScore, tips };
}

// ---------------------------------------------------------------------------------------------

export type InterviewsPorts = {
  db: Database;
  storage: Storage;
  points: Points;
  events: Events;
  isPremium: PremiumCheck;
};

export type AnswerInput = {
  text: string | null;
  media: {
    mime: string;
    size: number;
    filename: string;
    seconds: number;
    commit(storage: Storage, key: string): Promise<void>;
  } | null;
  selfAssessment: SelfAssessment | null;
};

const MEDIA_EXTENSIONS: Record<string, string> = {
  'video/webm': 'webm',
  'audio/webm': 'webm',
  'video/ogg': 'ogg',
  'audio/ogg': 'ogg',
  'audio/ogg; codecs=opus': 'ogg',
  'video/mp4': 'mp4',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
};

export function createInterviewsService({ db, storage, points, events, isPremium }: InterviewsPorts) {
  const questionStats = db
    .select({
      interviewId: interviewQuestions.interviewId,
      n: sql<number>`count(*)::int`.as('n'),
      seconds: sql<number>`coalesce(sum(${interviewQuestions.answerSeconds}), 0)::int`.as('seconds'),
    })
    .from(interviewQuestions)
    .groupBy(interviewQuestions.interviewId)
    .as('question_stats');

  const cardColumns = {
    id: interviews.id,
    slug: interviews.slug,
    title: interviews.title,
    summary: interviews.summary,
    category: interviews.category,
    level: interviews.level,
    isPremium: interviews.isPremium,
    questionCount: sql<number>`coalesce(${questionStats.n}, 0)`,
    seconds: sql<number>`coalesce(${questionStats.seconds}, 0)`,
  };
  const toCard = ({ seconds, ...row }: { seconds: number } & Omit<InterviewCard, 'minutes'>): InterviewCard => ({
    ...row,
    questionCount: Number(row.questionCount),
    minutes: Math.max(1, Math.ceil(Number(seconds) / 60)),
  });

  async function findInterview(idOrSlug: string | number): Promise<InterviewRow> {
    const where = typeof idOrSlug === 'number' ? eq(interviews.id, idOrSlug) : idOrSlugWhere(interviews, idOrSlug);
    if (!where) throw notFound(MESSAGES.interviewNotFound);
    const [row] = await db.select().from(interviews).where(where).limit(1);
    if (!row) throw notFound(MESSAGES.interviewNotFound);
    return row;
  }

  async function questionsOf(interviewId: number): Promise<QuestionRow[]> {
    return db
      .select()
      .from(interviewQuestions)
      .where(eq(interviewQuestions.interviewId, interviewId))
      .orderBy(asc(interviewQuestions.position));
  }

  function toAnswer(row: AnswerRow): Answer {
    return {
      id: row.id,
      questionId: row.questionId,
      answerText: row.answerText,
      mediaUrl: row.mediaKey ? privateFileUrl(row.mediaKey) : null,
      mediaMime: row.mediaMime,
      mediaSeconds: row.mediaSeconds,
      selfAssessment: row.selfAssessment ?? null,
      feedback: row.feedback ?? null,
      updatedAt: iso(row.updatedAt),
    };
  }

  /** Attempts with their interview, question count and answers, in the given order. */
  async function toAttempts(rows: AttemptRow[]): Promise<Attempt[]> {
    if (rows.length === 0) return [];
    const interviewIds = [...new Set(rows.map((r) => r.interviewId))];
    const [interviewRows, counts, answerRows] = await Promise.all([
      db
        .select({ id: interviews.id, slug: interviews.slug, title: interviews.title, category: interviews.category })
        .from(interviews)
        .where(inArray(interviews.id, interviewIds)),
      db
        .select({ interviewId: interviewQuestions.interviewId, n: count() })
        .from(interviewQuestions)
        .where(inArray(interviewQuestions.interviewId, interviewIds))
        .groupBy(interviewQuestions.interviewId),
      db
        .select({ answer: interviewAnswers, position: interviewQuestions.position })
        .from(interviewAnswers)
        .innerJoin(interviewQuestions, eq(interviewQuestions.id, interviewAnswers.questionId))
        .where(
          inArray(
            interviewAnswers.attemptId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(interviewQuestions.position)),
    ]);
    const byId = new Map(interviewRows.map((r) => [r.id, r]));
    const countOf = new Map(counts.map((c) => [c.interviewId, c.n]));
    return rows.flatMap((row) => {
      const interview = byId.get(row.interviewId);
      if (!interview) return [];
      const answers = answerRows.filter((a) => a.answer.attemptId === row.id).map((a) => toAnswer(a.answer));
      const coverages = answers.map((a) => a.feedback?.coverage).filter((c): c is number => typeof c === 'number');
      return [
        {
          id: row.id,
          interview,
          status: row.status,
          startedAt: iso(row.startedAt),
          completedAt: row.completedAt ? iso(row.completedAt) : null,
          questionCount: countOf.get(row.interviewId) ?? 0,
          answers,
          coverage: coverages.length ? Math.round(coverages.reduce((n, c) => n + c, 0) / coverages.length) : null,
        },
      ];
    });
  }

  async function openAttempt(interviewId: number, userId: number): Promise<AttemptRow | undefined> {
    const [row] = await db
      .select()
      .from(interviewAttempts)
      .where(
        and(
          eq(interviewAttempts.interviewId, interviewId),
          eq(interviewAttempts.userId, userId),
          eq(interviewAttempts.status, 'in-progress'),
        ),
      )
      .limit(1);
    return row;
  }

  async function latestAttempt(interviewId: number, userId: number): Promise<AttemptRow | undefined> {
    const [row] = await db
      .select()
      .from(interviewAttempts)
      .where(and(eq(interviewAttempts.interviewId, interviewId), eq(interviewAttempts.userId, userId)))
      .orderBy(
        sql`(${interviewAttempts.status} = 'in-progress') desc`,
        desc(interviewAttempts.startedAt),
        desc(interviewAttempts.id),
      )
      .limit(1);
    return row;
  }

  async function attemptOf(row: AttemptRow): Promise<Attempt> {
    const [attempt] = await toAttempts([row]);
    if (!attempt) throw notFound(MESSAGES.interviewNotFound);
    return attempt;
  }

  return {
    async list(query: InterviewsQuery): Promise<Listing<InterviewCard>> {
      const conditions: SQL[] = [];
      if (query.category) conditions.push(oneOf(interviews.category, query.category));
      if (query.level) conditions.push(oneOf(interviews.level, query.level));
      const where = whereOf(conditions);
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select(cardColumns)
          .from(interviews)
          .leftJoin(questionStats, eq(questionStats.interviewId, interviews.id))
          .where(where)
          .orderBy(asc(interviews.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(interviews).where(where),
      ]);
      return toListing(rows.map(toCard), total?.n ?? 0, query, MESSAGES.noMoreInterviews);
    },

    /**
     * An interview with its questions and the caller's open or latest attempt. A premium interview
     * shows a visitor and a non-member what it is (`locked`: the card with the number of questions
     * and their minutes, and the description) without the questions or an attempt.
     */
    async detail(idOrSlug: string, userId: number | null): Promise<InterviewDetail> {
      const interview = await findInterview(idOrSlug);
      const locked = await isLockedFor(isPremium, interview, userId);
      const [[card], questions, latest] = await Promise.all([
        db
          .select(cardColumns)
          .from(interviews)
          .leftJoin(questionStats, eq(questionStats.interviewId, interviews.id))
          .where(eq(interviews.id, interview.id)),
        locked ? Promise.resolve([]) : questionsOf(interview.id),
        userId === null || locked ? Promise.resolve(undefined) : latestAttempt(interview.id, userId),
      ]);
      if (!card) throw notFound(MESSAGES.interviewNotFound);
      return {
        ...toCard(card),
        description: interview.description,
        locked,
        questions: questions.map((q) => ({
          id: q.id,
          position: q.position,
          prompt: q.prompt,
          guidance: q.guidance,
          answerSeconds: q.answerSeconds,
        })),
        attempt: latest ? await attemptOf(latest) : null,
        points: POINTS.mockInterviewCompleted,
      };
    },

    /** Opens an attempt, or gives back the open one (`created` false): start is idempotent. */
    async start(interviewId: number, userId: number): Promise<{ attempt: Attempt; created: boolean }> {
      const interview = await findInterview(interviewId);
      await requirePremiumAccess(isPremium, interview, userId);
      const open = await openAttempt(interview.id, userId);
      if (open) return { attempt: await attemptOf(open), created: false };
      try {
        const [row] = await db.insert(interviewAttempts).values({ interviewId: interview.id, userId }).returning();
        return { attempt: await attemptOf(row as AttemptRow), created: true };
      } catch (error) {
        // A concurrent start won the unique index: answer with its attempt.
        if (!isUniqueViolation(error)) throw error;
        const again = await openAttempt(interview.id, userId);
        if (!again) throw error;
        return { attempt: await attemptOf(again), created: false };
      }
    },

    /** Before the body is read: the question of this interview and the caller's open attempt (404, 403, 409). */
    async answerTarget(interviewId: number, questionId: number, userId: number) {
      const interview = await findInterview(interviewId);
      await requirePremiumAccess(isPremium, interview, userId);
      const [question] = await db
        .select()
        .from(interviewQuestions)
        .where(and(eq(interviewQuestions.id, questionId), eq(interviewQuestions.interviewId, interview.id)));
      if (!question) throw notFound(MESSAGES.interviewQuestionNotFound);
      const attempt = await openAttempt(interview.id, userId);
      if (!attempt) {
        const latest = await latestAttempt(interview.id, userId);
        throw conflict(latest ? MESSAGES.interviewAlreadyCompleted : MESSAGES.interviewNotStarted);
      }
      return { attempt, question };
    },

    /**
     * Stores the answer to one question (a new one replaces the earlier answer and its recording).
     * The recording is committed to storage first, then recorded with the answer in one
     * transaction; the replaced recording is deleted after that commits.
     */
    async saveAnswer(
      target: { attempt: AttemptRow; question: QuestionRow },
      userId: number,
      input: AnswerInput,
    ): Promise<Answer> {
      const key = input.media ? newStorageKey('interviews', MEDIA_EXTENSIONS[input.media.mime] ?? 'webm') : null;
      if (input.media && key) await input.media.commit(storage, key);
      let replacedKey: string | null = null;
      try {
        const row = await db.transaction(async (tx) => {
          const [previous] = await tx
            .select()
            .from(interviewAnswers)
            .where(and(eq(interviewAnswers.attemptId, target.attempt.id), eq(interviewAnswers.questionId, target.question.id)))
            .for('update');
          if (input.media && key) {
            await recordStoredFile(tx, {
              key,
              ownerUserId: userId,
              mime: input.media.mime.split(';')[0] ?? input.media.mime,
              size: input.media.size,
              filename: input.media.filename,
            });
          }
          // A text-only answer keeps an earlier recording; a new recording replaces the old one.
          const media = input.media
            ? {
                mediaKey: key,
                mediaMime: input.media.mime.split(';')[0] ?? null,
                mediaBytes: input.media.size,
                mediaSeconds: Math.round(input.media.seconds),
              }
            : {};
          const values = {
            answerText: input.text,
            selfAssessment: input.selfAssessment,
            ...media,
            updatedAt: new Date(),
          };
          if (previous) {
            if (input.media && previous.mediaKey) {
              replacedKey = previous.mediaKey;
              await forgetStoredFile(tx, previous.mediaKey);
            }
            const [updated] = await tx
              .update(interviewAnswers)
              .set(values)
              .where(eq(interviewAnswers.id, previous.id))
              .returning();
            return updated;
          }
          const [inserted] = await tx
            .insert(interviewAnswers)
            .values({ attemptId: target.attempt.id, questionId: target.question.id, userId, ...values })
            .returning();
          return inserted;
        });
        if (replacedKey) await storage.delete(replacedKey).catch(() => undefined);
        return toAnswer(row as AnswerRow);
      } catch (error) {
        if (key) await storage.delete(key).catch(() => undefined);
        throw error;
      }
    },

    /**
     * Closes the open attempt with feedback on each answer, awards the points for this interview
     * once (the ledger's key) and emits `interview.completed`. Repeating it answers the completed
     * attempt and awards nothing.
     */
    async complete(interviewId: number, userId: number): Promise<Completed> {
      const interview = await findInterview(interviewId);
      await requirePremiumAccess(isPremium, interview, userId);
      const open = await openAttempt(interview.id, userId);
      if (!open) {
        const latest = await latestAttempt(interview.id, userId);
        if (!latest) throw conflict(MESSAGES.interviewNotStarted);
        return { attempt: await attemptOf(latest), pointsAwarded: 0, pointsNote: null };
      }
      const questions = new Map((await questionsOf(interview.id)).map((q) => [q.id, q]));
      const awarded = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(interviewAttempts)
          .where(and(eq(interviewAttempts.id, open.id), eq(interviewAttempts.status, 'in-progress')))
          .for('update');
        // A concurrent complete got here first.
        if (!locked) return null;
        const answers = await tx.select().from(interviewAnswers).where(eq(interviewAnswers.attemptId, open.id));
        if (answers.length === 0) throw new ApiError(422, MESSAGES.interviewNoAnswers);
        for (const answer of answers) {
          const question = questions.get(answer.questionId);
          const feedback = answerFeedback(question?.keyPoints ?? [], answer.answerText, answer.selfAssessment ?? null);
          await tx.update(interviewAnswers).set({ feedback }).where(eq(interviewAnswers.id, answer.id));
        }
        await tx
          .update(interviewAttempts)
          .set({ status: 'completed', completedAt: new Date() })
          .where(eq(interviewAttempts.id, open.id));
        await events.emit(tx, {
          type: 'interview.completed',
          payload: { userId, interviewId: interview.id, attemptId: open.id },
          userId,
        });
        // Answering "ok" to every question completes the attempt (with feedback) but earns nothing.
        if (!answers.some(meetsPointsMinimum)) return 'too-short';
        return points.award(tx, { userId, reason: 'mockInterviewCompleted', objectType: 'interview', objectId: interview.id });
      });
      const [row] = await db.select().from(interviewAttempts).where(eq(interviewAttempts.id, open.id));
      return {
        attempt: await attemptOf(row as AttemptRow),
        pointsAwarded: awarded === true ? POINTS.mockInterviewCompleted : 0,
        pointsNote: awarded === 'too-short' ? MESSAGES.interviewAnswersTooShortForPoints : null,
      };
    },

    /** The user's attempts, newest first (the account page and /interviews/all-attempts). */
    async myAttempts(userId: number, query: MyAttemptsQuery): Promise<Listing<Attempt>> {
      const where = and(eq(interviewAttempts.userId, userId), query.type ? eq(interviewAttempts.status, query.type) : undefined);
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(interviewAttempts)
          .where(where)
          .orderBy(descIndexed(interviewAttempts.startedAt), descIndexed(interviewAttempts.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(interviewAttempts).where(where),
      ]);
      return toListing(await toAttempts(rows), total?.n ?? 0, query, MESSAGES.noMoreAttempts);
    },

    /** Interviews for the next-item search: cards by id, in the given order. */
    async cardsByIds(ids: number[]): Promise<InterviewCard[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(cardColumns)
        .from(interviews)
        .leftJoin(questionStats, eq(questionStats.interviewId, interviews.id))
        .where(inArray(interviews.id, ids));
      const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

export type InterviewsService = ReturnType<typeof createInterviewsService>;
