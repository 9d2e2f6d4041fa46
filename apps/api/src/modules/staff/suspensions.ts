import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS, type StaffUserDetail, type SuspendBody } from '@lp/contract/staff';
import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userSuspensions } from '../../db/schema/staff.ts';
import { audit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { ApiError, conflict, invalidField } from '../../platform/errors.ts';
import type { SessionVersions } from '../../platform/session-versions.ts';
import type { StaffDirectory } from '../../platform/staff-directory.ts';
import type { StaffActor } from './service.ts';
import type { UserReads } from './user-reads.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** Suspending a learner and lifting it, each with its audit row in the same transaction. */
export function createSuspensions(
  db: Database,
  { directory, sessions, clock }: { directory: StaffDirectory; sessions: SessionVersions; clock: Clock },
  { requireUserRow, userDetail }: Pick<UserReads, 'requireUserRow' | 'userDetail'>,
) {
  return {
    /**
     * Suspends a learner: their sessions end at once on every instance (ADR 0004: the session
     * version), sign-in is refused with the reason, and every write is refused (platform/access.ts).
     * Staff are not suspended here (an admin revokes their roles first), nor is the actor.
     */
    async suspend(by: StaffActor, userId: number, body: SuspendBody): Promise<StaffUserDetail> {
      const until = body.until ? new Date(body.until) : null;
      if (until && until.getTime() <= clock.now().getTime()) throw invalidField('until', MESSAGES.suspendUntilInvalid);
      if (by.actor === userId) throw new ApiError(403, MESSAGES.cannotSuspendSelf);
      await requireUserRow(userId);
      if ((await directory.rolesOf(userId)).length > 0) throw new ApiError(403, MESSAGES.cannotSuspendStaff);
      await db.transaction(async (tx) => {
        // A suspension whose end has passed counts as lifted then, so that a new one can stand.
        await tx
          .update(userSuspensions)
          .set({ liftedAt: userSuspensions.until })
          .where(
            and(eq(userSuspensions.userId, userId), isNull(userSuspensions.liftedAt), lte(userSuspensions.until, clock.now())),
          );
        const [created] = await tx
          .insert(userSuspensions)
          .values({ userId, reason: body.reason, until, suspendedBy: by.actor })
          .onConflictDoNothing()
          .returning();
        if (!created) throw conflict(MESSAGES.alreadySuspended);
        await sessions.endAll(tx, userId);
        await audit.record(tx, {
          ...by,
          action: AUDIT_ACTIONS.userSuspend,
          objectType: 'user',
          objectId: userId,
          before: null,
          after: { suspensionId: created.id, until: iso(until) },
          reason: body.reason,
        });
      });
      return userDetail(userId);
    },

    async unsuspend(by: StaffActor, userId: number, reason: string | undefined): Promise<StaffUserDetail> {
      await requireUserRow(userId);
      await db.transaction(async (tx) => {
        const [lifted] = await tx
          .update(userSuspensions)
          .set({ liftedAt: clock.now(), liftedBy: by.actor })
          .where(
            and(
              eq(userSuspensions.userId, userId),
              isNull(userSuspensions.liftedAt),
              or(isNull(userSuspensions.until), gt(userSuspensions.until, clock.now())),
            ),
          )
          .returning();
        if (!lifted) throw conflict(MESSAGES.notSuspended);
        await audit.record(tx, {
          ...by,
          action: AUDIT_ACTIONS.userUnsuspend,
          objectType: 'user',
          objectId: userId,
          before: { suspensionId: lifted.id, until: iso(lifted.until), reason: lifted.reason },
          after: null,
          reason: reason ?? null,
        });
      });
      return userDetail(userId);
    },
  };
}
