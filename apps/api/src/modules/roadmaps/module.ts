import type { Database } from '../../db/client.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { roadmapsRouter } from './routes.ts';
import { createRoadmapsService } from './service.ts';

/** Roadmaps and each learner's ticked steps. */
export function defineRoadmaps(deps: { db: Database }) {
  const roadmaps = createRoadmapsService(deps.db);
  return {
    router: roadmapsRouter({ roadmaps }),
    reactions: [],
    jobs: [],
    offers: {},
  } satisfies ModuleDefinition<unknown, object>;
}
