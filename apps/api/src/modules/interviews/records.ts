import { RUBRIC } from '@lp/contract/interview-labels';
import {
  ANSWER_MAX_WORDS,
  ANSWER_MIN_WORDS,
  type Answer,
  type AnswerFeedback,
  type Attempt,
  INTERVIEW_POINTS_MIN_SECONDS,
  INTERVIEW_POINTS_MIN_WORDS,
  type InterviewCard,
  type SelfAssessment,
} from '@lp/contract/interviews';
import { MESSAGES } from '@lp/contract/messages';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { interviewAnswers, interviewAttempts, interviewQuestions, interviews } from '../../db/schema/interviews.ts';
import type { PremiumCheck } from '../../platform/access.ts';
import { notFound } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import { privateFileUrl } from '../../platform/files.ts';
import type { Points } from '../../platform/points.ts';
import type { Storage } from '../../platform/storage.ts';
import { idOrSlugWhere } from '../../shared/filters.ts';
import { answerConcepts, coversKeyPoint } from './key-point-match.ts';

export type InterviewRow = typeof interviews.$inferSelect;
export type QuestionRow = typeof interviewQuestions.$inferSelect;
export type AttemptRow = typeof interviewAttempts.$inferSelect;
export type AnswerRow = typeof interviewAnswers.$inferSelect;

export const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

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

export const MEDIA_EXTENSIONS: Record<string, string> = {
  'video/webm': 'webm',
  'audio/webm': 'webm',
  'video/ogg': 'ogg',
  'audio/ogg': 'ogg',
  'audio/ogg; codecs=opus': 'ogg',
  'video/mp4': 'mp4',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
};

/** What the interview use cases share: cards, the interview and its questions, attempts and answers as the contract shows them. */
export function interviewRecords(db: Database) {
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
    questionStats,
    cardColumns,
    toCard,
    findInterview,
    questionsOf,
    toAnswer,
    toAttempts,
    openAttempt,
    latestAttempt,
    attemptOf,
  };
}

export type InterviewRecords = ReturnType<typeof interviewRecords>;
