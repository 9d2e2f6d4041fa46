import type { AuthConfig } from '@auth/core';
import { getToken } from '@auth/core/jwt';
import Credentials from '@auth/core/providers/credentials';
import { signInBodySchema } from '@lp/contract/accounts';
import { AUTH_MAX_AGE_SECONDS } from '@lp/contract/constants';
import type { SessionUser } from '@lp/contract/session';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AccountsService } from '../modules/accounts/service.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { unauthorized } from './errors.ts';

type TokenClaims = { sub?: string; email?: string | null; fullName?: string; showPreferences?: boolean };

/**
 * Auth.js at /api/auth: credentials sign-in, JWT session cookie for 30 days. The token keeps
 * only the four session fields so that it stays in one cookie (DESIGN §2a).
 */
export function createAuthConfig(deps: AppDeps, accounts: AccountsService): AuthConfig {
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
        authorize: async (credentials) => {
          const parsed = signInBodySchema.safeParse(credentials);
          if (!parsed.success) return null;
          const user = await accounts.authenticate(parsed.data.email, parsed.data.password);
          if (!user) return null;
          return { id: String(user.id), email: user.email, name: user.fullName, showPreferences: user.showPreferences };
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user, trigger }) {
        const claims = token as typeof token & TokenClaims;
        if (user) {
          claims.sub = String(user.id);
          claims.email = user.email ?? null;
          claims.fullName = user.name ?? '';
          claims.showPreferences = Boolean((user as { showPreferences?: boolean }).showPreferences);
          delete claims.name;
          delete claims.picture;
        }
        if (trigger === 'update' && claims.sub) {
          // The client asks for a refresh after it changed something; read it from the database, never from the request.
          const fresh = await accounts.findSessionUser(Number(claims.sub));
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
      user = token ? sessionUserFromClaims(token as TokenClaims) : null;
    } catch {
      // A cookie that does not decrypt (an old secret, tampering) is a visitor.
      user = null;
    }
  }
  c.set('sessionUser', user);
  return user;
}

/** Route middleware: 401 before anything else (even input validation) when nobody is signed in. */
export const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  await requireUser(c);
  await next();
});

export async function requireUser(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await readSessionUser(c);
  if (!user) throw unauthorized();
  return user;
}
