import { AUDIT_ACTIONS } from '@lp/contract/staff';
import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enquiries } from '../../db/schema/enquiries.ts';
import { audit } from '../../platform/audit.ts';

export const ANONYMISE_JOB = 'enquiries.anonymise';
/** What an anonymised enquiry shows instead of the learner's name. */
export const ANONYMISED_NAME = 'Anonymised';
const BATCH = 1_000;

/**
 * The retention rule (issue 32): an enquiry older than `retentionDays` loses the learner's name,
 * email, mobile, pin code and message; its course, institute, status, dates and the staff's notes
 * stay, so that the institute's counts still add up. Runs by the job runner in batches, each with
 * one audit row (`system`) naming how many enquiries it anonymised. Idempotent: anonymised rows
 * are not touched again.
 */
export async function anonymiseOldEnquiries(db: Database, retentionDays: number): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(and(isNull(enquiries.anonymisedAt), lt(enquiries.createdAt, sql`now() - make_interval(days => ${retentionDays})`)))
        .orderBy(enquiries.createdAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      const ids = due.map((d) => d.id);
      await tx
        .update(enquiries)
        .set({ name: ANONYMISED_NAME, email: '', mobile: '', pinCode: '', message: '', anonymisedAt: sql`now()` })
        .where(inArray(enquiries.id, ids));
      await audit.record(tx, {
        actor: null,
        role: 'system',
        action: AUDIT_ACTIONS.enquiryAnonymise,
        objectType: 'enquiry',
        objectId: null,
        ip: null,
        after: { count: ids.length, firstId: Math.min(...ids), lastId: Math.max(...ids) },
        reason: `Older than the retention period (${retentionDays} days)`,
      });
      return ids.length;
    });
    total += done;
    if (done < BATCH) return total;
  }
}
