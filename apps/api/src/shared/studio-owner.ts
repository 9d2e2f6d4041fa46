import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@lp/contract/messages';
import type { AuditActorRole } from '@lp/contract/staff';
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type { Executor } from '../db/client.ts';
import { institutes } from '../db/schema/institutes.ts';
import { type StaffEnv, staffActor } from '../platform/access.ts';
import { type AuditEntry, audit } from '../platform/audit.ts';
import type { ProxyTrust } from '../platform/client-ip.ts';
import type { AppEnv } from '../platform/context.ts';
import { invalidField, notFound } from '../platform/errors.ts';
import { parseId } from './filters.ts';

/**
 * What the studio's content (quizzes, questions, decks, collections) shares about its owner
 * (issue 31): an institute, or null for the platform's own, which only an admin authors.
 */

/** Who acts in the studio: `staffActor(c, config)` and the institutes they author for (`'all'` for an admin). */
export type StudioActor = { actor: number; role: AuditActorRole; ip: string; institutes: number[] | 'all' };

/**
 * The owner a `staff('instructor', { institute })` scope resolver answers for an object: its
 * institute's id, or, for the platform's own and for a missing object alike, a key no institute
 * holds. The scope lets an admin (who passes every scope) through either way and answers an
 * instructor its 404; an admin's request is then validated (400/422, as on every other route)
 * and a missing object answered 404 by the service, which reads it again. (`null` will not do:
 * the scope refuses a null owner to everyone, admins included.)
 */
export const NO_INSTITUTE = '#none';
export const ownerKey = (row: { instituteId: number | null } | undefined): string | number => row?.instituteId ?? NO_INSTITUTE;

/** The owner of the object the path's `{id}` names, for `staff('instructor', { institute })` (404 when missing or another institute's). */
export const ownerFrom = (lookup: (id: number) => Promise<string | number>) => async (c: Context<AppEnv>) => {
  const id = parseId(c.req.param('id') ?? '');
  return id === null ? NO_INSTITUTE : lookup(id);
};

/** Who acts, with the institutes they author for. */
export const studioActor = (c: Context<StaffEnv>, config: ProxyTrust): StudioActor => ({
  ...staffActor(c, config),
  institutes: c.var.staff.institutes,
});

/** Rows a list shows the actor: their institutes' (an admin: everything, the platform's included). */
export function ownedBy(column: AnyPgColumn, actor: Pick<StudioActor, 'institutes'>): SQL | undefined {
  if (actor.institutes === 'all') return undefined;
  return inArray(column, actor.institutes.length > 0 ? actor.institutes : [0]);
}

/** Whether the actor may author for this owner (an institute id, or null: the platform). */
export function mayAuthorFor(actor: Pick<StudioActor, 'institutes'>, instituteId: number | null): boolean {
  if (actor.institutes === 'all') return true;
  return instituteId !== null && actor.institutes.includes(instituteId);
}

/**
 * The institute a new quiz, question or deck belongs to. An instructor of one institute may leave
 * it out; one of several names it; the platform (null) is an admin's, as is any institute.
 */
export async function instituteForNew(
  executor: Executor,
  actor: Pick<StudioActor, 'institutes'>,
  requested: number | null | undefined,
): Promise<number | null> {
  if (actor.institutes === 'all') {
    if (requested === undefined || requested === null) return null;
    const [row] = await executor.select({ id: institutes.id }).from(institutes).where(eq(institutes.id, requested));
    if (!row) throw invalidField('instituteId', MESSAGES.instituteNotFound);
    return row.id;
  }
  if (requested === undefined) {
    if (actor.institutes.length === 1) return actor.institutes[0]!;
    throw invalidField('instituteId', MESSAGES.studioInstituteRequired);
  }
  if (requested === null || !actor.institutes.includes(requested)) {
    throw invalidField('instituteId', MESSAGES.studioInstituteNotYours);
  }
  return requested;
}

/** The names of these institutes, for the `institute` of a studio answer. */
export async function instituteNames(executor: Executor, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await executor
    .select({ id: institutes.id, name: institutes.name })
    .from(institutes)
    .where(inArray(institutes.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export const ownerOf = (names: Map<number, string>, instituteId: number | null) =>
  instituteId === null ? null : { id: instituteId, name: names.get(instituteId) ?? '' };

/** A new slug from a title: readable, and unique with a random tail. */
export function newSlug(title: string): string {
  const base = title
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${base || 'untitled'}-${randomBytes(3).toString('hex')}`;
}

/** Options as stored (ids 1..n) from the author's list with the right ones marked. */
export function storedOptions(options: { text: string; correct: boolean }[]) {
  return {
    options: options.map((o, i) => ({ id: i + 1, text: o.text })),
    correct: options.flatMap((o, i) => (o.correct ? [i + 1] : [])),
  };
}

/** The author's view of stored options: each with whether it is right. */
export const markedOptions = (options: { id: number; text: string }[], correct: number[]) =>
  options.map((o) => ({ id: o.id, text: o.text, correct: correct.includes(o.id) }));

export const isoOf = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The studio's edit of one row, in `tx`: locks it (404 `missing` when it is gone), asks `change`
 * for the new values (it throws to refuse, or answers null to leave the row as it is, unaudited),
 * writes them and records `entry` in the audit log with `shape` of the row before and after.
 */
export async function updateAudited<T extends PgTable & { id: PgColumn }>(
  tx: Executor,
  table: T,
  id: number,
  options: {
    missing: string;
    change: (before: T['$inferSelect']) => PgUpdateSetSource<T> | null;
    entry: Omit<AuditEntry, 'objectId' | 'before' | 'after'>;
    shape: (row: T['$inferSelect']) => unknown;
  },
): Promise<void> {
  const [before] = (await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update')) as T['$inferSelect'][];
  if (!before) throw notFound(options.missing);
  const values = options.change(before);
  if (values === null) return;
  const [after] = (await tx.update(table).set(values).where(eq(table.id, id)).returning()) as T['$inferSelect'][];
  await audit.record(tx, { ...options.entry, objectId: id, before: options.shape(before), after: options.shape(after!) });
}
