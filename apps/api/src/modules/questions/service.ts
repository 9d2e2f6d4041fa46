import type { Author, PageQuery } from '@lp/contract/common';
import { COMMUNITY_RATE_LIMITS } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import type {
  AddQuestionBody,
  Answer,
  QuestionCard,
  QuestionDetail,
  QuestionFilters,
  QuestionsListing,
  QuestionsQuery,
  VoteResponse,
} from '@lp/contract/questions';
import { and, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../db/client.ts';
import { users, userTags } from '../../db/schema/accounts.ts';
import { answers, answerVotes, questions, questionTags, questionVotes } from '../../db/schema/questions.ts';
import { tags } from '../../db/schema/taxonomy.ts';
import { requireOwned } from '../../platform/access.ts';
import { ApiError, invalidField, notFound } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import type { Notifications } from '../../platform/notifications.ts';
import { pageWindow, toListing } from '../../platform/paging.ts';
import type { Points } from '../../platform/points.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';

export type QuestionsDeps = {
  events: Events;
  points: Points;
  notifications: Notifications;
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

/** The author as the contract shows it: null once their account is deleted (the row's user_id went null, ADR 0012). */
const authorOf = (userId: number | null, fullName: string | null): Author =>
  userId === null ? null : { id: userId, fullName: fullName ?? '' };

/** Whether the viewer wrote it: never for a visitor, and never for a text whose author is gone (null is nobody). */
const isMine = (viewerId: number | null, userId: number | null): boolean => viewerId !== null && viewerId === userId;

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
});

/** Trending: recent activity weighted by votes and answers, decaying with the hours since. */
const trendingScore = sql`(${questions.score} + 2 * ${questions.answerCount} + 1) / power(extract(epoch from (now() - ${questions.lastActivityAt})) / 3600 + 2, 1.5)`;
const TRENDING_WINDOW = sql`now() - interval '30 days'`;

