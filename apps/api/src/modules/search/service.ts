import type { Listing } from '@lp/contract/common';
import type { FixmeCard } from '@lp/contract/fixme';
import { FIXME_LANGUAGE_LABELS } from '@lp/contract/fixme-labels';
import { INTERVIEW_CATEGORY_LABELS } from '@lp/contract/interview-labels';
import type { InterviewCard } from '@lp/contract/interviews';
import { MESSAGES } from '@lp/contract/messages';
import type { Post } from '@lp/contract/posts';
import type { QuestionCard } from '@lp/contract/questions';
import type { NextItem, SearchCards, SearchGroup, SearchGroups, SearchSuggestion } from '@lp/contract/search';
import {
  hashtagOf,
  isSearchableModel,
  NEXT_ITEM_MODELS,
  type NextItemModel,
  SEARCH_GROUP_SIZE,
  SEARCHABLE_MODELS,
  type SearchableModel,
  type SearchModel,
  SUGGESTION_TERM_MIN_LENGTH,
  SUGGESTIONS_LIMIT,
} from '@lp/contract/search-models';
import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client.ts';
import { fixmeProblems, fixmeSubmissions } from '../../db/schema/fixme.ts';
import { interviewAttempts, interviews } from '../../db/schema/interviews.ts';
import { postHashtags, posts } from '../../db/schema/posts.ts';
import { questions, questionTags } from '../../db/schema/questions.ts';
import { quizAttempts, quizzes } from '../../db/schema/quizzes.ts';
import { streams, tags } from '../../db/schema/taxonomy.ts';
import type { PremiumCheck } from '../../platform/access.ts';
import { pageWindow, toListing } from '../../platform/paging.ts';
import { courseCardsByIds, instituteCardsByIds, jobCardsByIds, roadmapCardsByIds } from '../../shared/cards.ts';
import { TYPO_SIMILARITY } from '../../shared/did-you-mean.ts';
import { quizCardsByIds } from '../../shared/quiz-cards.ts';
import { slideDeckCardsByIds } from '../../shared/slide-deck-cards.ts';
import { labelOf, PREFIX_SIMILARITY, TABLES, VISIBLE } from './search-sql.ts';
import { mix, prefixQuery, suggestionsOf } from './suggestions.ts';

/**
 * Full-text search on the weighted `search` tsvector columns (title A > summary B > description C)
 * plus pg_trgm similarity on the title for typos. Both conditions are served by GIN indexes
 * (`*_search_idx` and `*_trgm_idx`, combined by a BitmapOr).
 */

/** ts_rank_cd weights for {D, C, B, A}, used among matches of the same field (see rankedIds). */
const RANK_WEIGHTS = '{0.01, 0.05, 0.2, 1.0}';

/** The cards that other modules build, handed in by the composition root. */
export type SearchPorts = {
  cards: {
    fixme: (ids: number[], viewerId: number | null) => Promise<FixmeCard[]>;
    interview: (ids: number[]) => Promise<InterviewCard[]>;
    question: (ids: number[]) => Promise<QuestionCard[]>;
    post: (ids: number[], viewerId: number | null) => Promise<Post[]>;
  };
  /** Premium items the caller cannot open go after those they can in the next-item search. */
  isPremium: PremiumCheck;
};

type CardsByIds = { [M in SearchableModel]: (ids: number[], viewerId: number | null) => Promise<SearchCards[M][]> };

/**
 * Runs `work` with pg_trgm's thresholds set for this transaction only (other modules keep the
 * defaults). Sequential scans are off too: the planner guesses a fixed selectivity for the trigram
 * operators, and a wrong guess would make it test every row instead of asking the GIN indexes.
 * JIT is off: the similarity functions inflate the cost estimates past jit_above_cost, and
 * compiling then took longer (~300 ms) than running the query.
 */
async function withTrigrams<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select
      set_config('pg_trgm.word_similarity_threshold', ${String(PREFIX_SIMILARITY)}, true),
      set_config('pg_trgm.strict_word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true),
      set_config('enable_seqscan', 'off', true),
      set_config('jit', 'off', true)`);
    return work(tx);
  });
}

type Page = { limit: number; offset: number };

/**
 * Ids of one page of matches in rank order, with the total number of matches. Full-text matches
 * come first: those whose title holds the whole query, then title and summary, then the rest,
 * and within each by weighted rank (ranks alone add up repeated mentions, so a description
 * that says "Kubernetes" four times would tie with a summary that says it once). Then titles
 * that merely look like the term (typos), by strict word similarity. A hashtag term finds only
 * posts with that hashtag (newest first) and questions with the tag of that name (best voted first).
 */
async function rankedIds(
  tx: Tx,
  model: SearchableModel,
  term: string,
  page: Page,
  mode?: MatchMode,
): Promise<{ ids: number[]; count: number }> {
  const hashtag = hashtagOf(term);
  if (hashtag) {
    // A hashtag is the community's word: the catalogue's text saying "placements" is not what `#placements` asks for.
    return model === 'post' || model === 'question' ? taggedIds(tx, model, hashtag, page) : { ids: [], count: 0 };
  }
  return rankedMatches(tx, model, term, page, mode ?? (await matchMode(tx, model, term)));
}

