import type { CourseFacet, CourseFilters, CourseSort, FacetOption } from '@lp/contract/courses';
import { and, type Column, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { cities, courses, courseTags, institutes } from '../../db/schema/catalogue.ts';
import { streams, tags } from '../../db/schema/taxonomy.ts';

const MAX_INT = 2_147_483_647;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

type SlugTable = PgTable & { id: Column; slug: Column };

/**
 * A column of the OUTER query inside a correlated subquery, always table-qualified. Drizzle
 * leaves columns unqualified in a single-table select (the counts), where a bare "id" inside
 * `exists (select 1 from enrolments where course_id = id)` would name the subquery's own id.
 */
export const outer = (table: 'courses' | 'institutes', column: string): SQL =>
  sql`${sql.identifier(table)}.${sql.identifier(column)}`;

/**
 * `column` is the id of a row whose slug is one of `slugs`. One slug becomes a scalar subquery
 * (`city_id = (select id ...)`): the planner then treats it as an equality on the index's first
 * column and reads the index in order, so a page of 20 reads 20 rows. Several slugs become
 * `= any(array(select ...))`, evaluated once before the scan. A slug that matches nothing matches
 * no course. Only for tables whose slug is unique.
 */
export function idOfSlug(column: Column, table: SlugTable, slugs: string[]): SQL {
  if (slugs.length === 1) return sql`${column} = (select ${table.id} from ${table} where ${table.slug} = ${slugs[0]})`;
  return sql`${column} = any(array(select ${table.id} from ${table} where ${inArray(table.slug, slugs)}))`;
}

export function oneOf<T extends string>(column: Column, values: T[]): SQL {
  return values.length === 1 ? eq(column, values[0]) : inArray(column, values);
}

/** `12` is an id, `python-basics` a slug; anything else names no row (null: the caller answers 404). */
export function parseIdOrSlug(value: string): { by: 'id'; key: number } | { by: 'slug'; key: string } | null {
  if (/^\d{1,10}$/.test(value)) {
    const id = Number(value);
    return id >= 1 && id <= MAX_INT ? { by: 'id', key: id } : null;
  }
  return value.length <= 200 && SLUG.test(value) ? { by: 'slug', key: value.toLowerCase() } : null;
}

/** The WHERE that finds the row named by an id or a slug in `table`, or null when the value cannot name one. */
export function idOrSlugWhere(table: PgTable & { id: Column; slug: Column }, value: string): SQL | null {
  const parsed = parseIdOrSlug(value);
  if (!parsed) return null;
  return parsed.by === 'id' ? eq(table.id, parsed.key) : eq(table.slug, parsed.key);
}

/** `institute=12,iit-bombay`: numeric values are ids, the others slugs. */
export function instituteCondition(column: Column, values: string[]): SQL | undefined {
  const ids = values.filter((v) => /^\d{1,10}$/.test(v)).map(Number);
  const slugs = values.filter((v) => !/^\d{1,10}$/.test(v));
  const parts: SQL[] = [];
  const validIds = ids.filter((id) => id >= 1 && id <= MAX_INT);
  if (validIds.length === 1) parts.push(eq(column, validIds[0]!));
  else if (validIds.length > 1) parts.push(inArray(column, validIds));
  if (slugs.length > 0) parts.push(idOfSlug(column, institutes, slugs));
  // Only out-of-range ids: they match nothing.
  if (parts.length === 0) return sql`false`;
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
}

/** Full-text match on the weighted title/summary/description document (GIN index). */
export function textMatch(search: Column, term: string): SQL {
  return sql`${search} @@ websearch_to_tsquery('english', ${term})`;
}

/**
 * The WHERE of a course list. Every condition reads `courses` columns only (subqueries for
 * slugs), so the same SQL serves the page, the count and the facets. `except` leaves one filter
 * out: a facet's counts are given the OTHER active filters.
 */
export function courseConditions(filters: CourseFilters, except?: CourseFacet): SQL[] {
  const out: SQL[] = [];
  if (filters.city && except !== 'city') out.push(idOfSlug(courses.cityId, cities, filters.city));
  if (filters.institute && except !== 'institute') out.push(instituteCondition(courses.instituteId, filters.institute)!);
  if (filters.stream && except !== 'stream') out.push(idOfSlug(courses.streamId, streams, filters.stream));
  if (filters.level && except !== 'level') out.push(oneOf(courses.level, filters.level));
  if (filters.type && except !== 'type') out.push(oneOf(courses.type, filters.type));
  if (filters.tag) {
    // Tag slugs are unique per stream only, so a slug may name several tags.
    out.push(
      sql`${courses.id} in (select ${courseTags.courseId} from ${courseTags} where ${courseTags.tagId} = any(array(select ${tags.id} from ${tags} where ${inArray(tags.slug, filters.tag)})))`,
    );
  }
  if (filters.q) out.push(textMatch(courses.search, filters.q));
  return out;
}

export function courseWhere(filters: CourseFilters, except?: CourseFacet): SQL | undefined {
  const conditions = courseConditions(filters, except);
  return conditions.length === 0 ? undefined : and(...conditions);
}

/**
 * ORDER BY of each sort, written to match an index exactly (schema: courses_list_idx,
 * courses_rating_idx, courses_price_idx, courses_popular_idx). The indexes are DESC NULLS
 * LAST; a bare DESC means NULLS FIRST in PostgreSQL and would not use them.
 */
export function courseOrder(sort: CourseSort): SQL[] {
  switch (sort) {
    case 'rating':
      return [
        sql`${courses.ratingAvg} desc nulls last`,
        sql`${courses.ratingCount} desc nulls last`,
        sql`${courses.id} desc nulls last`,
      ];
    case 'price-asc':
      return [sql`${courses.pricePaise} asc`, sql`${courses.id} asc`];
    case 'price-desc':
      // A backward scan of (price_paise, id): DESC NULLS FIRST, the default of DESC.
      return [sql`${courses.pricePaise} desc`, sql`${courses.id} desc`];
    case 'popular':
      return [sql`${courses.enrolmentCount} desc nulls last`, sql`${courses.id} desc nulls last`];
    default:
      return newestFirst;
  }
}

export const newestFirst: SQL[] = [sql`${courses.publishedAt} desc nulls last`, sql`${courses.id} desc nulls last`];

export type RefFacetSpec = {
  /** The rows counted (courses, institutes). */
  source: PgTable;
  where: SQL | undefined;
  /** The source's column naming a row of `table`. */
  fk: Column;
  /** What is counted per value; count(*) unless given (e.g. distinct institutes). */
  countExpr?: SQL;
  table: PgTable & { id: Column; slug: Column; name: Column };
  selectedSlugs: string[];
  selectedIds?: number[];
  orderBy: (n: SQL) => SQL[];
  limit?: number;
};

/**
 * Values of a filter that names rows of another table (city, stream, institute) with how many
 * source rows each has under `where`: one aggregate over the source by its foreign key (an
 * index-only scan when unfiltered), joined to the named table for the label. Values with no
 * rows are left out unless selected, so a selected value can still be unticked; under a
 * `limit` the selected values come first.
 */
export async function refFacet(db: Database, spec: RefFacetSpec): Promise<FacetOption[]> {
  const agg = db
    .select({ key: sql<number>`${spec.fk}`.as('key'), n: sql<number>`${spec.countExpr ?? sql`count(*)`}::int`.as('n') })
    .from(spec.source)
    .where(spec.where)
    .groupBy(sql`${spec.fk}`)
    .as('agg');
  const n = sql<number>`coalesce(${agg.n}, 0)`;
  const selected = or(
    spec.selectedSlugs.length > 0 ? inArray(spec.table.slug, spec.selectedSlugs) : undefined,
    spec.selectedIds?.length ? inArray(spec.table.id, spec.selectedIds) : undefined,
  );
  let query = db
    .select({
      slug: sql<string>`${spec.table.slug}`,
      label: sql<string>`${spec.table.name}`,
      count: n,
      selected: selected ? sql<boolean>`(${selected})` : sql<boolean>`false`,
    })
    .from(spec.table)
    .leftJoin(agg, eq(agg.key, spec.table.id))
    .where(or(gt(agg.n, 0), selected))
    .orderBy(...(selected && spec.limit ? [sql`(${selected}) desc`] : []), ...spec.orderBy(n))
    .$dynamic();
  if (spec.limit) query = query.limit(spec.limit);
  return query;
}

/** Every value of an enum filter (zero counts included) with how many source rows each has under `where`. */
export async function enumFacet<T extends string>(
  db: Database,
  spec: {
    source: PgTable;
    where: SQL | undefined;
    column: Column;
    values: readonly T[];
    labels: Record<T, string>;
    selected?: T[];
  },
): Promise<FacetOption[]> {
  const rows = await db
    .select({ value: sql<string>`${spec.column}`, n: sql<number>`count(*)::int` })
    .from(spec.source)
    .where(spec.where)
    .groupBy(sql`${spec.column}`);
  const counts = new Map(rows.map((r) => [r.value, r.n]));
  return spec.values.map((value) => ({
    slug: value,
    label: spec.labels[value],
    count: counts.get(value) ?? 0,
    selected: spec.selected?.includes(value) ?? false,
  }));
}
