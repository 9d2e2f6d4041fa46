import type { Database } from '../../db/client.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { searchRouter } from './routes.ts';
import { createSearchService, type SearchPorts } from './service.ts';

/** Search across every kind of content; the cards of other modules' items come through `cards`. */
export function defineSearch(deps: SearchPorts & { db: Database }) {
  const search = createSearchService(deps.db, deps);
  return {
    router: searchRouter({ search }),
    reactions: [],
    jobs: [],
    offers: {},
  } satisfies ModuleDefinition<unknown, object>;
}
