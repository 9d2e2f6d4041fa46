import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { AuthConfig } from '@auth/core';
import { getToken } from '@auth/core/jwt';
import Credentials from '@auth/core/providers/credentials';
import { signInBodySchema } from '@lp/contract/accounts';
import { safeCallbackUrl } from '@lp/contract/callback-url';
import { AUTH_MAX_AGE_SECONDS } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import type { SessionUser } from '@lp/contract/session';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isDatabaseUnavailable } from '../db/errors.ts';
import type { AccountsService } from '../modules/accounts/service.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { OUTAGE_RETRY_AFTER_SECONDS } from './error-handler.ts';
import type { SessionVersions } from './session-versions.ts';
import { checkedSignInForm, refuseSignIn, type SignInRefusal } from './sign-in-guard.ts';

/**
 * What must hold after the first factor for a sign-in to happen (the staff module answers it):
 * the authenticator code of an account that has one, and no suspension in force. A refusal is
 * shown to the person (sign-in-guard's `refuseSignIn`). A password sign-in that goes through says
 * whether it used a second factor (a right authenticator or recovery code): the session keeps it.
 */
export type SignInGate = {
  afterPassword(
    userId: number,
    form: Readonly<Record<string, string>>,
  ): Promise<{ refused: SignInRefusal } | { usedSecondFactor: boolean }>;
  afterPasskey(userId: number): Promise<SignInRefusal | null>;
};

type TokenClaims = {
  sub?: string;
  email?: string | null;
  fullName?: string;
  showPreferences?: boolean;
  /** One sign-in's id and the user's session version then (ADR 0004). */
  sid?: string;
  sv?: number;
  /** Whether this sign-in used a second factor: a passkey, or a password with an authenticator or recovery code (ADR 0028). */
  mfa?: boolean;
};

/**
 * Auth.js at /api/auth: credentials sign-in, JWT session cookie for 30 days. The token keeps
 * only the four session fields so that it stays in one cookie (DESIGN §2a).
 */
export function createAuthConfig(
  deps: AppDeps,
  accounts: AccountsService,
  sessions: SessionVersions,
  /** The accounts module's passkey sign-in: a single-use token from webauthn-authenticate to its user. */
  passkeys: { exchangeToken(token: string): Promise<SessionUser | null> },
  gate: SignInGate,
): AuthConfig {
  return {
    basePath: '/api/auth',
    secret: deps.config.authSecret,
    trustHost: true,
    session: { strategy: 'jwt', maxAge: AUTH_MAX_AGE_SECONDS },
    pages: { signIn: '/login', error: '/login' },
    logger: {
      error: (error) => {
        // A wrong password is a normal outcome, not an error worth a stack trace.
        if (error.name === 'CredentialsSignin') return;
        deps.logger.error({ err: error }, 'auth error');
      },
      warn: (code) => deps.logger.warn({ code }, 'auth warning'),
      debug: () => {},
    },
    providers: [
      Credentials({
        id: 'credentials',
        name: 'Email and password',
        credentials: { email: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
        // The credentials the sign-in guard parsed and counted, not Auth.js's own parse of the body (ADR 0023).
        authorize: async () => {
          const form = checkedSignInForm();
          const parsed = signInBodySchema.safeParse(form);
          if (!parsed.success) return null;
          const user = await accounts.authenticate(parsed.data.email, parsed.data.password);
          if (!user) return null;
          const gated = await gate.afterPassword(user.id, form ?? {});
          if ('refused' in gated) {
            refuseSignIn(gated.refused);
            return null;
          }
          return {
            id: String(user.id),
            email: user.email,
            name: user.fullName,
            showPreferences: user.showPreferences,
            mfa: gated.usedSecondFactor,
          };
        },
      }),
      // Passkey sign-in (docs/spec-notes.md): the single-use token POST /api/accounts/webauthn-authenticate answered.
      Credentials({
        id: 'passkey',
        name: 'Passkey',
        credentials: { token: { label: 'Token', type: 'text' } },
        authorize: async () => {
          const token = checkedSignInForm()?.token ?? '';
          const user = await passkeys.exchangeToken(token);
          if (!user) return null;
          const refusal = await gate.afterPasskey(user.id);
          if (refusal) {
            refuseSignIn(refusal);
            return null;
          }
          return {
            id: String(user.id),
            email: user.email,
            name: user.fullName,
            showPreferences: user.showPreferences,
            mfa: true,
          };
        },
      }),
    ],
    events: {
      async signOut(message) {
        if ('token' in message && message.token) await sessions.revoke(message.token);
      },
    },
    callbacks: {
      // Only paths on our own origin, whatever the query, form field or cookie said (open redirects).
      redirect: ({ url, baseUrl }) => safeCallbackUrl(url, baseUrl),
      async jwt({ token, user, trigger }) {
        const claims = token as typeof token & TokenClaims;
        if (user) {
          claims.sub = String(user.id);
          claims.email = user.email ?? null;
          claims.fullName = user.name ?? '';
          claims.showPreferences = Boolean((user as { showPreferences?: boolean }).showPreferences);
          // Kept as it is when Auth.js re-issues the cookie (refresh, `update`): how this sign-in happened.
          claims.mfa = (user as { mfa?: boolean }).mfa === true;
          delete claims.name;
          delete claims.picture;
          claims.sid = randomUUID();
          claims.sv = await sessions.versionOf(Number(user.id));
          await sessions.record(Number(user.id), claims.sid, claims.sv);
        } else if (!(await noticingOutage(() => sessions.isCurrent(claims)))) {
          // Ended by a password change, "sign out everywhere" or sign-out: Auth.js clears the cookie.
          return null;
        }
        if (trigger === 'update' && claims.sub) {
          // The client asks for a refresh after it changed something; read it from the database, never from the request.
          const fresh = await noticingOutage(() => accounts.findSessionUser(Number(claims.sub)));
          if (!fresh) return null;
          claims.email = fresh.email;
          claims.fullName = fresh.fullName;
          claims.showPreferences = fresh.showPreferences;
        }
        return claims;
      },
      async session({ session, token }) {
        const user = sessionUserFromClaims(token as TokenClaims);
        return { expires: session.expires, user } as unknown as typeof session;
      },
    },
  };
}

/** Set while Auth.js reads a session: whether the database was unreachable meanwhile. */
const sessionRead = new AsyncLocalStorage<{ unavailable: boolean }>();

async function noticingOutage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const state = sessionRead.getStore();
    if (state && isDatabaseUnavailable(error)) state.unavailable = true;
    throw error;
  }
}

