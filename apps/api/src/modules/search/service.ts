import type { Listing } from '@lp/contract/common';
import { DELETED_USER_NAME } from '@lp/contract/constants';
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
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { Database, Executor, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { courses } from '../../db/schema/courses.ts';
import { fixmeProblems, fixmeSubmissions } from '../../db/schema/fixme.ts';
import { institutes } from '../../db/schema/institutes.ts';
import { interviewAttempts, interviews } from '../../db/schema/interviews.ts';
import { companies, jobs } from '../../db/schema/jobs.ts';
import { quizAttempts, quizzes, slideDecks } from '../../db/schema/learning.ts';
import { postHashtags, posts } from '../../db/schema/posts.ts';
import { questions, questionTags } from '../../db/schema/questions.ts';
import { roadmaps } from '../../db/schema/roadmaps.ts';
import { cities, streams, tags } from '../../db/schema/taxonomy.ts';
import type { PremiumCheck } from '../../platform/access.ts';
import { pageWindow, toListing } from '../../platform/paging.ts';
import { courseCardsByIds, instituteCardsByIds, jobCardsByIds, roadmapCardsByIds } from '../../shared/cards.ts';
import { TYPO_SIMILARITY } from '../../shared/did-you-mean.ts';
import { quizCardsByIds } from '../../shared/quiz-cards.ts';
import { slideDeckCardsByIds } from '../../shared/slide-deck-cards.ts';

/**
 * Full-text search on the weighted `search` tsvector columns (title A > summary B > description C)
 * plus pg_trgm similarity on the title for typos. Both conditions are served by GIN indexes
 * (`*_search_idx` and `*_trgm_idx`, combined by a BitmapOr).
 */

/** Suggestions while typing: word similarity (a word's beginning counts), "py" → "Python" is 0.67. */
const PREFIX_SIMILARITY = 0.5;
/**
 * Suggestions re-rank this many nearest titles per model (read best first from the GiST index),
 * so that a title that starts like the term can move ahead of one that is merely similar.
 */
const SUGGESTION_CANDIDATES = 40;

/** ts_rank_cd weights for {D, C, B, A}, used among matches of the same field (see rankedIds). */
const RANK_WEIGHTS = '{0.01, 0.05, 0.2, 1.0}';

type Searchable = { id: AnyPgColumn; slug: AnyPgColumn | SQL; title: AnyPgColumn; search: AnyPgColumn };

/** Questions and posts have no slug: their pages are addressed by id. */
const idAsSlug = (id: AnyPgColumn) => sql<string>`${id}::text`;

/** `title` is what typos and the type-ahead are matched against (a post's text: posts have no title). */
const TABLES = {
  course: { table: courses, columns: { id: courses.id, slug: courses.slug, title: courses.title, search: courses.search } },
  institute: {
    table: institutes,
    columns: { id: institutes.id, slug: institutes.slug, title: institutes.name, search: institutes.search },
  },
  job: { table: jobs, columns: { id: jobs.id, slug: jobs.slug, title: jobs.title, search: jobs.search } },
  roadmap: { table: roadmaps, columns: { id: roadmaps.id, slug: roadmaps.slug, title: roadmaps.title, search: roadmaps.search } },
  quiz: { table: quizzes, columns: { id: quizzes.id, slug: quizzes.slug, title: quizzes.title, search: quizzes.search } },
  slide: {
    table: slideDecks,
    columns: { id: slideDecks.id, slug: slideDecks.slug, title: slideDecks.title, search: slideDecks.search },
  },
  fixme: {
    table: fixmeProblems,
    columns: { id: fixmeProblems.id, slug: fixmeProblems.slug, title: fixmeProblems.title, search: fixmeProblems.search },
  },
  interview: {
    table: interviews,
    columns: { id: interviews.id, slug: interviews.slug, title: interviews.title, search: interviews.search },
  },
  question: {
    table: questions,
    columns: { id: questions.id, slug: idAsSlug(questions.id), title: questions.title, search: questions.search },
  },
  post: { table: posts, columns: { id: posts.id, slug: idAsSlug(posts.id), title: posts.text, search: posts.search } },
} satisfies Record<SearchableModel, { table: unknown; columns: Searchable }>;

/** `case <column> when <value> then <label> … end`: a contract label map in SQL. */
function labelOf(column: SQL, labels: Record<string, string>): SQL<string> {
  const whens = Object.entries(labels).map(([value, label]) => sql`when ${value} then ${label}`);
  return sql<string>`(case ${column} ${sql.join(whens, sql` `)} else '' end)`;
}

/** The name of the row of `table` whose id is `key`: a suggestion's subtitle, read for the few best rows only. */
const nameIn =
  (table: typeof institutes | typeof cities | typeof companies | typeof streams, name: AnyPgColumn) =>
  (key: SQL): SQL<string> =>
    sql<string>`coalesce((select ${name} from ${table} where ${table.id} = ${key}), '')`;

/** The name of the user `key`, or "Deleted user" for a question or post whose author's account is gone (ADR 0012). */
const authorNameOf = (key: SQL): SQL<string> =>
  sql<string>`coalesce((select ${users.fullName} from ${users} where ${users.id} = ${key}), ${DELETED_USER_NAME})`;

/**
 * What a suggestion's subtitle names: a course's institute, an institute's city, a job's company,
 * the stream of a roadmap, quiz or slide deck, a problem's topic, an interview's kind, a
 * question's asker. `key` is carried from the candidates; `of` turns it into the text.
 */
const SUBTITLES = {
  course: { key: courses.instituteId, of: nameIn(institutes, institutes.name) },
  institute: { key: institutes.cityId, of: nameIn(cities, cities.name) },
  job: { key: jobs.companyId, of: nameIn(companies, companies.name) },
  roadmap: { key: roadmaps.streamId, of: nameIn(streams, streams.name) },
  quiz: { key: quizzes.streamId, of: nameIn(streams, streams.name) },
  slide: { key: slideDecks.streamId, of: nameIn(streams, streams.name) },
  fixme: { key: fixmeProblems.topicName, of: (key: SQL) => sql<string>`${key}` },
  interview: { key: interviews.category, of: (key: SQL) => labelOf(key, INTERVIEW_CATEGORY_LABELS) },
  question: { key: questions.userId, of: (key: SQL) => authorNameOf(key) },
  post: { key: posts.userId, of: (key: SQL) => authorNameOf(key) },
} satisfies Record<SearchableModel, { key: AnyPgColumn; of: (key: SQL) => SQL<string> }>;

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
      text: sql<boolean>`exists (select 1 from ${table} where ${columns.search} @@ websearch_to_tsquery('english', ${term}::text))`,
      prefix: prefix ? sql<boolean>`exists (select 1 from ${table} where ${columns.search} @@ ${prefix})` : sql<boolean>`false`,
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
    .where(mode === 'typo' ? sql`${term}::text <<% ${columns.title}` : fts)
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
          .where(sql`exists (select 1 from ${postHashtags} h where h.post_id = ${posts.id} and h.tag = ${hashtag})`)
          .orderBy(desc(posts.createdAt), desc(posts.id))
          .limit(page.limit)
          .offset(page.offset)
      : await tx
          .select({ id: questions.id, total })
          .from(questions)
          .where(
            sql`exists (select 1 from ${questionTags} qt join ${tags} t on t.id = qt.tag_id
              where qt.question_id = ${questions.id}
                and replace(t.slug, '-', '') = replace(${hashtag}::text, '_', ''))`,
          )
          .orderBy(desc(questions.score), desc(questions.lastActivityAt), desc(questions.id))
          .limit(page.limit)
          .offset(page.offset);
  return { ids: rows.map((r) => r.id), count: rows[0]?.total ?? 0 };
}

