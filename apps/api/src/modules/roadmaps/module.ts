import type { Database } from '../../db/client.ts';
import type { ProxyTrust } from '../../platform/client-ip.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { createRouter } from '../../platform/openapi.ts';
import { createRoadmapAuthoring } from './authoring.ts';
import { roadmapAuthoringRouter } from './authoring-routes.ts';
import { roadmapsRouter } from './routes.ts';
import { createRoadmapsService } from './service.ts';

/** Roadmaps and each learner's ticked steps, and their editing in the studio by admins (issue 31). */
export function defineRoadmaps(deps: { db: Database; config: ProxyTrust }) {
  const roadmaps = createRoadmapsService(deps.db);
  const authoring = createRoadmapAuthoring(deps.db);
  return {
    router: createRouter().route('/', roadmapsRouter({ roadmaps })).route('/', roadmapAuthoringRouter({ authoring }, deps)),
    reactions: [],
    jobs: [],
    offers: {},
  } satisfies ModuleDefinition<unknown, object>;
}
