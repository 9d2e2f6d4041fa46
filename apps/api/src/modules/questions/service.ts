import type { PageQuery } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import type {
  Answer,
  QuestionCard,
  QuestionDetail,
  QuestionFilters,
  QuestionsListing,
  QuestionsQuery,
} from '@lp/contract/questions';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users, userTags } from '../../db/schema/accounts.ts';
import { answers, answerVotes, questions, questionTags, questionVotes } from '../../db/schema/questions.ts';
import { tags } from '../../db/schema/taxonomy.ts';
import { notFound } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import { paginate } from '../../platform/paging.ts';
import type { Points } from '../../platform/points.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { authorOf, communityLimit, isMine } from '../../shared/community.ts';
import { hiddenNoticeOf, visibleTo } from '../../shared/hidden-content.ts';
import { createAnswers } from './answers.ts';
import { createAsking } from './asking.ts';
import { createHiding } from './hiding.ts';
import { type CardRow, cardColumns, TRENDING_WINDOW, toCard, trendingScore } from './question-cards.ts';
import { createVotes } from './votes.ts';

export type QuestionsDeps = {
  events: Events;
  points: Points;
  rateLimiter: RateLimiter;
  /** Multiplies COMMUNITY_RATE_LIMITS (config.communityRateLimitFactor). */
  rateLimitFactor: number;
};

export function createQuestionsService(db: Database, deps: QuestionsDeps) {
  const limit = communityLimit(deps.rateLimiter, deps.rateLimitFactor);

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
  const asking = createAsking(db, { limit, questionRow, detail });
  const hiding = createHiding(deps, { answerRow, questionRow });

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

    add: asking.add,
    edit: asking.edit,
    remove: asking.remove,
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

    setHidden: hiding.setHidden,

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