type Candidate = SearchSuggestion & { score: number; position: number };

/**
 * The query for the best few titles of one model. Candidates are the nearest titles by word
 * similarity, read best first from the GiST trigram index (`ORDER BY term <<-> title LIMIT n`), so
 * the type-ahead needs neither a similarity threshold setting nor a scan of every match.
 * `prefix`: titles with a word that starts like the term (the title's own start first, then a
 * word's start, then similarity); `typo`: titles with a word spelled nearly like the term.
 */
function suggestionsQuery(
  db: Executor,
  model: Exclude<SearchableModel, 'post'>,
  term: string,
  mode: 'prefix' | 'typo',
  limit: number,
) {
  const { table, columns } = TABLES[model];
  const { key, of } = SUBTITLES[model];
  const distance = mode === 'prefix' ? sql`${term}::text <<-> ${columns.title}` : sql`${term}::text <<<-> ${columns.title}`;
  const candidates = db
    .select({
      // Names of their own: drizzle does not qualify a subquery's columns, so they must not clash with the join's.
      id: sql<number>`${columns.id}`.as('candidate_id'),
      slug: sql<string>`${columns.slug}`.as('candidate_slug'),
      title: sql<string>`${columns.title}`.as('candidate_title'),
      ownerId: sql<unknown>`${key}`.as('candidate_owner_id'),
      distance: sql<number>`${distance}`.as('candidate_distance'),
    })
    .from(table)
    .orderBy(distance)
    .limit(SUGGESTION_CANDIDATES)
    .as('candidates');
  const lowerTitle = sql`lower(${candidates.title})`;
  const lowerTerm = sql`lower(${term}::text)`;
  const similarEnough = sql`(1 - ${candidates.distance}) >= ${mode === 'prefix' ? PREFIX_SIMILARITY : TYPO_SIMILARITY}`;
  const score =
    mode === 'prefix'
      ? sql`(case when starts_with(${lowerTitle}, ${lowerTerm}) then 2 else 0 end
          + case when strpos(' ' || ${lowerTitle}, ' ' || ${lowerTerm}) > 0 then 1 else 0 end
          + (1 - ${candidates.distance}))::float8`
      : sql`(1 - ${candidates.distance})::float8`;
  const order = sql`${score} desc, similarity(${term}::text, ${candidates.title}) desc, ${candidates.id} asc`;
  const best = db
    .select({
      id: sql<number>`${candidates.id}`.as('best_id'),
      slug: sql<string>`${candidates.slug}`.as('best_slug'),
      title: sql<string>`${candidates.title}`.as('best_title'),
      ownerId: sql<unknown>`${candidates.ownerId}`.as('best_owner_id'),
      score: sql<number>`${score}`.as('best_score'),
      position: sql<number>`row_number() over (order by ${order})`.as('best_position'),
    })
    .from(candidates)
    .where(similarEnough)
    .orderBy(sql`${order}`)
    .limit(limit)
    .as('best');
  // The subtitle is read for the few best rows only.
  return db
    .select({
      model: sql<SearchableModel>`${model}::text`,
      id: sql<number>`${best.id}`.mapWith(Number),
      slug: sql<string>`${best.slug}`,
      title: sql<string>`${best.title}`,
      subtitle: sql<string>`${of(sql`${best.ownerId}`)}`,
      score: sql<number>`${best.score}`.mapWith(Number),
      position: sql<number>`${best.position}`.mapWith(Number),
    })
    .from(best);
}

