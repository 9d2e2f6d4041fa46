import type { SearchSuggestion } from '@lp/contract/search';
import { SEARCHABLE_MODELS, type SearchableModel, SUGGESTIONS_LIMIT } from '@lp/contract/search-models';
import { and, desc, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { posts } from '../../db/schema/posts.ts';
import { TYPO_SIMILARITY } from '../../shared/did-you-mean.ts';
import { PREFIX_SIMILARITY, SUBTITLES, TABLES, VISIBLE } from './search-sql.ts';

/**
 * Suggestions re-rank this many nearest titles per model (read best first from the GiST index),
 * so that a title that starts like the term can move ahead of one that is merely similar.
 */
const SUGGESTION_CANDIDATES = 40;

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
    .where(VISIBLE[model])
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
export function prefixQuery(term: string): SQL | null {
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
    .where(and(sql`${posts.search} @@ ${query}`, VISIBLE.post))
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
export async function suggestionsOf(db: Database, models: readonly SearchableModel[], term: string, mode: 'prefix' | 'typo') {
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
export function mix(perModel: Candidate[][], limit: number): Candidate[] {
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
