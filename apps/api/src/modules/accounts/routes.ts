import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  mailSignupBodySchema,
  myTagsSchema,
  otpSentSchema,
  resetPasswordBodySchema,
  saveTagsBodySchema,
  signupBodySchema,
  verifiedSchema,
  verifyOtpBodySchema,
} from '@lp/contract/accounts';
import { okSchema } from '@lp/contract/common';
import { localeFromAcceptLanguage } from '@lp/contract/locale';
import { activeSessionSchema, sessionIdParamSchema, sessionUserSchema } from '@lp/contract/session';
import type { Context } from 'hono';
import { z } from 'zod';
import { publicAccess, signedIn } from '../../platform/access.ts';
import { clientIp } from '../../platform/client-ip.ts';
import type { AppDeps, AppEnv } from '../../platform/context.ts';
import { createRouter, dataResponse, defineRoute, errorResponses, jsonBody } from '../../platform/openapi.ts';
import { clearSessionCookie, reissueSessionCookie } from '../../platform/session-cookie.ts';
import type { AccountsService } from './service.ts';

/** Records a consent given on the sign-up form (the settings module keeps consents). */
export type GrantConsent = (userId: number, slug: string) => Promise<void>;

const tags = ['accounts'];

const mailSignup = defineRoute({
  method: 'post',
  path: '/mail-signup',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Send a sign-up code to an email (the owner of an existing account gets a sign-in link instead; same answer)',
  request: { body: jsonBody(mailSignupBodySchema) },
  responses: { 200: dataResponse(otpSentSchema, 'Mail sent'), ...errorResponses(400, 415, 422, 429) },
});

const verifyOtp = defineRoute({
  method: 'post',
  path: '/verify-otp',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Check a code without using it up',
  request: { body: jsonBody(verifyOtpBodySchema) },
  responses: { 200: dataResponse(verifiedSchema, 'The code is right'), ...errorResponses(400, 415, 422, 429) },
});

const signup = defineRoute({
  method: 'post',
  path: '/signup',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Create the account with a verified code',
  request: { body: jsonBody(signupBodySchema) },
  responses: {
    201: dataResponse(z.object({ user: sessionUserSchema }), 'Account created'),
    ...errorResponses(400, 409, 415, 422, 429),
  },
});

const forgotPassword = defineRoute({
  method: 'post',
  path: '/forgot-password',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Send a password reset code (answers the same whether or not the account exists)',
  request: { body: jsonBody(forgotPasswordBodySchema) },
  responses: { 200: dataResponse(otpSentSchema, 'Code sent if the account exists'), ...errorResponses(400, 415, 422, 429) },
});

const resetPassword = defineRoute({
  method: 'post',
  path: '/reset-password',
  middleware: [publicAccess] as const,
  tags,
  summary: 'Set a new password with a reset code',
  request: { body: jsonBody(resetPasswordBodySchema) },
  responses: { 200: dataResponse(okSchema, 'Password changed'), ...errorResponses(400, 415, 422, 429) },
});

const changePassword = defineRoute({
  method: 'post',
  path: '/change-password',
  middleware: [signedIn] as const,
  tags,
  summary: "Change the signed-in user's password",
  request: { body: jsonBody(changePasswordBodySchema) },
  responses: { 200: dataResponse(okSchema, 'Password changed'), ...errorResponses(400, 401, 415, 422, 429) },
});

const revokeAllSessions = defineRoute({
  method: 'post',
  path: '/sessions/revoke-all',
  middleware: [signedIn] as const,
  tags,
  summary: 'Sign out everywhere: every session of the signed-in user ends, this one included',
  responses: { 200: dataResponse(okSchema, 'Signed out everywhere'), ...errorResponses(401, 429) },
});

const listSessions = defineRoute({
  method: 'get',
  path: '/sessions',
  middleware: [signedIn] as const,
  tags,
  summary: "The signed-in user's active sessions (one per browser), most recently active first",
  responses: { 200: dataResponse(z.array(activeSessionSchema), 'Active sessions'), ...errorResponses(401) },
});

const endSession = defineRoute({
  method: 'delete',
  path: '/sessions/{id}',
  middleware: [signedIn] as const,
  tags,
  summary: 'Sign one of your sessions out (the current one too: its cookie is cleared)',
  request: { params: sessionIdParamSchema },
  responses: { 200: dataResponse(okSchema, 'Signed out'), ...errorResponses(401, 404, 422) },
});

