import type { Database } from '../../db/client.ts';
import type { ProxyTrust } from '../../platform/client-ip.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { createRouter } from '../../platform/openapi.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { SessionVersions } from '../../platform/session-versions.ts';
import type { StaffDirectory } from '../../platform/staff-directory.ts';
import { staffRouter } from './routes.ts';
import { createStaffService } from './service.ts';
import { totpRouter } from './totp-routes.ts';
import { createTotpService } from './totp-service.ts';

/**
 * Staff roles, users and suspensions, the audit log (issue 30), and the authenticator-app second
 * factor any account may set up. Offers the sign-in gate (authenticator code, suspension) to auth.
 */
export function defineStaff(deps: {
  db: Database;
  clock: Clock;
  sessions: SessionVersions;
  directory: StaffDirectory;
  rateLimiter: RateLimiter;
  config: ProxyTrust;
}) {
  const totp = createTotpService(deps.db, { clock: deps.clock });
  const staff = createStaffService(deps.db, { directory: deps.directory, totp, sessions: deps.sessions, clock: deps.clock });
  return {
    router: createRouter().route('/', staffRouter({ staff }, deps)).route('/', totpRouter({ totp }, deps)),
    reactions: [],
    jobs: [],
    offers: { signInGate: staff.signInGate },
  } satisfies ModuleDefinition<unknown, object>;
}