/**
 * Auth.js answers a session whose check threw with `null` and a cleared cookie, so a database
 * restart would sign out everyone who polled meanwhile. An outage answers 503 with Retry-After
 * instead, and the cookie is left as it was (no Set-Cookie).
 */
export const keepSessionThroughOutage = createMiddleware(async (c, next) => {
  const state = { unavailable: false };
  await sessionRead.run(state, next);
  if (!state.unavailable) return;
  const headers = new Headers(c.res.headers);
  headers.delete('set-cookie');
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  headers.set('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
  c.res = undefined;
  c.res = new Response(JSON.stringify({ error: MESSAGES.default }), { status: 503, headers });
});

function sessionUserFromClaims(claims: TokenClaims): SessionUser | null {
  const id = Number(claims.sub);
  if (!Number.isInteger(id) || id <= 0 || !claims.email) return null;
  return {
    id,
    email: claims.email,
    fullName: claims.fullName ?? '',
    showPreferences: Boolean(claims.showPreferences),
  };
}

/**
 * The signed-in user, read once per request from the session cookie; null for a visitor.
 * The JWT is decrypted directly (no Auth.js round trip), so the request body is never touched
 * and this works before or after a route has read it.
 */
export async function readSessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const cached = c.get('sessionUser');
  if (cached !== undefined) return cached;
  let user: SessionUser | null = null;
  const cookie = c.req.header('cookie') ?? '';
  if (cookie.includes('authjs.session-token')) {
    const config = c.get('authConfig');
    try {
      const token = await getToken({
        req: { headers: { cookie } },
        secret: config.secret ?? '',
        secureCookie: cookie.includes('__Secure-authjs.session-token'),
      });
      user = token && (await c.var.sessionVersions.isCurrent(token)) ? sessionUserFromClaims(token as TokenClaims) : null;
      const claims = token as TokenClaims | null;
      c.set('sessionUsedSecondFactor', Boolean(user && claims?.mfa === true));
      if (user && claims?.sid && typeof claims.sv === 'number') {
        await c.var.sessionVersions.touch({ sid: claims.sid, sv: claims.sv, userId: user.id }, c.req.header('user-agent'));
        c.set('sessionId', claims.sid);
      }
    } catch (error) {
      // An outage is not a sign-out: the error handler answers 503 and the cookie stays.
      if (isDatabaseUnavailable(error)) throw error;
      // A cookie that does not decrypt (an old secret, tampering) is a visitor.
      user = null;
    }
  }
  c.set('sessionUser', user);
  return user;
}
