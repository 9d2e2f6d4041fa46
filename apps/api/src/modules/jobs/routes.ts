import type { AppDeps } from '../../platform/context.ts';
import { createRouter } from '../../platform/openapi.ts';

/** Mounted at /api: paths start with /core/ or /accounts/ (SPEC §7). */
export function jobsRouter(_deps: AppDeps) {
  return createRouter();
}
