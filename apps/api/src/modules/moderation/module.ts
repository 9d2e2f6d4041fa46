import type { Database } from '../../db/client.ts';
import type { ProxyTrust } from '../../platform/client-ip.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { moderationRouter } from './routes.ts';
import { createModerationService, type ModerationDeps } from './service.ts';

/**
 * Moderation (issue 30): a case per reported object, hide/restore/dismiss, auto-hide at the
 * threshold, and the staff dashboard's metrics. Offers `reportFiled` to the report call (posts).
 */
export function defineModeration(deps: ModerationDeps & { db: Database; config: ProxyTrust }) {
  const moderation = createModerationService(deps.db, deps);
  return {
    router: moderationRouter({ moderation }, deps),
    reactions: [],
    jobs: [],
    offers: { reportFiled: moderation.reportFiled },
  } satisfies ModuleDefinition<unknown, object>;
}
