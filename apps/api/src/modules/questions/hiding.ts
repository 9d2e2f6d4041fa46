import { eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { answers, questions } from '../../db/schema/questions.ts';
import type { QuestionsDeps } from './service.ts';

/** Moderation's side of questions: hiding and restoring a question or an answer. */
export function createHiding(
  deps: Pick<QuestionsDeps, 'points'>,
  helpers: {
    answerRow: (executor: Executor, id: number) => Promise<typeof answers.$inferSelect | undefined>;
    questionRow: (executor: Executor, id: number) => Promise<typeof questions.$inferSelect | undefined>;
  },
) {
  const { answerRow, questionRow } = helpers;
  return {
    /**
     * Moderation's port (issue 30): hides a question or an answer (`hidden` with the moderator's
     * reason) or brings it back (`null`), in the caller's transaction. The points an answer
     * earned go with it (an accepted answer's award is reversed in the ledger) and come back on
     * restore while it is still accepted. A question's answers keep theirs: their authors did
     * nothing wrong (as when an asker deletes a question, ADR 0027).
     */
    async setHidden(tx: Tx, kind: 'question' | 'answer', id: number, hidden: { reason: string } | null): Promise<void> {
      const values = hidden ? { hiddenAt: sql`now()`, hiddenReason: hidden.reason } : { hiddenAt: null, hiddenReason: null };
      if (kind === 'question') {
        await tx.update(questions).set(values).where(eq(questions.id, id));
        return;
      }
      const target = await answerRow(tx, id);
      if (!target) return;
      // The question first, as accept and delete lock it; then the answer's state before the change.
      await tx.select({ id: questions.id }).from(questions).where(eq(questions.id, target.questionId)).for('update');
      const [before] = await tx.select({ hiddenAt: answers.hiddenAt }).from(answers).where(eq(answers.id, id)).for('update');
      if (!before) return;
      const [answer] = await tx
        .update(answers)
        .set(values)
        .where(eq(answers.id, id))
        .returning({ userId: answers.userId, accepted: answers.accepted, questionId: answers.questionId });
      if (!answer) return;
      // The question's answer count is what others see: a hidden answer is not counted.
      if ((before.hiddenAt === null) !== (hidden === null)) {
        await tx
          .update(questions)
          .set({ answerCount: sql`greatest(${questions.answerCount} + ${hidden ? -1 : 1}, 0)` })
          .where(eq(questions.id, answer.questionId));
      }
      if (answer.userId === null) return;
      const key = { userId: answer.userId, reason: 'acceptedAnswer', objectType: 'answer', objectId: id } as const;
      if (hidden) {
        await deps.points.reverse(tx, key);
        return;
      }
      const question = await questionRow(tx, answer.questionId);
      // As when it was accepted: no points for one's own answer.
      if (answer.accepted && question && question.userId !== answer.userId) await deps.points.award(tx, key);
    },
  };
}
