import { formatDate } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import type { EnquiryMailChoice } from '@lp/contract/settings';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { enquiries, enquiryDigestItems } from '../../db/schema/enquiries.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mail.ts';
import { DIGEST_UNKNOWN_TARGET, mailIn } from '../../platform/notice-texts.ts';
import { targetsOf } from '../../shared/targets.ts';

/** Scheduled: gathers each staff member's new enquiries since their last digest. */
export const DIGEST_JOB = 'enquiries.digest';
/** One per staff member and digest: sends the mail. */
export const DIGEST_MAIL_JOB = 'enquiries.digest-mail';
export const DIGEST_EVERY_MS = 24 * 60 * 60_000;

/** The settings module's reader of a staff member's choice (a port: modules do not read each other's tables). */
export type EnquiryMailOf = (executor: Executor, userId: number) => Promise<EnquiryMailChoice>;

export type DigestMail = { userId: number; enquiryIds: number[] };

const WHEN: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };

/**
 * The daily digest of new enquiries (issue 32). A new enquiry leaves one row per staff member
 * who chose the digest; the scheduled job claims each member's rows (sets `sent_at`) and, in the
 * same transaction, enqueues one mail job for them, keyed by the member and the newest enquiry.
 * A second run, on this instance or another, finds the rows claimed (the UPDATE waits for the
 * first one's lock, then sees `sent_at` set) and sends nothing; a mail that fails is retried by
 * its job without gathering again.
 */
export function createDigest(
  db: Database,
  deps: {
    jobRunner: JobRunner;
    mailer: Mailer;
    publicUrl: string;
    /** The language the member reads the platform in (the notifications' reader language). */
    localeOf: (userId: number) => Promise<Locale>;
  },
) {
  return {
    /** Notes the enquiry for the member's next digest (inside the enquiry's transaction). */
    async add(tx: Executor, userId: number, enquiryId: number): Promise<void> {
      await tx.insert(enquiryDigestItems).values({ userId, enquiryId }).onConflictDoNothing();
    },

    /** Claims every member's pending enquiries and enqueues one mail each; returns how many mails. */
    async gather(): Promise<number> {
      const members = await db
        .selectDistinct({ userId: enquiryDigestItems.userId })
        .from(enquiryDigestItems)
        .where(isNull(enquiryDigestItems.sentAt));
      let mails = 0;
      for (const { userId } of members) {
        await db.transaction(async (tx) => {
          const claimed = await tx
            .update(enquiryDigestItems)
            .set({ sentAt: sql`now()` })
            .where(and(eq(enquiryDigestItems.userId, userId), isNull(enquiryDigestItems.sentAt)))
            .returning({ enquiryId: enquiryDigestItems.enquiryId });
          if (claimed.length === 0) return;
          const enquiryIds = claimed.map((c) => c.enquiryId).sort((a, b) => a - b);
          const payload: DigestMail = { userId, enquiryIds };
          await deps.jobRunner.enqueue(DIGEST_MAIL_JOB, payload, {
            tx,
            key: `enquiry-digest:${userId}:${enquiryIds.at(-1)}`,
          });
          mails += 1;
        });
      }
      return mails;
    },

    /** One mail listing the enquiries (what they are about and when, never the learner's details). */
    async send({ userId, enquiryIds }: DigestMail): Promise<void> {
      const [recipient] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (!recipient || enquiryIds.length === 0) return;
      const rows = await db
        .select({ id: enquiries.id, modelName: enquiries.modelName, modelId: enquiries.modelId, createdAt: enquiries.createdAt })
        .from(enquiries)
        .where(inArray(enquiries.id, enquiryIds))
        .orderBy(asc(enquiries.createdAt), asc(enquiries.id));
      if (rows.length === 0) return;
      const targets = await targetsOf(db, rows);
      const locale = await deps.localeOf(userId);
      const lines = rows.map((row) => {
        const about = targets.get(`${row.modelName}:${row.modelId}`)?.name ?? DIGEST_UNKNOWN_TARGET[locale];
        return `- ${about} (${formatDate(row.createdAt, locale, WHEN)})`;
      });
      const inbox = new URL('/staff/enquiries', deps.publicUrl).toString();
      await deps.mailer.send({
        to: recipient.email,
        ...mailIn('enquiryDigest', locale, { count: rows.length, lines: lines.join('\n'), inbox }),
      });
    },
  };
}

export type Digest = ReturnType<typeof createDigest>;
