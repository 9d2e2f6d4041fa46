import type { AppDeps } from '../../platform/context.ts';
import { job, type ModuleDefinition } from '../../platform/module.ts';
import { createDigest, DIGEST_EVERY_MS, DIGEST_JOB, DIGEST_MAIL_JOB, type DigestMail, type EnquiryMailOf } from './digest.ts';
import { inboxRouter } from './inbox-routes.ts';
import { ANONYMISE_JOB } from './retention.ts';
import { enquiriesRouter } from './routes.ts';
import { createEnquiriesService } from './service.ts';

/**
 * Enquiries to institutes about a course or the institute (rate limited per address), and the
 * institutes' lead inbox (issue 32): status, assignee, private notes, CSV export, the staff's
 * daily digest of new enquiries, and a job that anonymises enquiries older than the retention period.
 */
export function defineEnquiries(
  deps: Pick<AppDeps, 'db' | 'config' | 'rateLimiter' | 'notifications' | 'jobRunner' | 'mailer'> & {
    enquiryMailOf: EnquiryMailOf;
  },
) {
  const digest = createDigest(deps.db, {
    jobRunner: deps.jobRunner,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl ?? `http://localhost:${deps.config.port}`,
    localeOf: (userId) => deps.notifications.readerLocale(userId),
  });
  const enquiries = createEnquiriesService(deps.db, {
    notifications: deps.notifications,
    retentionDays: deps.config.enquiryRetentionDays,
    digest,
    enquiryMailOf: deps.enquiryMailOf,
  });
  return {
    router: enquiriesRouter({ enquiries }, deps).route('/', inboxRouter({ enquiries }, deps)),
    reactions: [],
    jobs: [
      job(
        ANONYMISE_JOB,
        async () => {
          await enquiries.anonymiseOld();
        },
        { everyMs: 6 * 60 * 60_000 },
      ),
      job(
        DIGEST_JOB,
        async () => {
          await digest.gather();
        },
        { everyMs: DIGEST_EVERY_MS },
      ),
      job<DigestMail>(DIGEST_MAIL_JOB, (payload) => digest.send(payload), { retry: { maxAttempts: 6, backoffMs: 30_000 } }),
    ],
    offers: {},
  } satisfies ModuleDefinition<unknown, object>;
}
