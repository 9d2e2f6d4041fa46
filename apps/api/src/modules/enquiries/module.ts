import type { AppDeps } from '../../platform/context.ts';
import { job, type ModuleDefinition } from '../../platform/module.ts';
import { inboxRouter } from './inbox-routes.ts';
import { ANONYMISE_JOB } from './retention.ts';
import { enquiriesRouter } from './routes.ts';
import { createEnquiriesService } from './service.ts';

/**
 * Enquiries to institutes about a course or the institute (rate limited per address), and the
 * institutes' lead inbox (issue 32): status, assignee, private notes, CSV export, and a job that
 * anonymises enquiries older than the retention period.
 */
export function defineEnquiries(deps: Pick<AppDeps, 'db' | 'config' | 'rateLimiter' | 'notifications'>) {
  const enquiries = createEnquiriesService(deps.db, {
    notifications: deps.notifications,
    retentionDays: deps.config.enquiryRetentionDays,
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
    ],
    offers: {},
  } satisfies ModuleDefinition<unknown, object>;
}
