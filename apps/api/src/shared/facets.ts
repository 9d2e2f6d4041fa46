import type { FacetOption } from '@lp/contract/filters';
import { type Column, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';

/** The facet engine of every filtered list: values of a filter with how many rows each has. */

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
