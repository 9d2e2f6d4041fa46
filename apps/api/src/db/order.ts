import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Descending order that matches our indexes. drizzle-kit writes `.desc()` index columns as
 * DESC NULLS LAST, while a plain ORDER BY ... DESC means NULLS FIRST in PostgreSQL; the two do
 * not match and the planner sorts the whole table instead of reading the index in order.
 */
export function descIndexed(column: AnyPgColumn | SQL): SQL {
  return sql`${column} desc nulls last`;
}
