import type { InboxEnquiryDetail, InboxEnquiryPatch } from '@lp/contract/enquiries';
import { MESSAGES } from '@lp/contract/messages';
import { AUDIT_ACTIONS, type AuditActorRole } from '@lp/contract/staff';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enquiries, enquiryNotes } from '../../db/schema/enquiries.ts';
import { institutes } from '../../db/schema/institutes.ts';
import { audit } from '../../platform/audit.ts';
import { invalidField, notFound } from '../../platform/errors.ts';
import { noticeOf } from '../../platform/notice-texts.ts';
import type { Notifications } from '../../platform/notifications.ts';
import { instituteStaffOf } from '../../platform/staff-directory.ts';
import type { Inbox } from './inbox.ts';

/** Who acts: `staffActor(c, config)`. */
export type EnquiryActor = { actor: number; role: AuditActorRole; ip: string };

/**
 * A staff member changes an enquiry's status or assignee, or adds a private note, in one
 * transaction with one audit row. The enquiry's row is locked first, so concurrent changes pass
 * one at a time and each compares with what the previous one committed: a status that is already
 * the enquiry's is no change (no audit row, nobody told), and each actual change of status tells
 * the learner once (the notification's key names the change).
 */
export function createInboxUpdate(db: Database, deps: { notifications: Notifications; inbox: Inbox }) {
  return async function update(by: EnquiryActor, id: number, patch: InboxEnquiryPatch): Promise<InboxEnquiryDetail> {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for('update');
      if (!row) throw notFound(MESSAGES.enquiryNotFound);
      if (patch.assigneeId !== undefined && patch.assigneeId !== null) {
        const staff = await instituteStaffOf(tx, row.instituteId);
        if (!staff.some((member) => member.id === patch.assigneeId)) {
          throw invalidField('assigneeId', MESSAGES.enquiryAssigneeInvalid);
        }
      }
      const statusChanged = patch.status !== undefined && patch.status !== row.status;
      const assigneeChanged = patch.assigneeId !== undefined && patch.assigneeId !== row.assigneeId;
      if (!statusChanged && !assigneeChanged && patch.note === undefined) return;

      let changedAt = row.statusChangedAt;
      if (statusChanged || assigneeChanged) {
        const [updated] = await tx
          .update(enquiries)
          .set({
            ...(statusChanged ? { status: patch.status, statusChangedAt: sql`clock_timestamp()` } : {}),
            ...(assigneeChanged ? { assigneeId: patch.assigneeId ?? null } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(enquiries.id, id))
          .returning({ statusChangedAt: enquiries.statusChangedAt });
        changedAt = updated?.statusChangedAt ?? changedAt;
      }
      const [note] =
        patch.note === undefined
          ? []
          : await tx
              .insert(enquiryNotes)
              .values({ enquiryId: id, authorId: by.actor, text: patch.note })
              .returning({ id: enquiryNotes.id });

      await audit.record(tx, {
        ...by,
        action: AUDIT_ACTIONS.enquiryUpdate,
        objectType: 'enquiry',
        objectId: id,
        before: { status: row.status, assigneeId: row.assigneeId },
        after: {
          status: statusChanged ? patch.status : row.status,
          assigneeId: assigneeChanged ? (patch.assigneeId ?? null) : row.assigneeId,
          ...(note ? { noteId: note.id } : {}),
        },
      });

      if (statusChanged && patch.status && row.userId !== null) {
        const [institute] = await tx.select({ name: institutes.name }).from(institutes).where(eq(institutes.id, row.instituteId));
        await deps.notifications.notify(tx, {
          userId: row.userId,
          type: 'enquiries',
          key: `enquiry.status:${id}:${patch.status}:${changedAt?.getTime() ?? Date.now()}`,
          message: noticeOf('enquiry.status', { institute: institute?.name ?? null, status: patch.status }),
          link: '/account/enquiries',
        });
      }
    });
    return deps.inbox.detail(id);
  };
}
