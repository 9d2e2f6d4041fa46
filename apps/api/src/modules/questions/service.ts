import type { PageQuery } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import type {
  AddQuestionBody,
  Answer,
  QuestionCard,
  QuestionDetail,
  QuestionFilters,
  QuestionsListing,
  QuestionsQuery,
} from '@lp/contract/questions';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../db/client.ts';
import { users, userTags } from '../../db/schema/accounts.ts';
import { answers, answerVotes, questions, questionTags, questionVotes } from '../../db/schema/questions.ts';
import { tags } from '../../db/schema/taxonomy.ts';
import { requireOwned } from '../../platform/access.ts';
import { invalidField, notFound } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import { paginate } from '../../platform/paging.ts';
import type { Points } from '../../platform/points.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { authorOf, communityLimit, isMine } from '../../shared/community.ts';
import { hiddenNoticeOf, visibleTo } from '../../shared/hidden-content.ts';
import { createAnswers } from './answers.ts';
import { createVotes } from './votes.ts';

export type QuestionsDeps = {
  events: Events;
  points: Points;
  rateLimiter: RateLimiter;
  /** Multiplies COMMUNITY_RATE_LIMITS (config.communityRateLimitFactor). */
  rateLimitFactor: number;
};

const EXCERPT_CHARS = 240;

/** Tags of a question as a JSON array, in name order. */
const tagsJson = sql<{ id: number; name: string; slug: string }[]>`coalesce((
  select json_agg(json_build_object('id', t.id, 'name', t.name, 'slug', t.slug) order by t.name)
  from ${questionTags} qt join ${tags} t on t.id = qt.tag_id
  where qt.question_id = ${questions.id}), '[]'::json)`;

const cardColumns = {
  id: questions.id,
  userId: questions.userId,
  title: questions.title,
  excerpt: sql<string>`left(${questions.body}, ${EXCERPT_CHARS})`,
  score: questions.score,
  answerCount: questions.answerCount,
  acceptedAnswerId: questions.acceptedAnswerId,
  featured: questions.featured,
  createdAt: questions.createdAt,
  lastActivityAt: questions.lastActivityAt,
  authorName: users.fullName,
  tags: tagsJson,
  hiddenAt: questions.hiddenAt,
  hiddenReason: questions.hiddenReason,
};

type CardRow = {
  id: number;
  userId: number | null;
  title: string;
  excerpt: string;
  score: number;
  answerCount: number;
  acceptedAnswerId: number | null;
  featured: boolean;
  createdAt: Date;
  lastActivityAt: Date;
  authorName: string | null;
  tags: { id: number; name: string; slug: string }[];
  hiddenAt: Date | null;
  hiddenReason: string | null;
};

