import type { AppDeps } from '../../platform/context.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { createSandbox } from '../../platform/sandbox/sandbox.ts';
import { fixmeRouter } from './routes.ts';
import { createFixmeService, type FixmePorts } from './service.ts';

/**
 * Fix-me problems judged in the code sandbox (ADR 0013, 0025). The sandbox's threads start on
 * the first run and end with the process (`onShutdown`). Offers its cards to search.
 */
export function defineFixme(
  deps: Pick<AppDeps, 'db' | 'config' | 'points' | 'events' | 'onShutdown'> & Pick<FixmePorts, 'isPremium'>,
) {
  const sandbox = createSandbox(deps.config.sandbox);
  deps.onShutdown(() => sandbox.close());
  const fixme = createFixmeService({ ...deps, sandbox });
  return {
    router: fixmeRouter({ fixme }),
    reactions: [],
    jobs: [],
    offers: { cardsByIds: fixme.cardsByIds },
  } satisfies ModuleDefinition<unknown, object>;
}
