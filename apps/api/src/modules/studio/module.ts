import type { Database } from '../../db/client.ts';
import type { ProxyTrust } from '../../platform/client-ip.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import type { Storage } from '../../platform/storage.ts';
import { studioRouter } from './routes.ts';
import { createStudioService } from './service.ts';

/**
 * The course studio (issue 31, ADR 0034): instructors author draft courses of their institute
 * (details, outline, items) and publish them into the live catalogue.
 */
export function defineStudio(deps: { db: Database; config: ProxyTrust; storage: Storage }) {
  const studio = createStudioService(deps.db);
  return {
    router: studioRouter({ studio }, deps),
    reactions: [],
    jobs: [],
    offers: {},
  } satisfies ModuleDefinition<unknown, object>;
}
