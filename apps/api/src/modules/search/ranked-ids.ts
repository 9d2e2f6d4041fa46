import { hashtagOf, type SearchableModel } from '@lp/contract/search-models';
import { and, desc, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { postHashtags, posts } from '../../db/schema/posts.ts';
import { questions, questionTags } from '../../db/schema/questions.ts';
import { tags } from '../../db/schema/taxonomy.ts';
import { countUpTo } from '../../platform/paging.ts';
import { TYPO_SIMILARITY } from '../../shared/did-you-mean.ts';
import { PREFIX_SIMILARITY, TABLES, VISIBLE } from './search-sql.ts';
import { prefixQuery } from './suggestions.ts';

/**
 * Full-text search on the weighted `search` tsvector columns (title A > summary B > description C)
 * plus pg_trgm similarity on the title for typos. Both conditions are served by GIN indexes
 * (`*_search_idx` and `*_trgm_idx`, combined by a BitmapOr).
 */

/** ts_rank_cd weights for {D, C, B, A}, used among matches of the same field (see rankedIds). */
const RANK_WEIGHTS = '{0.01, 0.05, 0.2, 1.0}';

/**
 * Runs `work` with pg_trgm's thresholds set for this transaction only (other modules keep the
 * defaults). Sequential scans are off too: the planner guesses a fixed selectivity for the trigram
 * operators, and a wrong guess would make it test every row instead of asking the GIN indexes.
 * JIT is off: the similarity functions inflate the cost estimates past jit_above_cost, and
 * compiling then took longer (~300 ms) than running the query.
 */
export async function withTrigrams<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
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
export async function rankedIds(
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
export type MatchMode = 'text' | 'prefix' | 'typo';

export async function matchMode(tx: Tx, model: SearchableModel, term: string): Promise<MatchMode> {
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

/**
 * Matches are ranked in pools of this many, taken in the order the index gives them (no order of
 * the product's): a page ranks the first pool, a later page the next ones, each match in one pool
 * only, so pages never repeat or skip a match. Below a pool's worth of matches (the demo's data,
 * most terms) that is the ranking of every match; past it, the first page is the best of the
 * first 500. Ranking reads each ranked row's text, and ranking all 25,000 posts that say "linked
 * list" grew with the table (ADR 0050).
 */
export const SEARCH_POOL = 500;

async function rankedMatches(
  tx: Tx,
  model: SearchableModel,
  term: string,
  page: Page,
  mode: MatchMode,
): Promise<{ ids: number[]; count: number }> {
  const { table, columns } = TABLES[model];
  const query = mode === 'prefix' ? (prefixQuery(term) ?? sql`''::tsquery`) : sql`websearch_to_tsquery('english', ${term}::text)`;
  const where = and(
    mode === 'typo' ? sql`${term}::text <<% ${columns.title}` : sql`(${columns.search} @@ ${query})`,
    VISIBLE[model],
  );
  const pooled = Math.ceil((page.offset + page.limit) / SEARCH_POOL) * SEARCH_POOL;
  const field = sql`case
    when ts_filter(candidates.search, '{a}') @@ parsed.query then 3
    when ts_filter(candidates.search, '{a,b}') @@ parsed.query then 2
    else 1 end`;
  const order =
    mode !== 'typo'
      ? sql`${field} desc, ts_rank_cd(${RANK_WEIGHTS}::float4[], candidates.search, parsed.query) desc`
      : sql`strict_word_similarity(${term}::text, candidates.title) desc`;
  // The pools up to this page's end, one match more: a full last pool says that more matched.
  const result = (await tx.execute(sql`select candidates.id, candidates.total
    from (select found.*, row_number() over () as position, (count(*) over ())::int as total
      from (select ${columns.id} as id, ${columns.search} as search, ${columns.title} as title
        from ${table} where ${where} limit ${pooled + 1}) found) candidates,
      -- The term parsed once (OFFSET 0 keeps it a subquery): a generic plan would parse it per row.
      (select ${query} as query offset 0) parsed
    order by (candidates.position - 1) / ${sql.raw(String(SEARCH_POOL))}, ${order}, candidates.id asc
    limit ${page.limit} offset ${page.offset}`)) as unknown as {
    rows: { id: number; total: number }[];
  };
  const found = result.rows[0]?.total ?? 0;
  const count = found > pooled ? await countUpTo(tx, sql`select 1 from ${table} where ${where}`) : found;
  return { ids: result.rows.map((r) => Number(r.id)), count: Number(count) };
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
