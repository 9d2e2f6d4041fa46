import { MESSAGES } from '@lp/contract/messages';
import type { AddQuestionBody, QuestionDetail } from '@lp/contract/questions';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { questions, questionTags } from '../../db/schema/questions.ts';
import { tags } from '../../db/schema/taxonomy.ts';
import { requireOwned } from '../../platform/access.ts';
import { invalidField } from '../../platform/errors.ts';

/** Asking, editing and deleting one's question (asking is rate limited; tags must exist). */
export function createAsking(
  db: Database,
  helpers: {
    limit: (bucket: 'ask', userId: number) => Promise<void>;
    questionRow: (executor: Executor, id: number) => Promise<typeof questions.$inferSelect | undefined>;
    detail: (id: number, viewerId: number | null) => Promise<QuestionDetail>;
  },
) {
  const { limit, questionRow, detail } = helpers;

  async function tagIdsOf(executor: Executor, slugs: string[]): Promise<number[]> {
    const unique = [...new Set(slugs.map((s) => s.toLowerCase()))];
    const rows = await executor.select({ id: tags.id, slug: tags.slug }).from(tags).where(inArray(tags.slug, unique));
    const found = new Set(rows.map((r) => r.slug));
    if (unique.some((slug) => !found.has(slug))) throw invalidField('tags', MESSAGES.questionTagUnknown);
    // One id per slug (a slug may exist in two streams: take the first).
    const bySlug = new Map<string, number>();
    for (const row of rows) if (!bySlug.has(row.slug)) bySlug.set(row.slug, row.id);
    return [...bySlug.values()];
  }

  return {
    async add(userId: number, input: { title: string; body: string; tags: string[] }): Promise<QuestionDetail> {
      await limit('ask', userId);
      const id = await db.transaction(async (tx) => {
        const tagIds = await tagIdsOf(tx, input.tags);
        const [row] = await tx
          .insert(questions)
          .values({ userId, title: input.title, body: input.body })
          .returning({ id: questions.id });
        if (!row) throw new Error('question insert returned no row');
        await tx.insert(questionTags).values(tagIds.map((tagId) => ({ questionId: row.id, tagId })));
        return row.id;
      });
      return detail(id, userId);
    },

    async edit(userId: number, id: number, input: AddQuestionBody): Promise<QuestionDetail> {
      requireOwned(
        await questionRow(db, id),
        { id: userId },
        { missing: MESSAGES.questionNotFound, notYours: MESSAGES.questionNotYours },
      );
      await db.transaction(async (tx) => {
        const tagIds = await tagIdsOf(tx, input.tags);
        await tx
          .update(questions)
          .set({ title: input.title, body: input.body, updatedAt: sql`now()` })
          .where(and(eq(questions.id, id), eq(questions.userId, userId)));
        await tx.delete(questionTags).where(eq(questionTags.questionId, id));
        await tx.insert(questionTags).values(tagIds.map((tagId) => ({ questionId: id, tagId })));
      });
      return detail(id, userId);
    },

    async remove(userId: number, id: number): Promise<void> {
      requireOwned(
        await questionRow(db, id),
        { id: userId },
        { missing: MESSAGES.questionNotFound, notYours: MESSAGES.questionNotYours },
      );
      await db.delete(questions).where(and(eq(questions.id, id), eq(questions.userId, userId)));
    },
  };
}