export function createQuestionsService(db: Database, deps: QuestionsDeps) {
  const { events, points, notifications, rateLimiter } = deps;

  const limit = (bucket: keyof typeof COMMUNITY_RATE_LIMITS, userId: number) =>
    rateLimiter.consume(`community.${bucket}`, [`user:${userId}`], {
      pointsPerMinute: Math.round(COMMUNITY_RATE_LIMITS[bucket] * deps.rateLimitFactor),
    });

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
    const conditions: (SQL | undefined)[] = [];
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
    const { limit: take, offset } = pageWindow(page);
    const [rows, [total]] = await Promise.all([
      db
        .select(cardColumns)
        .from(questions)
        .leftJoin(users, eq(users.id, questions.userId))
        .where(where)
        .orderBy(...order)
        .limit(take)
        .offset(offset),
      db.select({ n: count() }).from(questions).where(where),
    ]);
    return toListing((rows as CardRow[]).map(toCard), total?.n ?? 0, page, noMore);
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
        voted: viewerId
          ? sql<boolean>`exists (select 1 from ${answerVotes} v where v.answer_id = ${answers.id} and v.user_id = ${viewerId})`
          : sql<boolean>`false`,
      })
      .from(answers)
      .leftJoin(users, eq(users.id, answers.userId))
      .where(eq(answers.questionId, questionId))
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
      .where(eq(questions.id, id))
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
        .where(eq(table.id, id))
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

  async function titleOf(questionId: number): Promise<string> {
    const [row] = await db.select({ title: questions.title }).from(questions).where(eq(questions.id, questionId));
    return row?.title ?? '';
  }

  // Notifications for the asker and answerers: each keyed by its cause, so a retried handler notifies once.
  // A null author (the account was deleted, ADR 0012) has nobody to tell.
  events.on(
    'answer.posted',
    async ({ payload }) => {
      if (payload.askerId === null || payload.askerId === payload.answerAuthorId) return;
      const [author] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, payload.answerAuthorId));
      await notifications.notify(undefined, {
        userId: payload.askerId,
        type: 'community',
        key: `answer.posted:${payload.answerId}`,
        title: `${author?.name ?? 'Someone'} answered your question`,
        body: await titleOf(payload.questionId),
        link: `/questions/${payload.questionId}#answer-${payload.answerId}`,
      });
    },
    { name: 'questions.notify-asker' },
  );
  events.on(
    'answer.accepted',
    async ({ payload }) => {
      if (payload.answerAuthorId === null || payload.answerAuthorId === payload.acceptedBy) return;
      await notifications.notify(undefined, {
        userId: payload.answerAuthorId,
        type: 'community',
        key: `answer.accepted:${payload.answerId}`,
        title: 'Your answer was accepted',
        body: await titleOf(payload.questionId),
        link: `/questions/${payload.questionId}#answer-${payload.answerId}`,
      });
    },
    { name: 'questions.notify-answerer' },
  );
  events.on(
    'question.voted',
    async ({ payload }) => {
      if (payload.authorId === null) return;
      await notifications.notify(undefined, {
        userId: payload.authorId,
        type: 'community',
        key: `question.voted:${payload.questionId}:${payload.votedBy}`,
        title: 'Someone upvoted your question',
        body: await titleOf(payload.questionId),
        link: `/questions/${payload.questionId}`,
      });
    },
    { name: 'questions.notify-question-vote' },
  );
  events.on(
    'answer.voted',
    async ({ payload }) => {
      if (payload.authorId === null) return;
      await notifications.notify(undefined, {
        userId: payload.authorId,
        type: 'community',
        key: `answer.voted:${payload.answerId}:${payload.votedBy}`,
        title: 'Someone upvoted your answer',
        body: await titleOf(payload.questionId),
        link: `/questions/${payload.questionId}#answer-${payload.answerId}`,
      });
    },
    { name: 'questions.notify-answer-vote' },
  );

  return {
    async list(query: QuestionsQuery): Promise<QuestionsListing> {
      return cardsWhere(filterWhere(query), orderOf(query), query, MESSAGES.noMoreQuestions);
    },

    async filters(): Promise<QuestionFilters> {
      const [tagRows, [status]] = await Promise.all([
        db
          .select({ id: tags.id, name: tags.name, slug: tags.slug, count: sql<number>`count(*)::int` })
          .from(questionTags)
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
          .from(questions),
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
        .where(sql`(${questions.title} % ${title} or ${questions.search} @@ plainto_tsquery('english', ${title}))`)
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

    async answer(userId: number, questionId: number, body: string): Promise<Answer> {
      const question = await questionRow(db, questionId);
      if (!question) throw notFound(MESSAGES.questionNotFound);
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
          .returning({ id: answers.id, accepted: answers.accepted });
        if (deleted.length === 0) return;
        // An accepted answer that goes takes its points with it (answering again must not earn them twice).
        if (deleted[0]?.accepted) {
          await points.reverse(tx, { userId, reason: 'acceptedAnswer', objectType: 'answer', objectId: id });
        }
        await tx
          .update(questions)
          .set({
            answerCount: sql`greatest(${questions.answerCount} - 1, 0)`,
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
      if (!answer) throw notFound(MESSAGES.answerNotFound);
      await db.transaction(async (tx: Tx) => {
        const [question] = await tx
          .select({ userId: questions.userId, acceptedAnswerId: questions.acceptedAnswerId })
          .from(questions)
          .where(eq(questions.id, answer.questionId))
          .for('update');
        if (!question) throw notFound(MESSAGES.questionNotFound);
        if (question.userId !== userId) throw new ApiError(403, MESSAGES.onlyAskerAccepts);
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
        const [question] = await tx
          .select({ userId: questions.userId, acceptedAnswerId: questions.acceptedAnswerId })
          .from(questions)
          .where(eq(questions.id, answer.questionId))
          .for('update');
        if (!question) throw notFound(MESSAGES.questionNotFound);
        if (question.userId !== userId) throw new ApiError(403, MESSAGES.onlyAskerAccepts);
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

    /** The caller's questions (`asked`) or the questions they answered (`answered`), newest first. */
    async listMine(userId: number, query: PageQuery & { type: 'asked' | 'answered' }) {
      const where =
        query.type === 'asked'
          ? eq(questions.userId, userId)
          : sql`exists (select 1 from ${answers} a where a.question_id = ${questions.id} and a.user_id = ${userId})`;
      return cardsWhere(
        where,
        [sql`${questions.createdAt} desc`, sql`${questions.id} desc`],
        query,
        query.type === 'asked' ? MESSAGES.noMoreQuestions : MESSAGES.noMoreQuestions,
      );
    },

    /** Questions carrying any of the caller's tags (the welcome form's), newest first. */
    async listTagged(userId: number, query: PageQuery) {
      const where = sql`exists (select 1 from ${questionTags} qt join ${userTags} ut on ut.tag_id = qt.tag_id and ut.user_id = ${userId} where qt.question_id = ${questions.id})`;
      return cardsWhere(where, [sql`${questions.createdAt} desc`, sql`${questions.id} desc`], query, MESSAGES.noMoreQuestions);
    },

    /** Title and asker of a question: for reports and search. */
    async exists(id: number): Promise<boolean> {
      return Boolean(await questionRow(db, id));
    },

    async answerExists(id: number): Promise<boolean> {
      return Boolean(await answerRow(db, id));
    },

    /** Question cards for search: by id, in the given order (an id without a question is left out). */
    async cardsByIds(ids: number[]): Promise<QuestionCard[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(cardColumns)
        .from(questions)
        .leftJoin(users, eq(users.id, questions.userId))
        .where(inArray(questions.id, ids));
      const byId = new Map((rows as CardRow[]).map((row) => [row.id, toCard(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;
