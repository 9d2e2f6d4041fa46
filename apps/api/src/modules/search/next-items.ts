import type { Listing } from '@lp/contract/common';
import { FIXME_LANGUAGE_LABELS } from '@lp/contract/fixme-labels';
import { INTERVIEW_CATEGORY_LABELS } from '@lp/contract/interview-labels';
import { MESSAGES } from '@lp/contract/messages';
import type { NextItem } from '@lp/contract/search';
import { NEXT_ITEM_MODELS, type NextItemModel } from '@lp/contract/search-models';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { fixmeProblems, fixmeSubmissions } from '../../db/schema/fixme.ts';
import { interviewAttempts, interviews } from '../../db/schema/interviews.ts';
import { quizAttempts, quizzes } from '../../db/schema/quizzes.ts';
import { streams } from '../../db/schema/taxonomy.ts';
import type { PremiumCheck } from '../../platform/access.ts';
import { pageWindow, toListing } from '../../platform/paging.ts';
import { labelOf } from './search-sql.ts';

export type NextExclude = { model: NextItemModel; id: number };

export function parseExclude(value: string | undefined): NextExclude | undefined {
  if (!value) return undefined;
  const [model, id] = value.split(':');
  return (NEXT_ITEM_MODELS as readonly string[]).includes(model ?? '')
    ? { model: model as NextItemModel, id: Number(id) }
    : undefined;
}

