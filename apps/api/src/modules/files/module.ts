import type { AppDeps } from '../../platform/context.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { createRouter } from '../../platform/openapi.ts';
import type { MediaSigner } from '../../platform/signed-media.ts';
import { filesRouter, mediaRouter, signedMediaRouter } from './routes.ts';

/** Stored files: public media (cached for a year), studio video files by signed links, and private files served to their owner only. */
export function defineFiles(deps: Pick<AppDeps, 'db' | 'storage'> & { signer: MediaSigner }) {
  return {
    router: createRouter().route('/', mediaRouter(deps)).route('/', signedMediaRouter(deps)).route('/', filesRouter(deps)),
    reactions: [],
    jobs: [],
    offers: {},
  } satisfies ModuleDefinition<unknown, object>;
}
