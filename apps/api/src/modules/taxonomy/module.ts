import type { Database } from '../../db/client.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { taxonomyRouter } from './routes.ts';
import { createTaxonomyService } from './service.ts';

/** Streams, cities and tags: the vocabulary other modules filter by. */
export function defineTaxonomy(deps: { db: Database }) {
  const taxonomy = createTaxonomyService(deps.db);
  return {
    router: taxonomyRouter({ taxonomy }),
    reactions: [],
    jobs: [],
    offers: {},
  } satisfies ModuleDefinition<unknown, object>;
}
