import type { Database } from '../../db/client.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { institutesRouter } from './routes.ts';
import { createInstitutesService } from './service.ts';

/** Institutes. Offers the rating writer the reviews module keeps up to date. */
export function defineInstitutes(deps: { db: Database }) {
  const institutes = createInstitutesService(deps.db);
  return {
    router: institutesRouter({ institutes }),
    reactions: [],
    jobs: [],
    offers: { setRating: institutes.setRating },
  } satisfies ModuleDefinition<unknown, object>;
}
