import type { AppDeps } from '../../platform/context.ts';
import { job, type ModuleDefinition } from '../../platform/module.ts';
import { createRouter } from '../../platform/openapi.ts';
import { createHiringApplications } from './hiring-applications.ts';
import { createHiringJobs } from './hiring-jobs.ts';
import { jobsRouter } from './routes.ts';
import { createJobsService } from './service.ts';
import { hiringRouter } from './staff-routes.ts';

/** How often the platform closes jobs whose closing date has passed. */
export const CLOSE_DUE_JOBS_EVERY_MS = 10 * 60_000;
export const CLOSE_DUE_JOBS = 'jobs.close-due';

/**
 * Job listings and applications (with a résumé), and the employer's side (issue 32): jobs from
 * draft to closed, applicants and their status. Not the background job runner (platform/jobs.ts).
 */
export function defineJobs(deps: Pick<AppDeps, 'db' | 'storage' | 'notifications' | 'config' | 'clock'>) {
  const jobs = createJobsService(deps.db, deps.storage);
  const hiringJobs = createHiringJobs(deps.db);
  const hiringApplications = createHiringApplications(deps.db, { notifications: deps.notifications, jobs: hiringJobs });
  return {
    router: createRouter().route('/', jobsRouter({ jobs })).route('/', hiringRouter({ hiringJobs, hiringApplications }, deps)),
    reactions: [],
    jobs: [
      job(
        CLOSE_DUE_JOBS,
        async () => {
          await hiringJobs.closeDue(deps.clock?.now() ?? new Date());
        },
        { everyMs: CLOSE_DUE_JOBS_EVERY_MS },
      ),
    ],
    offers: {},
  } satisfies ModuleDefinition<unknown, object>;
}
