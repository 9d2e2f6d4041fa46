import { MESSAGES } from '@lp/contract/messages';
import {
  AUDIT_ACTIONS,
  type AuditActorRole,
  CASE_STATUSES,
  type CaseAction,
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
import type { Database, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { contentReports, moderationCases } from '../../db/schema/moderation.ts';
import { audit } from '../../platform/audit.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { Notifications } from '../../platform/notifications.ts';
import { paginate } from '../../platform/paging.ts';
import type { StaffDirectory } from '../../platform/staff-directory.ts';
import { type CaseObject, objectOf, objectsOf } from './case-objects.ts';

/** Who acts on a case: `staffActor(c, config)`. */
export type CaseActor = { actor: number; role: AuditActorRole; ip: string };

export type HiddenMark = { reason: string } | null;

export type ModerationDeps = {
  notifications: Notifications;
  /** Distinct reporters that hide an object at once, pending review (config.moderationAutoHideReports). */
  autoHideReports: number;
  /**
   * The owners' write of the hidden mark (questions: questions and answers, posts: posts and
   * comments), in the caller's transaction, with what follows from it (points).
   */
  setHidden: (tx: Tx, type: CaseObjectType, id: number, hidden: HiddenMark) => Promise<void>;
  /** The author's suspensions (the staff module's table, read through the platform's directory). */
  directory: Pick<StaffDirectory, 'suspensionsOf'>;
};

type CaseRow = typeof moderationCases.$inferSelect;

export function createModerationService(db: Database, deps: ModerationDeps) {
  const { notifications } = deps;
  const decider = alias(users, 'decider');

  async function tellAuthor(tx: Tx, object: CaseObject, key: string, hidden: HiddenMark) {
    if (object.authorId === null) return;
    const label = object.type;
    await notifications.notify(tx, {
      userId: object.authorId,
      type: 'community',
      key,
      title: hidden ? `Your ${label} was hidden by moderators` : `Your ${label} is visible again`,
      body: hidden ? MESSAGES.hiddenByModerators.replace('{reason}', () => hidden.reason) : `Moderators restored your ${label}.`,
      link: object.url,
    });
  }

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

  /**
   * One decision on a case, in one transaction with its audit row: the case row is locked first,
   * so two moderators acting at once are served one after the other (the second gets a 409 when
   * the first made its action pointless).
   */
  async function decide(by: CaseActor, id: number, action: CaseAction, reason: string): Promise<CaseDetail> {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(moderationCases).where(eq(moderationCases.id, id)).for('update');
      if (!row) throw notFound(MESSAGES.caseNotFound);
      const object = await objectOf(tx, row.objectType, row.objectId);
      if (!object && action !== 'dismiss') throw conflict(MESSAGES.caseObjectGone);
      const hiddenBefore = object?.hidden ?? false;
      let status: CaseStatus;
      let hidden: HiddenMark | 'unchanged';
      if (action === 'hide') {
        if (row.status === 'hidden' && hiddenBefore) throw conflict(MESSAGES.caseAlreadyHidden);
        status = 'hidden';
        hidden = { reason };
      } else if (action === 'restore') {
        if (!hiddenBefore) throw conflict(MESSAGES.caseNotHidden);
        status = 'dismissed';
        hidden = null;
      } else {
        if (row.status !== 'open') throw conflict(MESSAGES.caseNotOpen);
        status = 'dismissed';
        // The reports were unfounded: text hidden by the threshold comes back.
        hidden = hiddenBefore ? null : 'unchanged';
      }
      if (object && hidden !== 'unchanged') await deps.setHidden(tx, row.objectType, row.objectId, hidden);
      const [updated] = await tx
        .update(moderationCases)
        .set({ status, decidedAt: sql`now()`, decidedBy: by.actor, decisionReason: reason, pendingReports: 0 })
        .where(eq(moderationCases.id, id))
        .returning({ decidedAt: moderationCases.decidedAt });
      const hiddenAfter = hidden === 'unchanged' ? hiddenBefore : hidden !== null;
      await audit.record(tx, {
        ...by,
        action: { hide: AUDIT_ACTIONS.caseHide, restore: AUDIT_ACTIONS.caseRestore, dismiss: AUDIT_ACTIONS.caseDismiss }[action],
        objectType: 'case',
        objectId: id,
        before: {
          status: row.status,
          hidden: hiddenBefore,
          autoHidden: row.autoHidden,
          object: `${row.objectType}:${row.objectId}`,
        },
        after: { status, hidden: hiddenAfter, object: `${row.objectType}:${row.objectId}` },
        reason,
      });
      if (object && hidden !== 'unchanged') {
        const stamp = updated?.decidedAt?.getTime() ?? Date.now();
        await tellAuthor(tx, object, `moderation.${action}:${row.objectType}:${row.objectId}:${stamp}`, hidden);
      }
    });
    return detail(id);
  }

  return {
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

    detail,

    hide: (by: CaseActor, id: number, reason: string) => decide(by, id, 'hide', reason),
    restore: (by: CaseActor, id: number, reason: string) => decide(by, id, 'restore', reason),
    dismiss: (by: CaseActor, id: number, reason: string) => decide(by, id, 'dismiss', reason),

    /**
     * A report was stored (posts' report call, in its transaction): it opens the object's case or
     * joins it (a dismissed case opens again). The upsert holds the case row until the report
     * commits, so concurrent reports of one object pass here one at a time and each sees the
     * count the previous ones left: the report that reaches the threshold hides the object, once.
     */
    async reportFiled(tx: Tx, report: { objectType: CaseObjectType; objectId: number; reporterId: number }): Promise<void> {
      const object = await objectOf(tx, report.objectType, report.objectId);
      if (!object) return;
      const reopening = sql`${moderationCases.status} = 'dismissed'`;
      const [row] = await tx
        .insert(moderationCases)
        .values({ objectType: report.objectType, objectId: report.objectId, authorId: object.authorId, pendingReports: 1 })
        .onConflictDoUpdate({
          target: [moderationCases.objectType, moderationCases.objectId],
          set: {
            pendingReports: sql`${moderationCases.pendingReports} + 1`,
            status: sql`case when ${reopening} then 'open' else ${moderationCases.status} end`,
            openedAt: sql`case when ${reopening} then now() else ${moderationCases.openedAt} end`,
            autoHidden: sql`case when ${reopening} then false else ${moderationCases.autoHidden} end`,
            decidedAt: sql`case when ${reopening} then null else ${moderationCases.decidedAt} end`,
            decidedBy: sql`case when ${reopening} then null else ${moderationCases.decidedBy} end`,
            decisionReason: sql`case when ${reopening} then null else ${moderationCases.decisionReason} end`,
          },
        })
        .returning();
      if (row?.status !== 'open' || row.autoHidden || object.hidden) return;
      if (row.pendingReports < deps.autoHideReports) return;
      const hidden = { reason: MESSAGES.autoHiddenReason };
      await deps.setHidden(tx, report.objectType, report.objectId, hidden);
      await tx.update(moderationCases).set({ autoHidden: true }).where(eq(moderationCases.id, row.id));
      await audit.record(tx, {
        actor: null,
        role: 'system',
        action: AUDIT_ACTIONS.caseAutoHide,
        objectType: 'case',
        objectId: row.id,
        ip: null,
        before: { status: 'open', hidden: false, object: `${row.objectType}:${row.objectId}` },
        after: { status: 'open', hidden: true, autoHidden: true, reports: row.pendingReports },
        reason: hidden.reason,
      });
      await tellAuthor(tx, object, `moderation.auto-hide:${row.objectType}:${row.objectId}:${row.openedAt.getTime()}`, hidden);
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