const getMyTags = defineRoute({
  method: 'get',
  path: '/tags',
  middleware: [signedIn] as const,
  tags,
  summary: "The signed-in user's stream and tags",
  responses: { 200: dataResponse(myTagsSchema, 'Chosen stream and tags'), ...errorResponses(401) },
});

const saveMyTags = defineRoute({
  method: 'post',
  path: '/tags',
  middleware: [signedIn] as const,
  tags,
  summary: 'Choose a stream and tags (ends the welcome form)',
  request: { body: jsonBody(saveTagsBodySchema) },
  responses: { 200: dataResponse(myTagsSchema, 'Saved'), ...errorResponses(400, 401, 415, 422) },
});

export function accountsRouter(
  { accounts, grantConsent }: { accounts: AccountsService; grantConsent: GrantConsent },
  deps: Pick<AppDeps, 'config' | 'rateLimiter'>,
) {
  /** Auth and OTP endpoints: limited per address and, where there is one, per email. */
  const limit = <E extends AppEnv>(c: Context<E>, bucket: string, email?: string) =>
    deps.rateLimiter.consume(bucket, [`ip:${clientIp(c, deps.config)}`, ...(email ? [`email:${email}`] : [])]);

  const router = createRouter()
    .openapi(mailSignup, async (c) => {
      const { email } = c.req.valid('json');
      await limit(c, 'mail-signup', email);
      return c.json(
        { data: await accounts.requestSignupCode(email, localeFromAcceptLanguage(c.req.header('accept-language'))) },
        200,
      );
    })
    .openapi(verifyOtp, async (c) => {
      const { email, otp } = c.req.valid('json');
      await limit(c, 'verify-otp', email);
      await accounts.verifyCode(email, otp);
      return c.json({ data: { verified: true as const } }, 200);
    })
    .openapi(signup, async (c) => {
      const body = c.req.valid('json');
      await limit(c, 'signup', body.email);
      const user = await accounts.signup(body);
      // The form's "I agree" box: the consent's version and the time are kept (docs/spec-notes.md).
      if (body.acceptTerms) await grantConsent(user.id, 'terms');
      return c.json({ data: { user } }, 201);
    })
    .openapi(forgotPassword, async (c) => {
      const { email } = c.req.valid('json');
      await limit(c, 'forgot-password', email);
      return c.json(
        { data: await accounts.requestPasswordReset(email, localeFromAcceptLanguage(c.req.header('accept-language'))) },
        200,
      );
    })
    .openapi(resetPassword, async (c) => {
      const { email, otp, newPassword } = c.req.valid('json');
      await limit(c, 'reset-password', email);
      await accounts.resetPassword(email, otp, newPassword);
      return c.json({ data: { ok: true as const } }, 200);
    })
    .openapi(changePassword, async (c) => {
      const user = c.var.user;
      await limit(c, 'change-password', user.email);
      const { oldPassword, newPassword } = c.req.valid('json');
      const version = await accounts.changePassword(user.id, oldPassword, newPassword);
      // The caller stays signed in on this tab with a fresh cookie; every other session has ended (ADR 0004).
      await reissueSessionCookie(c, { sv: version });
      return c.json({ data: { ok: true as const } }, 200);
    })
    .openapi(revokeAllSessions, async (c) => {
      const user = c.var.user;
      await accounts.endAllSessions(user.id);
      clearSessionCookie(c);
      return c.json({ data: { ok: true as const } }, 200);
    })
    .openapi(listSessions, async (c) => {
      const user = c.var.user;
      return c.json({ data: await accounts.listSessions(user.id, c.get('sessionId')) }, 200);
    })
    .openapi(endSession, async (c) => {
      const user = c.var.user;
      const { id } = c.req.valid('param');
      await accounts.endSession(user.id, id);
      if (id === c.get('sessionId')) clearSessionCookie(c);
      return c.json({ data: { ok: true as const } }, 200);
    })
    .openapi(getMyTags, async (c) => {
      const user = c.var.user;
      return c.json({ data: await accounts.getTags(user.id) }, 200);
    })
    .openapi(saveMyTags, async (c) => {
      const user = c.var.user;
      return c.json({ data: await accounts.saveTags(user.id, c.req.valid('json')) }, 200);
    });
  return createRouter().route('/accounts', router);
}