/**
 * How a term matches a model's rows: as text ("python"), else as the start of words ("pyth" finds
 * "Python"), else only as titles that look like it (typos). Titles that merely look like the term
 * are only looked for when nothing else matches: ranking every near-title of a common word across
 * 100,000 rows took most of a second, and a correctly spelled query has its answers in the text.
 */
type MatchMode = 'text' | 'prefix' | 'typo';

async function matchMode(tx: Tx, model: SearchableModel, term: string): Promise<MatchMode> {
  const { table, columns } = TABLES[model];
  const prefix = prefixQuery(term);
  const [found] = await tx
    .select({
      text: sql<boolean>`exists (select 1 from ${table} where ${and(sql`${columns.search} @@ websearch_to_tsquery('english', ${term}::text)`, VISIBLE[model])})`,
      prefix: prefix
        ? sql<boolean>`exists (select 1 from ${table} where ${and(sql`${columns.search} @@ ${prefix}`, VISIBLE[model])})`
        : sql<boolean>`false`,
    })
    .from(sql`(select 1) as one`);
  return found?.text ? 'text' : found?.prefix ? 'prefix' : 'typo';
}

async function rankedMatches(
  tx: Tx,
  model: SearchableModel,
  term: string,
  page: Page,
  mode: MatchMode,
): Promise<{ ids: number[]; count: number }> {
  const { table, columns } = TABLES[model];
  const query = mode === 'prefix' ? (prefixQuery(term) ?? sql`''::tsquery`) : sql`websearch_to_tsquery('english', ${term}::text)`;
  const fts = sql`(${columns.search} @@ ${query})`;
  const field = sql`case
    when ts_filter(${columns.search}, '{a}') @@ ${query} then 3
    when ts_filter(${columns.search}, '{a,b}') @@ ${query} then 2
    else 1 end`;
  const rows = await tx
    .select({ id: sql<number>`${columns.id}`.mapWith(Number), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(table)
    .where(and(mode === 'typo' ? sql`${term}::text <<% ${columns.title}` : fts, VISIBLE[model]))
    .orderBy(
      ...(mode !== 'typo'
        ? [sql`${field} desc`, sql`ts_rank_cd(${RANK_WEIGHTS}::float4[], ${columns.search}, ${query}) desc`]
        : [sql`strict_word_similarity(${term}::text, ${columns.title}) desc`]),
      asc(columns.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  return { ids: rows.map((r) => r.id), count: rows[0]?.total ?? 0 };
}

/**
 * Posts with the hashtag, newest first; questions with a tag of that name, best voted first. A
 * tag's slug may hold hyphens where a hashtag cannot (`#data_science`, `#datascience` and the tag
 * `data-science` are the same).
 */
async function taggedIds(tx: Tx, model: 'post' | 'question', hashtag: string, page: Page) {
  const total = sql<number>`count(*) over ()`.mapWith(Number);
  const rows =
    model === 'post'
      ? await tx
          .select({ id: posts.id, total })
          .from(posts)
          .where(
            and(sql`exists (select 1 from ${postHashtags} h where h.post_id = ${posts.id} and h.tag = ${hashtag})`, VISIBLE.post),
          )
          .orderBy(desc(posts.createdAt), desc(posts.id))
          .limit(page.limit)
          .offset(page.offset)
      : await tx
          .select({ id: questions.id, total })
          .from(questions)
          .where(
            and(
              sql`exists (select 1 from ${questionTags} qt join ${tags} t on t.id = qt.tag_id
              where qt.question_id = ${questions.id}
                and replace(t.slug, '-', '') = replace(${hashtag}::text, '_', ''))`,
              VISIBLE.question,
            ),
          )
          .orderBy(desc(questions.score), desc(questions.lastActivityAt), desc(questions.id))
          .limit(page.limit)
          .offset(page.offset);
  return { ids: rows.map((r) => r.id), count: rows[0]?.total ?? 0 };
}

/** The item the next-item search leaves out (`exclude=quiz:12`). */
export type NextExclude = { model: NextItemModel; id: number };

export function parseExclude(value: string | undefined): NextExclude | undefined {
  if (!value) return undefined;
  const [model, id] = value.split(':');
  return (NEXT_ITEM_MODELS as readonly string[]).includes(model ?? '')
    ? { model: model as NextItemModel, id: Number(id) }
    : undefined;
}

export function createSearchService(db: Database, ports: SearchPorts) {
  const cardsByIds: CardsByIds = {
    course: (ids) => courseCardsByIds(db, ids),
    institute: (ids) => instituteCardsByIds(db, ids),
    job: (ids) => jobCardsByIds(db, ids),
    roadmap: (ids) => roadmapCardsByIds(db, ids),
    quiz: (ids) => quizCardsByIds(db, ids),
    slide: (ids) => slideDeckCardsByIds(db, ids),
    fixme: (ids, viewerId) => ports.cards.fixme(ids, viewerId),
    interview: (ids) => ports.cards.interview(ids),
    question: (ids) => ports.cards.question(ids),
    post: (ids, viewerId) => ports.cards.post(ids, viewerId),
  };

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
    const premium = viewerId === null ? false : await ports.isPremium(viewerId);
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

  async function cardsOf<M extends SearchableModel>(model: M, ids: number[], viewerId: number | null): Promise<SearchCards[M][]> {
    return cardsByIds[model](ids, viewerId);
  }

  return {
    /**
     * Every searchable model's count and first results (the "All" tab and the tab counts). For a
     * hashtag term, posts and questions come first.
     */
    async groups(term: string, viewerId: number | null = null): Promise<SearchGroups> {
      const ranked = await withTrigrams(db, async (tx) => {
        const modes: MatchMode[] = [];
        for (const model of SEARCHABLE_MODELS) modes.push(await matchMode(tx, model, term));
        // Where some model matches the words (or their starts), another's look-alike titles are noise ("pyth" is not "Path").
        const matched = modes.some((mode) => mode !== 'typo');
        const out: { model: SearchableModel; ids: number[]; count: number }[] = [];
        for (const [index, model] of SEARCHABLE_MODELS.entries()) {
          const mode = modes[index]!;
          const first = { limit: SEARCH_GROUP_SIZE, offset: 0 };
          out.push({
            model,
            ...(matched && mode === 'typo' && !hashtagOf(term)
              ? { ids: [], count: 0 }
              : await rankedIds(tx, model, term, first, mode)),
          });
        }
        return out;
      });
      const groups = await Promise.all(
        ranked.map(
          async ({ model, ids, count }) => ({ model, count, results: await cardsOf(model, ids, viewerId) }) as SearchGroup,
        ),
      );
      if (hashtagOf(term)) {
        const first = (group: SearchGroup) => (group.model === 'post' ? 0 : group.model === 'question' ? 1 : 2);
        groups.sort((a, b) => first(a) - first(b));
      }
      return { term, groups };
    },

    /** One model's matches as a listing; `next` is the next-item search. */
    async listing(
      model: SearchModel,
      term: string,
      page: { page: number; page_size: number },
      options: { viewerId?: number | null; exclude?: NextExclude } = {},
    ): Promise<Listing<SearchCards[SearchableModel] | NextItem>> {
      const viewerId = options.viewerId ?? null;
      if (model === 'next') return nextItems(term, page, viewerId, options.exclude);
      if (!isSearchableModel(model)) return toListing([], 0, page, MESSAGES.noMoreItems);
      const { ids, count } = await withTrigrams(db, (tx) => rankedIds(tx, model, term, pageWindow(page)));
      return toListing(await cardsOf(model, ids, viewerId), count, page, MESSAGES.noMoreItems);
    },

    /**
     * Up to SUGGESTIONS_LIMIT titles for the header's type-ahead; a term under two characters gets
     * none. Titles that start like the term come first; only when none does, titles with a typo.
     */
    async suggestions(term: string, model?: SearchModel): Promise<SearchSuggestion[]> {
      if (term.length < SUGGESTION_TERM_MIN_LENGTH) return [];
      if (model !== undefined && !isSearchableModel(model)) return [];
      const models = model ? [model] : SEARCHABLE_MODELS;
      const prefixed = await suggestionsOf(db, models, term, 'prefix');
      const perModel = prefixed.some((list) => list.length > 0) ? prefixed : await suggestionsOf(db, models, term, 'typo');
      return mix(perModel, SUGGESTIONS_LIMIT).map(({ score: _score, position: _position, ...suggestion }) => suggestion);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
