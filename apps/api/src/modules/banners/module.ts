import type { Database } from '../../db/client.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { bannersRouter } from './routes.ts';
import { createBannersService } from './service.ts';

/** The home page's banners. */
export function defineBanners(deps: { db: Database }) {
  const banners = createBannersService(deps.db);
  return {
    router: bannersRouter({ banners }),
    reactions: [],
    jobs: [],
    offers: {},
  } satisfies ModuleDefinition<unknown, object>;
}
