import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { questions } from '../../db/schema/questions.ts';
import { reaction } from '../../platform/module.ts';
import { noticeOf } from '../../platform/notice-texts.ts';
import type { Notifications } from '../../platform/notifications.ts';

/**
 * Notifications for the asker and answerers: each keyed by its cause, so a retried handler
 * notifies once. A null author (the account was deleted, ADR 0012) has nobody to tell.
 */
export function questionsReactions(db: Database, notifications: Notifications) {
  async function titleOf(questionId: number): Promise<string> {
    const [row] = await db.select({ title: questions.title }).from(questions).where(eq(questions.id, questionId));
    return row?.title ?? '';
  }

  return [
    reaction('answer.posted', 'questions.notify-asker', async ({ payload }) => {
      if (payload.askerId === null || payload.askerId === payload.answerAuthorId) return;
      const [author] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, payload.answerAuthorId));
      await notifications.notify(undefined, {
        userId: payload.askerId,
        type: 'community',
        key: `answer.posted:${payload.answerId}`,
        message: noticeOf('answer.posted', { name: author?.name ?? null, question: await titleOf(payload.questionId) }),
        link: `/questions/${payload.questionId}#answer-${payload.answerId}`,
      });
    }),
    reaction('answer.accepted', 'questions.notify-answerer', async ({ payload }) => {
      if (payload.answerAuthorId === null || payload.answerAuthorId === payload.acceptedBy) return;
      await notifications.notify(undefined, {
        userId: payload.answerAuthorId,
        type: 'community',
        key: `answer.accepted:${payload.answerId}`,
        message: noticeOf('answer.accepted', { question: await titleOf(payload.questionId) }),
        link: `/questions/${payload.questionId}#answer-${payload.answerId}`,
      });
    }),
    reaction('question.voted', 'questions.notify-question-vote', async ({ payload }) => {
      if (payload.authorId === null) return;
      await notifications.notify(undefined, {
        userId: payload.authorId,
        type: 'community',
        key: `question.voted:${payload.questionId}:${payload.votedBy}`,
        message: noticeOf('question.voted', { question: await titleOf(payload.questionId) }),
        link: `/questions/${payload.questionId}`,
      });
    }),
    reaction('answer.voted', 'questions.notify-answer-vote', async ({ payload }) => {
      if (payload.authorId === null) return;
      await notifications.notify(undefined, {
        userId: payload.authorId,
        type: 'community',
        key: `answer.voted:${payload.answerId}:${payload.votedBy}`,
        message: noticeOf('answer.voted', { question: await titleOf(payload.questionId) }),
        link: `/questions/${payload.questionId}#answer-${payload.answerId}`,
      });
    }),
  ];
}
