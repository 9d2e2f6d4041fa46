import type { AppDeps } from '../../platform/context.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { createRouter } from '../../platform/openapi.ts';
import { docsRouter, systemRouter } from './routes.ts';

/** Health and readiness, and the API's own documentation (Swagger UI over /api/openapi.json). */
export function defineSystem(deps: Pick<AppDeps, 'db' | 'config'>) {
  return {
    router: createRouter().route('/', systemRouter(deps)).route('/', docsRouter()),
    reactions: [],
    jobs: [],
    offers: {},
  } satisfies ModuleDefinition<unknown, object>;
}
