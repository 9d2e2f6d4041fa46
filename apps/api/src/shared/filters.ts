import { MAX_ID } from '@lp/contract/common';
import { and, type Column, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * WHERE pieces shared by every list with filters (courses, institutes, jobs, roadmaps): ids and
 * slugs, value lists, full-text matches. Facet counts over them are in facets.ts.
 */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
const DIGITS = /^\d{1,10}$/;

type SlugTable = PgTable & { id: Column; slug: Column };

/** The integer id `value` spells when it is one that fits an `integer` column, else null. */
export function parseId(value: string): number | null {
  if (!DIGITS.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** `12` is an id, `python-basics` a slug; anything else names no row (null: the caller answers 404). */
export function parseIdOrSlug(value: string): { by: 'id'; key: number } | { by: 'slug'; key: string } | null {
  if (DIGITS.test(value)) {
    const id = parseId(value);
    return id === null ? null : { by: 'id', key: id };
  }
  return value.length <= 200 && SLUG.test(value) ? { by: 'slug', key: value.toLowerCase() } : null;
}

/** The WHERE that finds the row named by an id or a slug in `table`, or null when the value cannot name one. */
export function idOrSlugWhere(table: SlugTable, value: string): SQL | null {
  const parsed = parseIdOrSlug(value);
  if (!parsed) return null;
  return parsed.by === 'id' ? eq(table.id, parsed.key) : eq(table.slug, parsed.key);
}

/**
 * A column of the OUTER query inside a correlated subquery, always table-qualified. Drizzle
 * leaves columns unqualified in a single-table select (the counts), where a bare "id" inside
 * `exists (select 1 from enrolments where course_id = id)` would name the subquery's own id.
 */
export const outer = (table: string, column: string): SQL => sql`${sql.identifier(table)}.${sql.identifier(column)}`;

/**
 * `column` is the id of a row whose slug is one of `slugs`. One slug becomes a scalar subquery
 * (`city_id = (select id ...)`): the planner then treats it as an equality on the index's first
 * column and reads the index in order, so a page of 20 reads 20 rows. Several slugs become
 * `= any(array(select ...))`, evaluated once before the scan. A slug that matches nothing matches
 * no row. Only for tables whose slug is unique.
 */
export function idOfSlug(column: Column, table: SlugTable, slugs: string[]): SQL {
  if (slugs.length === 1) return sql`${column} = (select ${table.id} from ${table} where ${table.slug} = ${slugs[0]})`;
  return sql`${column} = any(array(select ${table.id} from ${table} where ${inArray(table.slug, slugs)}))`;
}

/** `institute=12,iit-bombay`: the values that are ids (in range) and the others, slugs. */
export function idsAndSlugs(values: string[]): { ids: number[]; slugs: string[] } {
  const ids: number[] = [];
  const slugs: string[] = [];
  for (const value of values) {
    if (DIGITS.test(value)) {
      const id = parseId(value);
      if (id !== null) ids.push(id);
    } else {
      slugs.push(value);
    }
  }
  return { ids, slugs };
}

/** `column` names a row of `table` given by id or slug; only out-of-range ids match nothing. */
export function idOrSlugCondition(column: Column, table: SlugTable, values: string[]): SQL {
  const { ids, slugs } = idsAndSlugs(values);
  const parts: SQL[] = [];
  if (ids.length === 1) parts.push(eq(column, ids[0]!));
  else if (ids.length > 1) parts.push(inArray(column, ids));
  if (slugs.length > 0) parts.push(idOfSlug(column, table, slugs));
  if (parts.length === 0) return sql`false`;
  return parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` or `)})`;
}

export function oneOf<T extends string>(column: Column, values: T[]): SQL {
  return values.length === 1 ? eq(column, values[0]) : inArray(column, values);
}

/** Full-text match on the weighted title/summary/description document (GIN index). */
export function textMatch(search: Column, term: string): SQL {
  return sql`${search} @@ websearch_to_tsquery('english', ${term})`;
}

/** `%term%` for ILIKE with the pattern characters of `term` taken literally (escape '\'). */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export const whereOf = (conditions: SQL[]): SQL | undefined => (conditions.length > 0 ? and(...conditions) : undefined);
