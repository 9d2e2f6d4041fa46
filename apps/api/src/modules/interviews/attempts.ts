import { POINTS } from '@lp/contract/constants';
import type { Answer, Attempt, Completed } from '@lp/contract/interviews';
import { MESSAGES } from '@lp/contract/messages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { interviewAnswers, interviewAttempts, interviewQuestions } from '../../db/schema/interviews.ts';
import { requirePremiumAccess } from '../../platform/access.ts';
import { ApiError, conflict, notFound } from '../../platform/errors.ts';
import { forgetStoredFile, recordStoredFile } from '../../platform/files.ts';
import { newStorageKey } from '../../platform/storage.ts';
import {
  type AnswerInput,
  type AnswerRow,
  type AttemptRow,
  answerFeedback,
  type InterviewRecords,
  type InterviewsPorts,
  MEDIA_EXTENSIONS,
  meetsPointsMinimum,
  type QuestionRow,
} from './records.ts';

/** An attempt: starting it, where an answer goes, saving a written or recorded answer, completing it (feedback and points). */
export function createAttempts(db: Database, deps: InterviewsPorts, records: InterviewRecords) {
  const { storage, points, events, isPremium } = deps;
  const { findInterview, questionsOf, toAnswer, openAttempt, latestAttempt, attemptOf } = records;

  return {
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
  };
}
