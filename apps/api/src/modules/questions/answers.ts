import { MESSAGES } from '@lp/contract/messages';
import type { Answer } from '@lp/contract/questions';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../db/client.ts';
import { answers, questions } from '../../db/schema/questions.ts';
import { requireOwned } from '../../platform/access.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import type { QuestionsDeps } from './service.ts';

type AnswerRow = typeof answers.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;

/** Answering, editing and deleting an answer, and the asker accepting one (points move with the accept). */
export function createAnswers(
  db: Database,
  deps: Pick<QuestionsDeps, 'events' | 'points'>,
  helpers: {
    limit: (bucket: 'answer', userId: number) => Promise<void>;
    answerRow: (executor: Executor, id: number) => Promise<AnswerRow | undefined>;
    questionRow: (executor: Executor, id: number) => Promise<QuestionRow | undefined>;
    answersOf: (questionId: number, viewerId: number | null) => Promise<Answer[]>;
  },
) {
  const { events, points } = deps;
  const { limit, answerRow, questionRow, answersOf } = helpers;

  /** The question, locked for an accept or its undoing (concurrent moves are serialised): 404, or 403 to anyone but the asker. */
  async function lockAskersQuestion(tx: Tx, questionId: number, userId: number) {
    const [question] = await tx
      .select({ userId: questions.userId, acceptedAnswerId: questions.acceptedAnswerId })
      .from(questions)
      .where(eq(questions.id, questionId))
      .for('update');
    if (!question) throw notFound(MESSAGES.questionNotFound);
    if (question.userId !== userId) throw new ApiError(403, MESSAGES.onlyAskerAccepts);
    return question;
  }

  return {
    async answer(userId: number, questionId: number, body: string): Promise<Answer> {
      const question = await questionRow(db, questionId);
      if (!question || (question.hiddenAt !== null && question.userId !== userId)) throw notFound(MESSAGES.questionNotFound);
      await limit('answer', userId);
      const answerId = await db.transaction(async (tx) => {
        const [row] = await tx.insert(answers).values({ questionId, userId, body }).returning({ id: answers.id });
        if (!row) throw new Error('answer insert returned no row');
        await tx
          .update(questions)
          .set({ answerCount: sql`${questions.answerCount} + 1`, lastActivityAt: sql`now()` })
          .where(eq(questions.id, questionId));
        await events.emit(tx, {
          type: 'answer.posted',
          payload: { questionId, answerId: row.id, askerId: question.userId, answerAuthorId: userId },
          userId,
        });
        return row.id;
      });
      const created = (await answersOf(questionId, userId)).find((a) => a.id === answerId);
      if (!created) throw notFound(MESSAGES.answerNotFound);
      return created;
    },

    async editAnswer(userId: number, id: number, body: string): Promise<Answer> {
      const row = requireOwned(
        await answerRow(db, id),
        { id: userId },
        {
          missing: MESSAGES.answerNotFound,
          notYours: MESSAGES.answerNotYours,
        },
      );
      await db
        .update(answers)
        .set({ body, updatedAt: sql`now()` })
        .where(and(eq(answers.id, id), eq(answers.userId, userId)));
      const updated = (await answersOf(row.questionId, userId)).find((a) => a.id === id);
      if (!updated) throw notFound(MESSAGES.answerNotFound);
      return updated;
    },

    async deleteAnswer(userId: number, id: number): Promise<void> {
      const row = requireOwned(
        await answerRow(db, id),
        { id: userId },
        {
          missing: MESSAGES.answerNotFound,
          notYours: MESSAGES.answerNotYours,
        },
      );
      await db.transaction(async (tx) => {
        // The question first, as accept locks it: an accept cannot land on the answer while it goes.
        await tx.select({ id: questions.id }).from(questions).where(eq(questions.id, row.questionId)).for('update');
        const deleted = await tx
          .delete(answers)
          .where(and(eq(answers.id, id), eq(answers.userId, userId)))
          .returning({ id: answers.id, accepted: answers.accepted, hiddenAt: answers.hiddenAt });
        if (deleted.length === 0) return;
        // A hidden answer was not counted (moderation took it off the count).
        const counted = deleted[0]?.hiddenAt === null;
        // An accepted answer that goes takes its points with it (answering again must not earn them twice).
        if (deleted[0]?.accepted) {
          await points.reverse(tx, { userId, reason: 'acceptedAnswer', objectType: 'answer', objectId: id });
        }
        await tx
          .update(questions)
          .set({
            answerCount: counted ? sql`greatest(${questions.answerCount} - 1, 0)` : sql`${questions.answerCount}`,
            acceptedAnswerId: sql`case when ${questions.acceptedAnswerId} = ${id} then null else ${questions.acceptedAnswerId} end`,
          })
          .where(eq(questions.id, row.questionId));
      });
    },

    /**
     * The asker accepts one answer (another accepted one is unaccepted). The points move with the
     * accept: the answerer of the newly accepted answer is awarded through the ledger and the
     * previously accepted answer's award is reversed (a ledger row), so a question pays one
     * accepted answer at a time however often the accept moves. The question row is locked, so
     * concurrent moves are serialised. `answer.accepted` tells the answerer.
     */
    async accept(userId: number, answerId: number): Promise<Answer> {
      const answer = await answerRow(db, answerId);
      // A hidden answer is not the asker's to see, nor to pay for.
      if (!answer || answer.hiddenAt !== null) throw notFound(MESSAGES.answerNotFound);
      await db.transaction(async (tx: Tx) => {
        const question = await lockAskersQuestion(tx, answer.questionId, userId);
        const previousId = question.acceptedAnswerId;
        if (previousId !== null && previousId !== answerId) {
          const previous = await answerRow(tx, previousId);
          if (previous?.userId != null) {
            await points.reverse(tx, {
              userId: previous.userId,
              reason: 'acceptedAnswer',
              objectType: 'answer',
              objectId: previousId,
            });
          }
        }
        await tx
          .update(answers)
          .set({ accepted: sql`${answers.id} = ${answerId}` })
          .where(and(eq(answers.questionId, answer.questionId), sql`(${answers.accepted} or ${answers.id} = ${answerId})`));
        await tx
          .update(questions)
          .set({ acceptedAnswerId: answerId, lastActivityAt: sql`now()` })
          .where(eq(questions.id, answer.questionId));
        // No points for an answer whose author's account is gone (null) or for one's own.
        if (answer.userId !== null && answer.userId !== userId) {
          await points.award(tx, { userId: answer.userId, reason: 'acceptedAnswer', objectType: 'answer', objectId: answerId });
        }
        await events.emit(tx, {
          type: 'answer.accepted',
          payload: { questionId: answer.questionId, answerId, answerAuthorId: answer.userId, acceptedBy: userId },
          userId,
        });
      });
      const accepted = (await answersOf(answer.questionId, userId)).find((a) => a.id === answerId);
      if (!accepted) throw notFound(MESSAGES.answerNotFound);
      return accepted;
    },

    /**
     * Takes the accept back (the asker only; idempotent): the question has no accepted answer again
     * and the answerer's award is reversed with a ledger row (ADR 0027).
     */
    async unaccept(userId: number, answerId: number): Promise<Answer> {
      const answer = await answerRow(db, answerId);
      if (!answer) throw notFound(MESSAGES.answerNotFound);
      await db.transaction(async (tx: Tx) => {
        const question = await lockAskersQuestion(tx, answer.questionId, userId);
        if (question.acceptedAnswerId !== answerId) return;
        await tx.update(answers).set({ accepted: false }).where(eq(answers.id, answerId));
        await tx
          .update(questions)
          .set({ acceptedAnswerId: null, lastActivityAt: sql`now()` })
          .where(eq(questions.id, answer.questionId));
        if (answer.userId !== null && answer.userId !== userId) {
          await points.reverse(tx, { userId: answer.userId, reason: 'acceptedAnswer', objectType: 'answer', objectId: answerId });
        }
      });
      const unaccepted = (await answersOf(answer.questionId, userId)).find((a) => a.id === answerId);
      if (!unaccepted) throw notFound(MESSAGES.answerNotFound);
      return unaccepted;
    },
  };
}
