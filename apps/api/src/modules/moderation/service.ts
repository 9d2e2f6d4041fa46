import { MESSAGES } from '@lp/contract/messages';
import {
  AUDIT_ACTIONS,
  type AuditActorRole,
  type CaseAction,
  type CaseDetail,
  type CaseObjectType,
  type CaseStatus,
} from '@lp/contract/staff';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { moderationCases } from '../../db/schema/moderation.ts';
import { audit } from '../../platform/audit.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { noticeOf } from '../../platform/notice-texts.ts';
import type { Notifications } from '../../platform/notifications.ts';
import type { StaffDirectory } from '../../platform/staff-directory.ts';
import { type CaseObject, objectOf } from './case-objects.ts';
import { createCaseReads } from './case-reads.ts';

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

export function createModerationService(db: Database, deps: ModerationDeps) {
  const { notifications } = deps;
  const reads = createCaseReads(db, deps);
  const { detail } = reads;

  async function tellAuthor(tx: Tx, object: CaseObject, key: string, hidden: HiddenMark) {
    if (object.authorId === null) return;
    await notifications.notify(tx, {
      userId: object.authorId,
      type: 'community',
      key,
      message: hidden
        ? noticeOf('moderation.hidden', { object: object.type, reason: hidden.reason })
        : noticeOf('moderation.restored', { object: object.type }),
      link: object.url,
    });
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
    list: reads.list,

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
