import { MESSAGES } from '@lp/contract/messages';
import {
  CASE_STATUSES,
  type CaseDetail,
  type CaseObjectType,
  type CaseStatus,
  type CasesListing,
  type CasesQuery,
  type ModerationCase,
  type Suspension,
} from '@lp/contract/staff';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { contentReports, moderationCases } from '../../db/schema/moderation.ts';
import { notFound } from '../../platform/errors.ts';
import { paginate } from '../../platform/paging.ts';
import { type CaseObject, objectsOf } from './case-objects.ts';

import type { ModerationDeps } from './service.ts';

type CaseRow = typeof moderationCases.$inferSelect;

/** The moderation queue's reading side: cases with their reports and objects, a case's detail with the author's history. */
export function createCaseReads(db: Database, deps: Pick<ModerationDeps, 'directory'>) {
  const decider = alias(users, 'decider');

  /** Cases as the queue and the case page show them: the object, its author, every report. */
  async function toCases(rows: (CaseRow & { deciderName: string | null })[]): Promise<ModerationCase[]> {
    if (rows.length === 0) return [];
    const byType = new Map<CaseObjectType, number[]>();
    for (const row of rows) byType.set(row.objectType, [...(byType.get(row.objectType) ?? []), row.objectId]);
    const objects = new Map<string, CaseObject>();
    for (const [type, ids] of byType)
      for (const object of await objectsOf(db, type, ids)) objects.set(`${type}:${object.id}`, object);
    const authorIds = [
      ...new Set(
        rows.map((row) => objects.get(`${row.objectType}:${row.objectId}`)?.authorId ?? row.authorId).filter((id) => id !== null),
      ),
    ];
    const authors = new Map(
      (authorIds.length > 0
        ? await db
            .select({ id: users.id, name: users.fullName, email: users.email })
            .from(users)
            .where(inArray(users.id, authorIds))
        : []
      ).map((a) => [a.id, a]),
    );
    const reportRows = await db
      .select({
        model: contentReports.model,
        modelId: contentReports.modelId,
        reason: contentReports.reason,
        createdAt: contentReports.createdAt,
        reporterId: users.id,
        reporterName: users.fullName,
      })
      .from(contentReports)
      .innerJoin(users, eq(users.id, contentReports.reporterId))
      .where(
        sql`(${contentReports.model}, ${contentReports.modelId}) in (${sql.join(
          rows.map((row) => sql`(${row.objectType}, ${row.objectId}::int)`),
          sql`, `,
        )})`,
      )
      .orderBy(asc(contentReports.createdAt), asc(contentReports.id));
    return rows.map((row) => {
      const object = objects.get(`${row.objectType}:${row.objectId}`);
      const authorId = object ? object.authorId : row.authorId;
      const author = authorId === null ? undefined : authors.get(authorId);
      const reports = reportRows
        .filter((r) => r.model === row.objectType && r.modelId === row.objectId)
        .map((r) => ({
          reason: r.reason,
          reporter: { id: r.reporterId, name: r.reporterName },
          createdAt: r.createdAt.toISOString(),
        }));
      return {
        id: row.id,
        status: row.status,
        object: {
          type: row.objectType,
          id: row.objectId,
          text: object?.text ?? MESSAGES.caseObjectGone,
          ...(object ? { url: object.url } : {}),
          author: author ? { id: author.id, name: author.name, email: author.email } : null,
        },
        reports,
        reportCount: reports.length,
        openedAt: row.openedAt.toISOString(),
        decidedAt: row.decidedAt?.toISOString() ?? null,
        decidedBy: row.decidedBy !== null ? { id: row.decidedBy, name: row.deciderName ?? '' } : null,
        decisionReason: row.decisionReason,
        autoHidden: row.autoHidden,
        hidden: object?.hidden ?? false,
      };
    });
  }

  function casesSelect() {
    return db
      .select({
        id: moderationCases.id,
        objectType: moderationCases.objectType,
        objectId: moderationCases.objectId,
        authorId: moderationCases.authorId,
        status: moderationCases.status,
        autoHidden: moderationCases.autoHidden,
        pendingReports: moderationCases.pendingReports,
        openedAt: moderationCases.openedAt,
        decidedAt: moderationCases.decidedAt,
        decidedBy: moderationCases.decidedBy,
        decisionReason: moderationCases.decisionReason,
        deciderName: decider.fullName,
      })
      .from(moderationCases)
      .leftJoin(decider, eq(decider.id, moderationCases.decidedBy));
  }

  async function suspensionsOf(userId: number): Promise<Suspension[]> {
    return (await deps.directory.suspensionsOf([userId], false)).get(userId) ?? [];
  }

  async function detail(id: number): Promise<CaseDetail> {
    const [row] = await casesSelect().where(eq(moderationCases.id, id)).limit(1);
    if (!row) throw notFound(MESSAGES.caseNotFound);
    const [found] = await toCases([row]);
    if (!found) throw notFound(MESSAGES.caseNotFound);
    const authorId = found.object.author?.id ?? null;
    const [earlier, suspensions] =
      authorId === null
        ? [[], []]
        : await Promise.all([
            db
              .select({
                id: moderationCases.id,
                status: moderationCases.status,
                openedAt: moderationCases.openedAt,
                decidedAt: moderationCases.decidedAt,
                decisionReason: moderationCases.decisionReason,
                objectType: moderationCases.objectType,
                objectId: moderationCases.objectId,
              })
              .from(moderationCases)
              .where(and(eq(moderationCases.authorId, authorId), ne(moderationCases.id, id)))
              .orderBy(desc(moderationCases.openedAt), desc(moderationCases.id))
              .limit(50),
            suspensionsOf(authorId),
          ]);
    return {
      ...found,
      authorHistory: {
        cases: earlier.map((c) => ({
          id: c.id,
          status: c.status,
          openedAt: c.openedAt.toISOString(),
          decidedAt: c.decidedAt?.toISOString() ?? null,
          decisionReason: c.decisionReason,
          object: { type: c.objectType, id: c.objectId },
        })),
        suspensions,
      },
    };
  }

  return {
    toCases,
    casesSelect,
    detail,

    async list(query: CasesQuery): Promise<CasesListing> {
      const where = eq(moderationCases.status, query.status);
      const counts = Object.fromEntries(CASE_STATUSES.map((s) => [s, 0])) as Record<CaseStatus, number>;
      const listing = await paginate(query, {
        rows: async ({ limit, offset }) =>
          toCases(
            await casesSelect()
              .where(where)
              .orderBy(asc(moderationCases.openedAt), asc(moderationCases.id))
              .limit(limit)
              .offset(offset),
          ),
        // Every status's count (the queue's tabs), of which this status's is the listing's.
        count: async () => {
          const countRows = await db
            .select({ status: moderationCases.status, n: count() })
            .from(moderationCases)
            .groupBy(moderationCases.status);
          for (const c of countRows) counts[c.status] = Number(c.n);
          return counts[query.status];
        },
      });
      return { ...listing, counts };
    },
  };
}
