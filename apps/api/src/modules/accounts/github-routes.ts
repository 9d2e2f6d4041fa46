import { githubConnectStartSchema, githubLinkSchema, profileSchema } from '@lp/contract/accounts';
import { STATE_COOKIE_MAX_AGE_SECONDS } from '@lp/contract/constants';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { optionalSession, signedIn } from '../../platform/access.ts';
import { readSessionUser } from '../../platform/auth.ts';
import type { AppDeps, AppEnv } from '../../platform/context.ts';
import { createRouter, dataResponse, defineRoute, errorResponses } from '../../platform/openapi.ts';
import type { GithubService } from './github-service.ts';
import { GithubConnectFailure } from './github-service.ts';
import type { ProfileService } from './profile-service.ts';

const tags = ['accounts'];
const PATH = '/accounts/github-connect';
/** The state of a connection in progress (SPEC §9: 900 s). Lax: it must come back on GitHub's top-level redirect. */
const STATE_COOKIE = 'lp.github-state';
const COOKIE_PATH = `/api${PATH}`;
/** Where the browser lands after the callback; the profile shows the outcome. */
const PROFILE_PAGE = '/account/profile';

const status = defineRoute({
  method: 'get',
  path: PATH,
  middleware: [signedIn] as const,
  tags,
  summary: 'Whether GitHub connect is set up on this server, and the linked GitHub account (or null)',
  responses: {
    200: dataResponse(z.object({ available: z.boolean(), github: githubLinkSchema.nullable() }), 'GitHub connect'),
    ...errorResponses(401),
  },
});

const start = defineRoute({
  method: 'post',
  path: PATH,
  middleware: [signedIn] as const,
  tags,
  summary:
    "Start linking a GitHub account: OAuth authorization code with PKCE (S256) and a state held in a 900-second httpOnly cookie; answers the provider's authorize address for the browser to open",
  responses: {
    200: dataResponse(githubConnectStartSchema, 'Go to authorizeUrl'),
    ...errorResponses(401, 429, 503),
  },
});

const callback = defineRoute({
  method: 'get',
  path: `${PATH}/callback`,
  middleware: [optionalSession] as const,
  tags,
  summary:
    "The provider's redirect back: checks the state (cookie, stored, single use, 900 s, this user's), exchanges the code, links the GitHub account; redirects to /account/profile?github=connected or ?github=error&reason=state|denied|failed|taken|unavailable",
  request: {
    query: z.object({
      code: z.string().optional(),
      state: z.string().optional(),
      error: z.string().optional(),
    }),
  },
  responses: {
    302: { description: 'To /account/profile?github=connected, or ?github=error&reason=<reason>' },
  },
});

const unlink = defineRoute({
  method: 'delete',
  path: PATH,
  middleware: [signedIn] as const,
  tags,
  summary: 'Unlink the GitHub account; answers the profile',
  responses: { 200: dataResponse(profileSchema, 'Unlinked'), ...errorResponses(401, 404) },
});

export function githubRouter(
  { github, profile }: { github: GithubService; profile: ProfileService },
  deps: Pick<AppDeps, 'config' | 'rateLimiter'>,
) {
  const secure = (deps.config.publicUrl ?? '').startsWith('https:');
  const takeStateCookie = (c: Context<AppEnv>) => {
    const value = getCookie(c, STATE_COOKIE);
    deleteCookie(c, STATE_COOKIE, { path: COOKIE_PATH, secure, httpOnly: true, sameSite: 'Lax' });
    return value;
  };
  const backToProfile = (c: Context<AppEnv>, outcome: { reason?: string }) => {
    c.header('Cache-Control', 'no-store');
    // The callback's address holds the code: it is not passed on as a referrer.
    c.header('Referrer-Policy', 'no-referrer');
    const query = outcome.reason ? `github=error&reason=${outcome.reason}` : 'github=connected';
    return c.redirect(`${PROFILE_PAGE}?${query}`, 302);
  };

  return createRouter()
    .openapi(status, async (c) => {
      const user = c.var.user;
      return c.json({ data: { available: github.available, github: await github.link(user.id) } }, 200);
    })
    .openapi(start, async (c) => {
      const user = c.var.user;
      await deps.rateLimiter.consume('github-connect', [`user:${user.id}`], { pointsPerMinute: 10 });
      const { authorizeUrl, state } = await github.start(user.id);
      setCookie(c, STATE_COOKIE, state, {
        httpOnly: true,
        sameSite: 'Lax',
        secure,
        path: COOKIE_PATH,
        maxAge: STATE_COOKIE_MAX_AGE_SECONDS,
      });
      c.header('Cache-Control', 'no-store');
      return c.json({ data: { authorizeUrl } }, 200);
    })
    .openapi(callback, async (c) => {
      const user = await readSessionUser(c);
      const cookieState = takeStateCookie(c);
      try {
        await github.complete(user?.id ?? null, new URL(c.req.url), cookieState);
        return backToProfile(c, {});
      } catch (error) {
        if (error instanceof GithubConnectFailure) {
          c.var.logger.info({ reason: error.reason, detail: error.message, userId: user?.id }, 'GitHub connect refused');
          return backToProfile(c, { reason: error.reason });
        }
        // A browser is waiting on this address: whatever broke, it goes back to the profile with a message.
        c.var.logger.error({ err: error, requestId: c.var.requestId }, 'GitHub connect failed');
        return backToProfile(c, { reason: 'failed' });
      }
    })
    .openapi(unlink, async (c) => {
      const user = c.var.user;
      await github.unlink(user.id);
      return c.json({ data: await profile.profile(user.id) }, 200);
    });
}