/** The excerpt is plain text: Markdown marks dropped, whitespace folded. */
function plainExcerpt(text: string): string {
  const plain = text
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/[`*_~]+/g, '')
    .replace(/[>#[\]()!]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length >= EXCERPT_CHARS - 1 ? `${plain.slice(0, EXCERPT_CHARS - 20).trimEnd()}…` : plain;
}

const toCard = (row: CardRow): QuestionCard => ({
  id: row.id,
  title: row.title,
  excerpt: plainExcerpt(row.excerpt),
  score: row.score,
  answerCount: row.answerCount,
  accepted: row.acceptedAnswerId !== null,
  featured: row.featured,
  tags: row.tags,
  author: authorOf(row.userId, row.authorName),
  createdAt: new Date(row.createdAt).toISOString(),
  lastActivityAt: new Date(row.lastActivityAt).toISOString(),
  ...hiddenNoticeOf(row),
});

/** Trending: recent activity weighted by votes and answers, decaying with the hours since. */
const trendingScore = sql`(${questions.score} + 2 * ${questions.answerCount} + 1) / power(extract(epoch from (now() - ${questions.lastActivityAt})) / 3600 + 2, 1.5)`;
const TRENDING_WINDOW = sql`now() - interval '30 days'`;

export function createQuestionsService(db: Database, deps: QuestionsDeps) {
  const limit = communityLimit(deps.rateLimiter, deps.rateLimitFactor);

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

  function filterWhere(query: QuestionsQuery): SQL | undefined {
    const conditions: (SQL | undefined)[] = [visibleTo(questions, null)];
    if (query.tag) {
      const slugs = query.tag
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean);
      if (slugs.length > 0) {
        conditions.push(
          sql`exists (select 1 from ${questionTags} qt join ${tags} t on t.id = qt.tag_id where qt.question_id = ${questions.id} and t.slug in (${sql.join(
            slugs.map((s) => sql`${s}`),
            sql`, `,
          )}))`,
        );
      }
    }
    if (query.status === 'unanswered') conditions.push(eq(questions.answerCount, 0));
    if (query.status === 'answered') conditions.push(sql`${questions.answerCount} > 0`);
    if (query.status === 'accepted') conditions.push(isNotNull(questions.acceptedAnswerId));
    if (query.featured) conditions.push(eq(questions.featured, true));
    if (query.trending) conditions.push(sql`${questions.lastActivityAt} > ${TRENDING_WINDOW}`);
    if (query.q) conditions.push(sql`${questions.search} @@ websearch_to_tsquery('english', ${query.q})`);
    return and(...conditions);
  }

  function orderOf(query: QuestionsQuery): SQL[] {
    if (query.trending) return [sql`${trendingScore} desc`, sql`${questions.id} desc`];
    if (query.sort === 'votes') return [sql`${questions.score} desc`, sql`${questions.id} desc`];
    if (query.sort === 'active') return [sql`${questions.lastActivityAt} desc`, sql`${questions.id} desc`];
    return [sql`${questions.createdAt} desc`, sql`${questions.id} desc`];
  }

  async function cardsWhere(where: SQL | undefined, order: SQL[], page: PageQuery, noMore: string) {
    return paginate(
      page,
      {
        rows: async ({ limit: take, offset }) => {
          const rows = await db
            .select(cardColumns)
            .from(questions)
            .leftJoin(users, eq(users.id, questions.userId))
            .where(where)
            .orderBy(...order)
            .limit(take)
            .offset(offset);
          return (rows as CardRow[]).map(toCard);
        },
        count: () => db.$count(questions, where),
      },
      noMore,
    );
  }

  async function answersOf(questionId: number, viewerId: number | null): Promise<Answer[]> {
    const rows = await db
      .select({
        id: answers.id,
        questionId: answers.questionId,
        userId: answers.userId,
        body: answers.body,
        score: answers.score,
        accepted: answers.accepted,
        createdAt: answers.createdAt,
        updatedAt: answers.updatedAt,
        authorName: users.fullName,
        hiddenAt: answers.hiddenAt,
        hiddenReason: answers.hiddenReason,
        voted: viewerId
          ? sql<boolean>`exists (select 1 from ${answerVotes} v where v.answer_id = ${answers.id} and v.user_id = ${viewerId})`
          : sql<boolean>`false`,
      })
      .from(answers)
      .leftJoin(users, eq(users.id, answers.userId))
      .where(and(eq(answers.questionId, questionId), visibleTo(answers, viewerId)))
      // Accepted first, then by votes, then oldest first (Stack Overflow's default).
      .orderBy(sql`${answers.accepted} desc`, sql`${answers.score} desc`, answers.createdAt, answers.id);
    return rows.map((row) => ({
      id: row.id,
      questionId: row.questionId,
      body: row.body,
      score: row.score,
      accepted: row.accepted,
      author: authorOf(row.userId, row.authorName),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      mine: isMine(viewerId, row.userId),
      voted: Boolean(row.voted),
      ...hiddenNoticeOf(row),
    }));
  }

  async function answerRow(executor: Executor, id: number) {
    const [row] = await executor.select().from(answers).where(eq(answers.id, id)).limit(1);
    return row;
  }

  async function questionRow(executor: Executor, id: number) {
    const [row] = await executor.select().from(questions).where(eq(questions.id, id)).limit(1);
    return row;
  }

  async function detail(id: number, viewerId: number | null): Promise<QuestionDetail> {
    const [row] = await db
      .select({
        ...cardColumns,
        body: questions.body,
        updatedAt: questions.updatedAt,
        voted: viewerId
          ? sql<boolean>`exists (select 1 from ${questionVotes} v where v.question_id = ${questions.id} and v.user_id = ${viewerId})`
          : sql<boolean>`false`,
      })
      .from(questions)
      .leftJoin(users, eq(users.id, questions.userId))
      .where(and(eq(questions.id, id), visibleTo(questions, viewerId)))
      .limit(1);
    if (!row) throw notFound(MESSAGES.questionNotFound);
    return {
      ...toCard(row as CardRow),
      body: row.body,
      updatedAt: row.updatedAt.toISOString(),
      acceptedAnswerId: row.acceptedAnswerId,
      mine: isMine(viewerId, row.userId),
      voted: Boolean(row.voted),
      answers: await answersOf(id, viewerId),
    };
  }

  const votes = createVotes(db, deps, { limit });
  const answerUseCases = createAnswers(db, deps, { limit, answerRow, questionRow, answersOf });

  return {
    async list(query: QuestionsQuery): Promise<QuestionsListing> {
      return cardsWhere(filterWhere(query), orderOf(query), query, MESSAGES.noMoreQuestions);
    },

    async filters(): Promise<QuestionFilters> {
      const [tagRows, [status]] = await Promise.all([
        db
          .select({ id: tags.id, name: tags.name, slug: tags.slug, count: sql<number>`count(*)::int` })
          .from(questionTags)
          .innerJoin(questions, and(eq(questions.id, questionTags.questionId), visibleTo(questions, null)))
          .innerJoin(tags, eq(tags.id, questionTags.tagId))
          .groupBy(tags.id, tags.name, tags.slug)
          .orderBy(sql`count(*) desc`, tags.name)
          .limit(40),
        db
          .select({
            unanswered: sql<number>`count(*) filter (where ${questions.answerCount} = 0)::int`,
            answered: sql<number>`count(*) filter (where ${questions.answerCount} > 0)::int`,
            accepted: sql<number>`count(*) filter (where ${questions.acceptedAnswerId} is not null)::int`,
          })
          .from(questions)
          .where(visibleTo(questions, null)),
      ]);
      return {
        tags: tagRows,
        statuses: [
          { value: 'unanswered', count: status?.unanswered ?? 0 },
          { value: 'answered', count: status?.answered ?? 0 },
          { value: 'accepted', count: status?.accepted ?? 0 },
        ],
      };
    },

    /** Questions whose title is like the one being typed (trigram similarity, then words). */
    async similar(title: string) {
      if (title.trim().length < 4) return { results: [] };
      const rows = await db
        .select({
          id: questions.id,
          title: questions.title,
          answerCount: questions.answerCount,
          accepted: sql<boolean>`${questions.acceptedAnswerId} is not null`,
        })
        .from(questions)
        .where(
          and(
            sql`(${questions.title} % ${title} or ${questions.search} @@ plainto_tsquery('english', ${title}))`,
            visibleTo(questions, null),
          ),
        )
        .orderBy(sql`similarity(${questions.title}, ${title}) desc`, sql`${questions.score} desc`)
        .limit(5);
      return { results: rows.map((r) => ({ ...r, accepted: Boolean(r.accepted) })) };
    },

    detail,

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

    answer: answerUseCases.answer,
    editAnswer: answerUseCases.editAnswer,
    deleteAnswer: answerUseCases.deleteAnswer,
    accept: answerUseCases.accept,
    unaccept: answerUseCases.unaccept,
    vote: votes.vote,
    withdrawVotesOf: votes.withdrawVotesOf,

    /** The caller's questions (`asked`) or the questions they answered (`answered`), newest first. */
    async listMine(userId: number, query: PageQuery & { type: 'asked' | 'answered' }) {
      const where =
        query.type === 'asked'
          ? eq(questions.userId, userId)
          : and(
              sql`exists (select 1 from ${answers} a where a.question_id = ${questions.id} and a.user_id = ${userId})`,
              visibleTo(questions, userId),
            );
      return cardsWhere(
        where,
        [sql`${questions.createdAt} desc`, sql`${questions.id} desc`],
        query,
        query.type === 'asked' ? MESSAGES.noMoreQuestions : MESSAGES.noMoreQuestions,
      );
    },

    /** Questions carrying any of the caller's tags (the welcome form's), newest first. */
    async listTagged(userId: number, query: PageQuery) {
      const where = and(
        sql`exists (select 1 from ${questionTags} qt join ${userTags} ut on ut.tag_id = qt.tag_id and ut.user_id = ${userId} where qt.question_id = ${questions.id})`,
        visibleTo(questions, null),
      );
      return cardsWhere(where, [sql`${questions.createdAt} desc`, sql`${questions.id} desc`], query, MESSAGES.noMoreQuestions);
    },

    /** Title and asker of a question: for reports and search. */
    async exists(id: number): Promise<boolean> {
      return Boolean(await questionRow(db, id));
    },

    async answerExists(id: number): Promise<boolean> {
      return Boolean(await answerRow(db, id));
    },

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

    /** Question cards for search: by id, in the given order (an id without a question is left out). */
    async cardsByIds(ids: number[]): Promise<QuestionCard[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(cardColumns)
        .from(questions)
        .leftJoin(users, eq(users.id, questions.userId))
        .where(and(inArray(questions.id, ids), visibleTo(questions, null)));
      const byId = new Map((rows as CardRow[]).map((row) => [row.id, toCard(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;
