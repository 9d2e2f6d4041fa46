import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { reaction } from '../../platform/module.ts';
import type { Notifications } from '../../platform/notifications.ts';

const STATUS_WORDS: Record<string, string> = {
  applied: 'received',
  reviewing: 'in review',
  shortlisted: 'shortlisted',
  rejected: 'not taken forward',
  hired: 'successful: you are hired',
};

/** A change to my job application (emitted by the jobs module when an employer moves it). */
export function notificationsReactions(db: Database, notifications: Notifications) {
  return [
    reaction('application.status-changed', 'notifications.application-status', async ({ payload }) => {
      const [job] = await db.select({ title: jobs.title, slug: jobs.slug }).from(jobs).where(eq(jobs.id, payload.jobId));
      await notifications.notify(undefined, {
        userId: payload.applicantId,
        type: 'jobs',
        key: `application.status:${payload.applicationId}:${payload.status}`,
        title: `Your application is ${STATUS_WORDS[payload.status] ?? payload.status}`,
        body: job?.title ?? 'Your job application',
        link: '/account/jobs',
      });
    }),
  ];
}
