import type { AppDeps } from '../../platform/context.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { jobsRouter } from './routes.ts';
import { createJobsService } from './service.ts';

/** Job listings and applications (with a résumé). Not the background job runner (platform/jobs.ts). */
export function defineJobs(deps: Pick<AppDeps, 'db' | 'storage'>) {
  const jobs = createJobsService(deps.db, deps.storage);
  return {
    router: jobsRouter({ jobs }),
    reactions: [],
    jobs: [],
    offers: {},
  } satisfies ModuleDefinition<unknown, object>;
}
