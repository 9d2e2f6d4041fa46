import {
  totpConfirmBodySchema,
  totpConfirmedSchema,
  totpDisableBodySchema,
  totpSetupSchema,
  totpStatusSchema,
} from '@lp/contract/staff';
import type { Context } from 'hono';
import { requireSecondFactorUsedByStaff, type SignedInEnv, signedIn } from '../../platform/access.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody } from '../../platform/openapi.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { markSessionUsedSecondFactor } from '../../platform/session-cookie.ts';
import type { TotpService } from './totp-service.ts';

const tags = ['accounts'];

/** A code is 6 digits: a few tries a minute per account keep guessing hopeless. */
const CODE_TRIES_PER_MINUTE = 5;

const status = defineRoute({
  method: 'get',
  path: '/accounts/security/totp',
  middleware: [signedIn] as const,
  tags,
  summary: 'Whether an authenticator app is set up as a second factor, and how many recovery codes are left',
  responses: { 200: dataResponse(totpStatusSchema, 'Status'), ...errorResponses(401) },
});

const setup = defineRoute({
  method: 'post',
  path: '/accounts/security/totp/setup',
  middleware: [signedIn] as const,
  tags,
  summary: 'Start setting up an authenticator app: a new secret, its otpauth URL and a QR code (a data: URL)',
  responses: { 200: dataResponse(totpSetupSchema, 'New secret'), ...errorResponses(401, 403, 409, 429) },
});

const confirm = defineRoute({
  method: 'post',
  path: '/accounts/security/totp/confirm',
  middleware: [signedIn] as const,
  tags,
  summary:
    'Turn the authenticator app on with a code from it; answers 10 recovery codes, shown only this once. The session counts as signed in with a second factor from then on',
  request: { body: jsonBody(totpConfirmBodySchema) },
  responses: { 200: dataResponse(totpConfirmedSchema, 'Enabled'), ...errorResponses(401, 403, 409, 415, 422, 429) },
});

const disable = defineRoute({
  method: 'post',
  path: '/accounts/security/totp/disable',
  middleware: [signedIn] as const,
  tags,
  summary: 'Turn the authenticator app off, given a current code or a recovery code',
  request: { body: jsonBody(totpDisableBodySchema) },
  responses: { 200: dataResponse(totpStatusSchema, 'Disabled'), ...errorResponses(401, 409, 415, 422, 429) },
});

/** The authenticator-app second factor, in the account's security section (issue 30). */
export function totpRouter({ totp }: { totp: TotpService }, deps: { rateLimiter: RateLimiter }) {
  const limit = (c: Context<SignedInEnv>) =>
    deps.rateLimiter.consume('totp-code', [`user:${c.var.user.id}`], { pointsPerMinute: CODE_TRIES_PER_MINUTE });
  return createRouter()
    .openapi(status, async (c) => c.json({ data: await totp.status(c.var.user.id) }, 200))
    .openapi(setup, async (c) => {
      await limit(c);
      await requireSecondFactorUsedByStaff(c);
      return c.json({ data: await totp.setup(c.var.user) }, 200);
    })
    .openapi(confirm, async (c) => {
      await limit(c);
      await requireSecondFactorUsedByStaff(c);
      const confirmed = await totp.confirm(c.var.user.id, c.req.valid('json').code);
      // The code just proved the app: this session now counts as signed in with it (ADR 0028).
      await markSessionUsedSecondFactor(c);
      return c.json({ data: confirmed }, 200);
    })
    .openapi(disable, async (c) => {
      await limit(c);
      return c.json({ data: await totp.disable(c.var.user.id, c.req.valid('json').code) }, 200);
    });
}
