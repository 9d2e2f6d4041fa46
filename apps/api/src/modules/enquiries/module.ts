import type { AppDeps } from '../../platform/context.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { enquiriesRouter } from './routes.ts';
import { createEnquiriesService } from './service.ts';

/** Enquiries to institutes about a course or the institute (rate limited per address). */
export function defineEnquiries(deps: Pick<AppDeps, 'db' | 'config' | 'rateLimiter'>) {
  const enquiries = createEnquiriesService(deps.db);
  return {
    router: enquiriesRouter({ enquiries }, deps),
    reactions: [],
    jobs: [],
    offers: {},
  } satisfies ModuleDefinition<unknown, object>;
}
