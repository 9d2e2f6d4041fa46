import { MESSAGES } from '@lp/contract/messages';
import type { VoteResponse } from '@lp/contract/questions';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { answers, answerVotes, questions, questionVotes } from '../../db/schema/questions.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import { visibleTo } from '../../shared/hidden-content.ts';
import type { QuestionsDeps } from './service.ts';

/** Votes on questions and answers: each vote row and the score it counts move together. */
export function createVotes(
  db: Database,
  deps: Pick<QuestionsDeps, 'events'>,
  helpers: { limit: (bucket: 'vote', userId: number) => Promise<void> },
) {
  const { events } = deps;
  const { limit } = helpers;

  /** Sets or unsets one user's vote and moves the counter in the same transaction: exact under concurrency. */
  async function setVote(
    kind: 'question' | 'answer',
    userId: number,
    id: number,
    on: boolean,
  ): Promise<VoteResponse & { changed: boolean; authorId: number | null; questionId: number }> {
    const table = kind === 'question' ? questions : answers;
    const votes = kind === 'question' ? questionVotes : answerVotes;
    const voteKey = kind === 'question' ? questionVotes.questionId : answerVotes.answerId;
    return db.transaction(async (tx) => {
      const [target] = await tx
        .select({
          userId: table.userId,
          questionId: kind === 'question' ? questions.id : answers.questionId,
        })
        .from(table)
        .where(and(eq(table.id, id), visibleTo(table, userId)))
        .limit(1);
      if (!target) throw notFound(kind === 'question' ? MESSAGES.questionNotFound : MESSAGES.answerNotFound);
      if (target.userId === userId) throw new ApiError(403, MESSAGES.cannotVoteOwn);
      let changed: boolean;
      if (on) {
        const inserted =
          kind === 'question'
            ? await tx
                .insert(questionVotes)
                .values({ questionId: id, userId })
                .onConflictDoNothing()
                .returning({ userId: questionVotes.userId })
            : await tx
                .insert(answerVotes)
                .values({ answerId: id, userId })
                .onConflictDoNothing()
                .returning({ userId: answerVotes.userId });
        changed = inserted.length > 0;
      } else {
        const deleted = await tx
          .delete(votes)
          .where(and(eq(voteKey, id), eq(votes.userId, userId)))
          .returning({ userId: votes.userId });
        changed = deleted.length > 0;
      }
      let score: number;
      if (changed) {
        const [row] = await tx
          .update(table)
          .set({ score: sql`${table.score} + ${on ? 1 : -1}` })
          .where(eq(table.id, id))
          .returning({ score: table.score });
        score = row?.score ?? 0;
        if (on) {
          if (kind === 'question') {
            await events.emit(tx, {
              type: 'question.voted',
              payload: { questionId: id, authorId: target.userId, votedBy: userId },
              userId,
            });
          } else {
            await events.emit(tx, {
              type: 'answer.voted',
              payload: { questionId: target.questionId, answerId: id, authorId: target.userId, votedBy: userId },
              userId,
            });
          }
        }
      } else {
        const [row] = await tx.select({ score: table.score }).from(table).where(eq(table.id, id));
        score = row?.score ?? 0;
      }
      return { voted: on, score, changed, authorId: target.userId, questionId: target.questionId };
    });
  }

  return {
    async vote(kind: 'question' | 'answer', userId: number, id: number, on: boolean): Promise<VoteResponse> {
      await limit('vote', userId);
      const { voted, score } = await setVote(kind, userId, id, on);
      return { voted, score };
    },

    /**
     * A step of account deletion (ADR 0012), run in its transaction before the users row goes:
     * the user's votes go and each score they counted drops by one with them (ADR 0017), so
     * every score still equals its vote rows. Their questions and answers stay; the database
     * sets their user_id to null.
     */
    async withdrawVotesOf(tx: Tx, userId: number): Promise<void> {
      const questionVotesGone = tx
        .$with('question_votes_gone')
        .as(tx.delete(questionVotes).where(eq(questionVotes.userId, userId)).returning({ id: questionVotes.questionId }));
      await tx
        .with(questionVotesGone)
        .update(questions)
        .set({ score: sql`${questions.score} - 1` })
        .where(inArray(questions.id, tx.select({ id: questionVotesGone.id }).from(questionVotesGone)));
      const answerVotesGone = tx
        .$with('answer_votes_gone')
        .as(tx.delete(answerVotes).where(eq(answerVotes.userId, userId)).returning({ id: answerVotes.answerId }));
      await tx
        .with(answerVotesGone)
        .update(answers)
        .set({ score: sql`${answers.score} - 1` })
        .where(inArray(answers.id, tx.select({ id: answerVotesGone.id }).from(answerVotesGone)));
    },
  };
}
