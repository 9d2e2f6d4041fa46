import type { CaseObjectType } from '@lp/contract/staff';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { postComments, posts } from '../../db/schema/posts.ts';
import { answers, questions } from '../../db/schema/questions.ts';

/** A reported object as a case shows it. */
export type CaseObject = {
  type: CaseObjectType;
  id: number;
  text: string;
  url: string;
  authorId: number | null;
  hidden: boolean;
};

/** The objects of one type by id (reading other modules' tables for a case is a join, not a write). */
export async function objectsOf(executor: Executor, type: CaseObjectType, ids: number[]): Promise<CaseObject[]> {
  if (ids.length === 0) return [];
  if (type === 'question') {
    const rows = await executor
      .select({
        id: questions.id,
        title: questions.title,
        body: questions.body,
        userId: questions.userId,
        hiddenAt: questions.hiddenAt,
      })
      .from(questions)
      .where(inArray(questions.id, ids));
    return rows.map((r) => ({
      type,
      id: r.id,
      text: `${r.title}\n\n${r.body}`,
      url: `/questions/${r.id}`,
      authorId: r.userId,
      hidden: r.hiddenAt !== null,
    }));
  }
  if (type === 'answer') {
    const rows = await executor
      .select({
        id: answers.id,
        body: answers.body,
        questionId: answers.questionId,
        userId: answers.userId,
        hiddenAt: answers.hiddenAt,
      })
      .from(answers)
      .where(inArray(answers.id, ids));
    return rows.map((r) => ({
      type,
      id: r.id,
      text: r.body,
      url: `/questions/${r.questionId}#answer-${r.id}`,
      authorId: r.userId,
      hidden: r.hiddenAt !== null,
    }));
  }
  if (type === 'post') {
    const rows = await executor
      .select({ id: posts.id, text: posts.text, userId: posts.userId, hiddenAt: posts.hiddenAt })
      .from(posts)
      .where(inArray(posts.id, ids));
    return rows.map((r) => ({
      type,
      id: r.id,
      text: r.text,
      url: `/feed/${r.id}`,
      authorId: r.userId,
      hidden: r.hiddenAt !== null,
    }));
  }
  const rows = await executor
    .select({
      id: postComments.id,
      body: postComments.body,
      postId: postComments.postId,
      userId: postComments.userId,
      hiddenAt: postComments.hiddenAt,
    })
    .from(postComments)
    .where(inArray(postComments.id, ids));
  return rows.map((r) => ({
    type,
    id: r.id,
    text: r.body,
    url: `/feed/${r.postId}#comment-${r.id}`,
    authorId: r.userId,
    hidden: r.hiddenAt !== null,
  }));
}

export async function objectOf(executor: Executor, type: CaseObjectType, id: number): Promise<CaseObject | undefined> {
  const [object] = await objectsOf(executor, type, [id]);
  return object;
}
