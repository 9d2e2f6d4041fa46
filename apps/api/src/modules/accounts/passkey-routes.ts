import {
  passkeyAssertionBodySchema,
  passkeyCreationOptionsSchema,
  passkeyCredentialBodySchema,
  passkeyItemSchema,
  passkeyRegisteredSchema,
  passkeyRequestOptionsSchema,
  passkeyTokenSchema,
} from '@lp/contract/accounts';
import { okSchema } from '@lp/contract/common';
import { PASSKEY } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { publicAccess, requireSecondFactorUsedByStaff, signedIn } from '../../platform/access.ts';
import { clientIp } from '../../platform/client-ip.ts';
import type { AppDeps, AppEnv } from '../../platform/context.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody, OWNED_EXTENSION } from '../../platform/openapi.ts';
import { markSessionUsedSecondFactor } from '../../platform/session-cookie.ts';
import type { PasskeyService } from './passkey-service.ts';

const tags = ['accounts'];
/** Holds the id of the caller's pending WebAuthn challenge (never the challenge itself). */
const CHALLENGE_COOKIE = 'lp.webauthn';

const registerOptions = defineRoute({
  method: 'get',
  path: '/accounts/webauthn-register',
  middleware: [signedIn] as const,
  tags,
  summary: 'Passkey creation options (timeout 60000 ms, algorithm -7, resident key required, attestation direct)',
  responses: {
    200: dataResponse(passkeyCreationOptionsSchema, 'PublicKeyCredentialCreationOptionsJSON'),
    ...errorResponses(401),
  },
});

const register = defineRoute({
  method: 'post',
  path: '/accounts/webauthn-register',
  middleware: [signedIn] as const,
  tags,
  summary: 'Verify and store a new passkey: {id, rawId, type, response: {clientData, attestationObject}}',
  request: { body: jsonBody(passkeyCredentialBodySchema) },
  responses: {
    200: dataResponse(passkeyRegisteredSchema, 'Registered'),
    ...errorResponses(400, 401, 403, 409, 415, 422, 429),
  },
});

const authenticateOptions = defineRoute({
  method: 'get',
  path: '/accounts/webauthn-authenticate',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Passkey sign-in options (discoverable credentials: no email needed)',
  responses: { 200: dataResponse(passkeyRequestOptionsSchema, 'PublicKeyCredentialRequestOptionsJSON'), ...errorResponses(429) },
});

const authenticate = defineRoute({
  method: 'post',
  path: '/accounts/webauthn-authenticate',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Verify a passkey assertion; answers a single-use token for the Auth.js `passkey` provider',
  request: { body: jsonBody(passkeyAssertionBodySchema) },
  responses: { 200: dataResponse(passkeyTokenSchema, 'Verified'), ...errorResponses(400, 415, 422, 429) },
});

const listPasskeys = defineRoute({
  method: 'get',
  path: '/accounts/passkeys',
  middleware: [signedIn] as const,
  tags,
  summary: "The signed-in user's passkeys with their names and last use",
  responses: { 200: dataResponse(z.array(passkeyItemSchema), 'Passkeys'), ...errorResponses(401) },
});

const removePasskey = defineRoute({
  method: 'delete',
  path: '/accounts/passkeys/{id}',
  middleware: [signedIn] as const,
  [OWNED_EXTENSION]: 'passkey',
  tags,
  summary: 'Remove one of your passkeys',
  request: {
    params: z.object({
      id: z
        .string()
        .min(1)
        .max(1024)
        .regex(/^[A-Za-z0-9_-]+$/, MESSAGES.passkeyNotFound),
    }),
  },
  responses: { 200: dataResponse(okSchema, 'Removed'), ...errorResponses(401, 403, 404, 422) },
});

export function passkeyRouter({ passkeys }: { passkeys: PasskeyService }, deps: Pick<AppDeps, 'config' | 'rateLimiter'>) {
  const secure = (deps.config.publicUrl ?? '').startsWith('https:');
  const remember = <E extends AppEnv>(c: Context<E>, id: string) =>
    setCookie(c, CHALLENGE_COOKIE, id, {
      httpOnly: true,
      sameSite: 'Strict',
      secure,
      path: '/api/accounts',
      maxAge: PASSKEY.timeoutMs / 1000 + 60,
    });
  const take = <E extends AppEnv>(c: Context<E>) => {
    const id = getCookie(c, CHALLENGE_COOKIE);
    deleteCookie(c, CHALLENGE_COOKIE, { path: '/api/accounts', secure });
    return id;
  };
  const limit = <E extends AppEnv>(c: Context<E>, bucket: string) =>
    deps.rateLimiter.consume(bucket, [`ip:${clientIp(c, deps.config)}`], { pointsPerMinute: 30 });

  return createRouter()
    .openapi(registerOptions, async (c) => {
      const user = c.var.user;
      const { options, challengeId } = await passkeys.registrationOptions(user);
      remember(c, challengeId);
      return c.json({ data: options }, 200);
    })
    .openapi(register, async (c) => {
      const user = c.var.user;
      await limit(c, 'webauthn-register');
      await requireSecondFactorUsedByStaff(c);
      const passkey = await passkeys.register(user.id, take(c), c.req.valid('json'), c.req.header('user-agent'));
      // The new passkey was just used (user verification): this session counts as signed in with it (ADR 0028).
      await markSessionUsedSecondFactor(c);
      return c.json({ data: { message: MESSAGES.passkeyRegistered, passkey } }, 200);
    })
    .openapi(authenticateOptions, async (c) => {
      await limit(c, 'webauthn-options');
      const { options, challengeId } = await passkeys.authenticationOptions();
      remember(c, challengeId);
      return c.json({ data: options }, 200);
    })
    .openapi(authenticate, async (c) => {
      await limit(c, 'webauthn-authenticate');
      return c.json({ data: await passkeys.authenticate(take(c), c.req.valid('json')) }, 200);
    })
    .openapi(listPasskeys, async (c) => {
      const user = c.var.user;
      return c.json({ data: await passkeys.list(user.id) }, 200);
    })
    .openapi(removePasskey, async (c) => {
      const user = c.var.user;
      await requireSecondFactorUsedByStaff(c);
      await passkeys.remove(user.id, c.req.valid('param').id);
      return c.json({ data: { ok: true as const } }, 200);
    });
}
