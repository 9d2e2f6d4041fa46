import type { Listing } from '@lp/contract/common';
import { POINTS } from '@lp/contract/constants';
import type { Attempt, InterviewCard, InterviewDetail, InterviewsQuery, MyAttemptsQuery } from '@lp/contract/interviews';
import { MESSAGES } from '@lp/contract/messages';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { descIndexed } from '../../db/order.ts';
import { interviewAttempts, interviews } from '../../db/schema/interviews.ts';
import { isLockedFor } from '../../platform/access.ts';
import { notFound } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';
import { oneOf, whereOf } from '../../shared/filters.ts';
import { createAttempts } from './attempts.ts';
import { type InterviewsPorts, interviewRecords } from './records.ts';

/** Mock interviews: the list, a detail, my attempts and cards; an attempt's calls are in attempts.ts. */
export function createInterviewsService(deps: InterviewsPorts) {
  const { db, isPremium } = deps;
  const records = interviewRecords(db);
  const { questionStats, cardColumns, toCard, findInterview, questionsOf, toAttempts, latestAttempt, attemptOf } = records;
  const attempts = createAttempts(db, deps, records);

  return {
    async list(query: InterviewsQuery): Promise<Listing<InterviewCard>> {
      const conditions: SQL[] = [];
      if (query.category) conditions.push(oneOf(interviews.category, query.category));
      if (query.level) conditions.push(oneOf(interviews.level, query.level));
      const where = whereOf(conditions);
      return paginate(
        query,
        {
          rows: async ({ limit, offset }) => {
            const rows = await db
              .select(cardColumns)
              .from(interviews)
              .leftJoin(questionStats, eq(questionStats.interviewId, interviews.id))
              .where(where)
              .orderBy(asc(interviews.id))
              .limit(limit)
              .offset(offset);
            return rows.map(toCard);
          },
          count: () => db.$count(interviews, where),
        },
        MESSAGES.noMoreInterviews,
      );
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

    start: attempts.start,
    answerTarget: attempts.answerTarget,
    saveAnswer: attempts.saveAnswer,
    complete: attempts.complete,

    /** The user's attempts, newest first (the account page and /interviews/all-attempts). */
    async myAttempts(userId: number, query: MyAttemptsQuery): Promise<Listing<Attempt>> {
      const where = and(eq(interviewAttempts.userId, userId), query.type ? eq(interviewAttempts.status, query.type) : undefined);
      return paginate(
        query,
        {
          rows: async ({ limit, offset }) =>
            toAttempts(
              await db
                .select()
                .from(interviewAttempts)
                .where(where)
                .orderBy(descIndexed(interviewAttempts.startedAt), descIndexed(interviewAttempts.id))
                .limit(limit)
                .offset(offset),
            ),
          count: () => db.$count(interviewAttempts, where),
        },
        MESSAGES.noMoreAttempts,
      );
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
