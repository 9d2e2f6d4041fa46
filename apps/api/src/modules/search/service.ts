import type { Listing } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import {
  isSearchableModel,
  SEARCH_GROUP_SIZE,
  SEARCHABLE_MODELS,
  type SearchableModel,
  type SearchCards,
  type SearchGroup,
  type SearchGroups,
  type SearchModel,
  type SearchSuggestion,
  SUGGESTION_TERM_MIN_LENGTH,
  SUGGESTIONS_LIMIT,
} from '@lp/contract/search';
import { asc, eq, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { cities, companies, courses, institutes, jobs, roadmaps } from '../../db/schema/catalogue.ts';
import { streams } from '../../db/schema/taxonomy.ts';
import { pageWindow, toListing } from '../../platform/paging.ts';
import { courseCardsByIds, instituteCardsByIds, jobCardsByIds, roadmapCardsByIds } from '../catalogue/cards.ts';

/**
 * Full-text search on the weighted `search` tsvector columns (title A > summary B > description C)
 * plus pg_trgm similarity on the title for typos. Both conditions are served by GIN indexes
 * (`*_search_idx` and `*_trgm_idx`, combined by a BitmapOr).
 */

/**
 * Typo tolerance of results: pg_trgm's strict word similarity (whole words of the title) of at
 * least this much, through the `<<%` operator so that the trigram index serves it. "pyhton" is
 * 0.27 strictly similar to "Python" and 0.12 to "Preparation"; plain word similarity scores both
 * 0.29 (a word may be matched in part), so it cannot tell the typo from the noise.
 */
const TYPO_SIMILARITY = 0.25;
/** Suggestions while typing: word similarity (a word's beginning counts), "py" → "Python" is 0.67. */
const PREFIX_SIMILARITY = 0.5;
/**
 * Suggestions re-rank this many nearest titles per model (read best first from the GiST index),
 * so that a title that starts like the term can move ahead of one that is merely similar.
 */
const SUGGESTION_CANDIDATES = 40;

/** ts_rank_cd weights for {D, C, B, A}, used among matches of the same field (see rankedIds). */
const RANK_WEIGHTS = '{0.01, 0.05, 0.2, 1.0}';

type Searchable = { id: AnyPgColumn; slug: AnyPgColumn; title: AnyPgColumn; search: AnyPgColumn };

const TABLES = {
  course: { table: courses, columns: { id: courses.id, slug: courses.slug, title: courses.title, search: courses.search } },
  institute: {
    table: institutes,
    columns: { id: institutes.id, slug: institutes.slug, title: institutes.name, search: institutes.search },
  },
  job: { table: jobs, columns: { id: jobs.id, slug: jobs.slug, title: jobs.title, search: jobs.search } },
  roadmap: { table: roadmaps, columns: { id: roadmaps.id, slug: roadmaps.slug, title: roadmaps.title, search: roadmaps.search } },
} satisfies Record<SearchableModel, { table: unknown; columns: Searchable }>;

/** What a suggestion's subtitle names: a course's institute, an institute's city, a job's company, a roadmap's stream. */
const SUBTITLES = {
  course: { owner: institutes, key: courses.instituteId },
  institute: { owner: cities, key: institutes.cityId },
  job: { owner: companies, key: jobs.companyId },
  roadmap: { owner: streams, key: roadmaps.streamId },
} satisfies Record<SearchableModel, { owner: unknown; key: AnyPgColumn }>;

const CARDS_BY_IDS: { [M in SearchableModel]: (db: Database, ids: number[]) => Promise<SearchCards[M][]> } = {
  course: courseCardsByIds,
  institute: instituteCardsByIds,
  job: jobCardsByIds,
  roadmap: roadmapCardsByIds,
};

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

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

/**
 * Ids of one page of matches in rank order, with the total number of matches. Full-text matches
 * come first: those whose title holds the whole query, then title and summary, then the rest,
 * and within each by weighted rank (ranks alone add up repeated mentions, so a description
 * that says "Kubernetes" four times would tie with a summary that says it once). Then titles
 * that merely look like the term (typos), by strict word similarity.
 */
async function rankedIds(
  tx: Tx,
  model: SearchableModel,
  term: string,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; count: number }> {
  // Titles that merely look like the term are only looked for when no text matches: ranking every
  // near-title of a common word across 100,000 rows took most of a second, and a correctly spelled
  // query has its answers in the text.
  const { table, columns } = TABLES[model];
  const [text] = await tx
    .select({
      any: sql<boolean>`exists (select 1 from ${table} where ${columns.search} @@ websearch_to_tsquery('english', ${term}::text))`,
    })
    .from(sql`(select 1) as one`);
  return rankedMatches(tx, model, term, page, text?.any ? 'text' : 'typo');
}

async function rankedMatches(
  tx: Tx,
  model: SearchableModel,
  term: string,
  page: { limit: number; offset: number },
  mode: 'text' | 'typo',
): Promise<{ ids: number[]; count: number }> {
  const { table, columns } = TABLES[model];
  const query = sql`websearch_to_tsquery('english', ${term}::text)`;
  const fts = sql`(${columns.search} @@ ${query})`;
  const field = sql`case
    when ts_filter(${columns.search}, '{a}') @@ ${query} then 3
    when ts_filter(${columns.search}, '{a,b}') @@ ${query} then 2
    else 1 end`;
  const rows = await tx
    .select({ id: sql<number>`${columns.id}`.mapWith(Number), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(table)
    .where(mode === 'text' ? fts : sql`${term}::text <<% ${columns.title}`)
    .orderBy(
      ...(mode === 'text'
        ? [sql`${field} desc`, sql`ts_rank_cd(${RANK_WEIGHTS}::float4[], ${columns.search}, ${query}) desc`]
        : [sql`strict_word_similarity(${term}::text, ${columns.title}) desc`]),
      asc(columns.id),
    )
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
function suggestionsQuery(db: Database | Tx, model: SearchableModel, term: string, mode: 'prefix' | 'typo', limit: number) {
  const { table, columns } = TABLES[model];
  const { owner, key } = SUBTITLES[model];
  const distance = mode === 'prefix' ? sql`${term}::text <<-> ${columns.title}` : sql`${term}::text <<<-> ${columns.title}`;
  const candidates = db
    .select({
      // Names of their own: drizzle does not qualify a subquery's columns, so they must not clash with the join's.
      id: sql<number>`${columns.id}`.as('candidate_id'),
      slug: sql<string>`${columns.slug}`.as('candidate_slug'),
      title: sql<string>`${columns.title}`.as('candidate_title'),
      ownerId: sql<number>`${key}`.as('candidate_owner_id'),
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
      ownerId: sql<number>`${candidates.ownerId}`.as('best_owner_id'),
      score: sql<number>`${score}`.as('best_score'),
      position: sql<number>`row_number() over (order by ${order})`.as('best_position'),
    })
    .from(candidates)
    .where(similarEnough)
    .orderBy(sql`${order}`)
    .limit(limit)
    .as('best');
  // The owner's name is joined to the few best rows only.
  return db
    .select({
      model: sql<SearchableModel>`${model}::text`,
      id: sql<number>`${best.id}`.mapWith(Number),
      slug: sql<string>`${best.slug}`,
      title: sql<string>`${best.title}`,
      subtitle: sql<string>`${owner.name}`,
      score: sql<number>`${best.score}`.mapWith(Number),
      position: sql<number>`${best.position}`.mapWith(Number),
    })
    .from(best)
    .innerJoin(owner, eq(owner.id, best.ownerId));
}

/** Each model's best titles, best first, in one round trip. */
async function suggestionsOf(db: Database, models: readonly SearchableModel[], term: string, mode: 'prefix' | 'typo') {
  const [first, ...rest] = models.map((model) => suggestionsQuery(db, model, term, mode, SUGGESTIONS_LIMIT));
  if (!first) return [];
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

export function createSearchService(db: Database) {
  return {
    /** Every searchable model's count and first results (the "All" tab and the tab counts). */
    async groups(term: string): Promise<SearchGroups> {
      const ranked = await withTrigrams(db, async (tx) => {
        const out: { model: SearchableModel; ids: number[]; count: number }[] = [];
        for (const model of SEARCHABLE_MODELS) {
          out.push({ model, ...(await rankedIds(tx, model, term, { limit: SEARCH_GROUP_SIZE, offset: 0 })) });
        }
        return out;
      });
      const groups = await Promise.all(
        ranked.map(
          async ({ model, ids, count }) => ({ model, count, results: await CARDS_BY_IDS[model](db, ids) }) as SearchGroup,
        ),
      );
      return { term, groups };
    },

    /** One model's matches as a listing; a model without rows yet is an empty listing. */
    async listing(
      model: SearchModel,
      term: string,
      page: { page: number; page_size: number },
    ): Promise<Listing<SearchCards[SearchableModel]>> {
      if (!isSearchableModel(model)) return toListing([], 0, page, MESSAGES.noMoreItems);
      const { ids, count } = await withTrigrams(db, (tx) => rankedIds(tx, model, term, pageWindow(page)));
      const cards: SearchCards[SearchableModel][] = await CARDS_BY_IDS[model](db, ids);
      return toListing(cards, count, page, MESSAGES.noMoreItems);
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