/** The next-item search: what to go on to after a quiz, a FixMe problem or an interview. */
export function createNextItems(db: Database, isPremium: PremiumCheck) {
  /**
   * One branch of the next-item union: the items of one model with what ranks them. `matched`:
   * the item shares a word with the term; `done`: the caller has passed, solved or completed it;
   * `locked`: premium and the caller is not.
   */
  function nextBranch(
    model: NextItemModel,
    item: {
      table: typeof quizzes | typeof fixmeProblems | typeof interviews;
      id: AnyPgColumn;
      slug: AnyPgColumn;
      title: AnyPgColumn;
      subtitle: SQL;
      isPremium: AnyPgColumn;
      featured: SQL;
      search: AnyPgColumn;
      done: SQL;
    },
    anyWord: SQL | null,
    premium: boolean,
    exclude: NextExclude | undefined,
  ) {
    // The item's text and what it is about (stream, language and topic, kind), so that the finished
    // item's stream or topic finds its neighbours.
    const document = sql`(${item.search} || to_tsvector('english', ${item.subtitle}))`;
    const matched = anyWord ? sql`(${document} @@ ${anyWord})` : sql`false`;
    const rank = anyWord ? sql`ts_rank_cd(${document}, ${anyWord})` : sql`0`;
    return db
      .select({
        model: sql<NextItemModel>`${model}::text`.as('model'),
        id: sql<number>`${item.id}`.as('id'),
        slug: sql<string>`${item.slug}`.as('slug'),
        title: sql<string>`${item.title}`.as('title'),
        subtitle: sql<string>`${item.subtitle}`.as('subtitle'),
        isPremium: sql<boolean>`${item.isPremium}`.as('is_premium'),
        matched: sql<number>`(${matched})::int`.as('matched'),
        done: sql<number>`(${item.done})::int`.as('done'),
        locked: sql<number>`(${item.isPremium} and not ${premium})::int`.as('locked'),
        rank: sql<number>`(${rank})::float8`.as('rank'),
        featured: sql<number>`(${item.featured})::int`.as('featured'),
        modelOrder: sql<number>`${NEXT_ITEM_MODELS.indexOf(model)}::int`.as('model_order'),
      })
      .from(item.table)
      .where(exclude?.model === model ? sql`${item.id} <> ${exclude.id}` : undefined);
  }

  /**
   * The next-item search (SPEC §9): fix me, quiz and mock interview items only, in one query.
   * What the caller has not done yet comes first; among it, items sharing any word with the term
   * in their text, stream, language, topic or kind (best ranked first: a title match outranks a
   * shared stream), then the others (featured first), so that there is always something to
   * go on to. Premium items the caller cannot open go after those they can. `exclude` is the item
   * just finished.
   */
  async function nextItems(
    term: string,
    page: { page: number; page_size: number },
    viewerId: number | null,
    exclude: NextExclude | undefined,
  ): Promise<Listing<NextItem>> {
    const words = [...new Set(term.toLowerCase().match(/[a-z0-9]+/g) ?? [])].filter((w) => w.length > 2);
    const anyWord = words.length > 0 ? sql`to_tsquery('english', ${words.join(' | ')})` : null;
    const premium = viewerId === null ? false : await isPremium(viewerId);
    const doneBy = (condition: (user: number) => SQL) => (viewerId === null ? sql`false` : condition(viewerId));
    const branches = [
      nextBranch(
        'quiz',
        {
          table: quizzes,
          id: quizzes.id,
          slug: quizzes.slug,
          title: quizzes.title,
          subtitle: sql`coalesce((select ${streams.name} from ${streams} where ${streams.id} = ${quizzes.streamId}), '')`,
          isPremium: quizzes.isPremium,
          featured: sql`${quizzes.featured}`,
          search: quizzes.search,
          done: doneBy(
            (user) =>
              sql`exists (select 1 from ${quizAttempts} a where a.quiz_id = ${quizzes.id} and a.user_id = ${user} and a.passed)`,
          ),
        },
        anyWord,
        premium,
        exclude,
      ),
      nextBranch(
        'fixme',
        {
          table: fixmeProblems,
          id: fixmeProblems.id,
          slug: fixmeProblems.slug,
          title: fixmeProblems.title,
          subtitle: sql`${labelOf(sql`${fixmeProblems.language}`, FIXME_LANGUAGE_LABELS)} || ' · ' || ${fixmeProblems.topicName}`,
          isPremium: fixmeProblems.isPremium,
          featured: sql`false`,
          search: fixmeProblems.search,
          done: doneBy(
            (user) =>
              sql`exists (select 1 from ${fixmeSubmissions} s where s.problem_id = ${fixmeProblems.id} and s.user_id = ${user} and s.result = 'passed')`,
          ),
        },
        anyWord,
        premium,
        exclude,
      ),
      nextBranch(
        'interview',
        {
          table: interviews,
          id: interviews.id,
          slug: interviews.slug,
          title: interviews.title,
          subtitle: labelOf(sql`${interviews.category}`, INTERVIEW_CATEGORY_LABELS),
          isPremium: interviews.isPremium,
          featured: sql`false`,
          search: interviews.search,
          done: doneBy(
            (user) =>
              sql`exists (select 1 from ${interviewAttempts} a where a.interview_id = ${interviews.id} and a.user_id = ${user} and a.status = 'completed')`,
          ),
        },
        anyWord,
        premium,
        exclude,
      ),
    ] as const;
    const items = unionAll(...branches).as('items');
    const { limit, offset } = pageWindow(page);
    const rows = await db
      .select({
        model: items.model,
        id: sql<number>`${items.id}`.mapWith(Number),
        slug: items.slug,
        title: items.title,
        subtitle: items.subtitle,
        isPremium: items.isPremium,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(items)
      .orderBy(
        asc(items.done),
        desc(items.matched),
        asc(items.locked),
        desc(items.rank),
        desc(items.featured),
        asc(items.modelOrder),
        asc(items.id),
      )
      .limit(limit)
      .offset(offset);
    // An empty page is either an empty first page (no items at all) or a page past the end (a 404).
    return toListing(
      rows.map(({ total: _total, ...item }) => ({ ...item, isPremium: Boolean(item.isPremium) })),
      rows[0]?.total ?? 0,
      page,
      MESSAGES.noMoreItems,
    );
  }

  return nextItems;
}
