import type { Database } from '../../db/client.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { searchRouter } from './routes.ts';
import { createSearchService, type SearchPorts } from './service.ts';

/**
 * Search across every kind of content; the cards of other modules' items come through `cards`.
 * Read-only: a read replica may serve it.
 */
export function defineSearch(deps: SearchPorts & { readDb: Database }) {
  const search = createSearchService(deps.readDb, deps);
  return {
    router: searchRouter({ search }),
    reactions: [],
    jobs: [],
    offers: {},
  } satisfies ModuleDefinition<unknown, object>;
}