/** The words of a term as a prefix query (`sql:* & joi:*`), or null when it has none. */
function prefixQuery(term: string): SQL | null {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return sql`to_tsquery('english', ${words.map((word) => `${word}:*`).join(' & ')})`;
}

/** Characters of a post's text shown as its suggestion's title. */
const POST_SUGGESTION_CHARS = 80;

/**
 * Posts have no title to be near: the newest posts whose text has words starting like the
 * term's (served by the full-text GIN index), their text's start as the title, the author as the
 * subtitle. They score 1: after titles that start like the term, before mere look-alikes.
 */
function postSuggestionsQuery(db: Executor, query: SQL, limit: number) {
  const best = db
    .select({
      id: sql<number>`${posts.id}`.as('post_id'),
      text: sql<string>`${posts.text}`.as('post_text'),
      authorId: sql<number>`${posts.userId}`.as('post_author_id'),
      position: sql<number>`row_number() over (order by ${posts.createdAt} desc, ${posts.id} desc)`.as('post_position'),
    })
    .from(posts)
    .where(sql`${posts.search} @@ ${query}`)
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit)
    .as('best');
  return db
    .select({
      model: sql<SearchableModel>`'post'::text`,
      id: sql<number>`${best.id}`.mapWith(Number),
      slug: sql<string>`${best.id}::text`,
      title: sql<string>`left(trim(regexp_replace(${best.text}, '[[:space:]]+', ' ', 'g')), ${POST_SUGGESTION_CHARS})`,
      subtitle: sql<string>`${SUBTITLES.post.of(sql`${best.authorId}`)}`,
      score: sql<number>`1::float8`.mapWith(Number),
      position: sql<number>`${best.position}`.mapWith(Number),
    })
    .from(best);
}

/** Each model's best titles, best first, in one round trip. Posts answer prefixes only (they have no title to misspell). */
async function suggestionsOf(db: Database, models: readonly SearchableModel[], term: string, mode: 'prefix' | 'typo') {
  const postQuery = mode === 'prefix' ? prefixQuery(term) : null;
  const queries = models.flatMap((model) => {
    if (model !== 'post') return [suggestionsQuery(db, model, term, mode, SUGGESTIONS_LIMIT)];
    return postQuery ? [postSuggestionsQuery(db, postQuery, SUGGESTIONS_LIMIT)] : [];
  });
  const [first, ...rest] = queries;
  if (!first) return models.map(() => []);
  const rows: Candidate[] = rest.length > 0 ? await unionAll(first, ...(rest as [typeof first])) : await first;
  return models.map((model) => rows.filter((row) => row.model === model).sort((a, b) => a.position - b.position));
}

/**
 * Without a model, a mix: each model's best `quota` first (so one busy model does not hide the
 * others), then the best of the rest, all ordered by score.
 */
function mix(perModel: Candidate[][], limit: number): Candidate[] {
  const quota = Math.max(1, Math.floor(limit / perModel.length));
  const chosen = perModel.flatMap((list) => list.slice(0, quota));
  const rest = perModel.flatMap((list) => list.slice(quota)).sort(byScore);
  chosen.push(...rest.slice(0, Math.max(0, limit - chosen.length)));
  return chosen.sort(byScore).slice(0, limit);
}

/** Best first; equal scores keep the tabs' model order and each model's own order. */
function byScore(a: Candidate, b: Candidate): number {
  return b.score - a.score || SEARCHABLE_MODELS.indexOf(a.model) - SEARCHABLE_MODELS.indexOf(b.model) || a.position - b.position;
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
