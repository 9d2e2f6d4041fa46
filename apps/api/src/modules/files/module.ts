import type { AppDeps } from '../../platform/context.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { createRouter } from '../../platform/openapi.ts';
import { filesRouter, mediaRouter } from './routes.ts';

/** Stored files: public media (cached for a year) and private files served to their owner only. */
export function defineFiles(deps: Pick<AppDeps, 'db' | 'storage'>) {
  return {
    router: createRouter().route('/', mediaRouter(deps)).route('/', filesRouter(deps)),
    reactions: [],
    jobs: [],
    offers: {},
  } satisfies ModuleDefinition<unknown, object>;
}
