import { createHash, timingSafeEqual } from 'node:crypto';
import type { GithubConnectError, GithubLink } from '@lp/contract/accounts';
import { STATE_COOKIE_MAX_AGE_SECONDS } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import { and, eq, lt, ne } from 'drizzle-orm';
import * as oauth from 'oauth4webapi';
import { z } from 'zod';
import type { GithubConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { githubAccounts, githubOauthStates } from '../../db/schema/accounts.ts';
import type { Clock } from '../../platform/clock.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import { storeImage } from '../../platform/images.ts';
import type { Logger } from '../../platform/logger.ts';
import { MEDIA_ROUTE_PREFIX, PUBLIC_PREFIX } from '../../platform/media.ts';
import type { Storage } from '../../platform/storage.ts';

/** How long one call to GitHub (token, user, picture) may take. */
const PROVIDER_TIMEOUT_MS = 10_000;
/** The largest GitHub picture we read (GitHub's are a few KB at the size asked for). */
const AVATAR_MAX_BYTES = 1024 * 1024;
/** The copy of the picture we keep: a square this wide (the card shows it at 40 CSS px). */
const AVATAR_WIDTH = 96;
const AVATAR_FOLDER = 'github-avatars';

/** A connection that did not go through, with the reason the callback's redirect names. */
export class GithubConnectFailure extends Error {
  constructor(
    readonly reason: GithubConnectError,
    detail?: string,
  ) {
    super(detail ?? reason);
  }
}

/** What GitHub's `GET /user` answers that we use. */
const githubUserSchema = z.object({
  id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/)]),
  login: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/),
  name: z.string().max(255).nullish(),
  avatar_url: z.string().max(2048).nullish(),
});

const hashState = (state: string) => createHash('sha256').update(state).digest();

/**
 * GitHub connect (issue 10 part 5, ADR 0018): links a GitHub account to the signed-in learner
 * through OAuth's authorization-code flow with PKCE (S256) and a random `state`. The state
 * travels in an httpOnly cookie (SPEC §9: 900 s) and is stored here only as its SHA-256, with
 * the PKCE verifier, the user it belongs to and when it expires; the callback takes it once.
 * Linking only: nobody signs in with GitHub. One GitHub account links to one learner.
 * The provider's addresses come from configuration (github.com by default; a local OAuth
 * server in tests). oauth4webapi (the OAuth client Auth.js itself uses) speaks the protocol.
 */
export function createGithubService(
  db: Database,
  deps: {
    config: GithubConfig | undefined;
    /** Where the provider sends the browser back: `<public origin>/api/accounts/github-connect/callback`. */
    redirectUri: string;
    storage: Storage;
    clock: Clock;
    logger: Logger;
  },
) {
  const { config } = deps;
  const server: oauth.AuthorizationServer | undefined = config && {
    issuer: new URL(config.authorizeUrl).origin,
    authorization_endpoint: config.authorizeUrl,
    token_endpoint: config.tokenUrl,
  };
  const client: oauth.Client | undefined = config && { client_id: config.clientId };
  /** Where a login's page is: the provider's web origin (github.com, or a GitHub Enterprise host). */
  const webOrigin = new URL(config?.authorizeUrl ?? 'https://github.com').origin;
  // config.ts allows plain http only for loopback addresses (a local OAuth server).
  const insecure = (url: string) => new URL(url).protocol === 'http:';

  function linkOut(row: typeof githubAccounts.$inferSelect): GithubLink {
    return {
      login: row.login,
      name: row.name,
      avatarUrl: row.avatarUrl,
      profileUrl: `${webOrigin}/${encodeURIComponent(row.login)}`,
      linkedAt: row.linkedAt.toISOString(),
    };
  }

  async function link(userId: number): Promise<GithubLink | null> {
    const [row] = await db.select().from(githubAccounts).where(eq(githubAccounts.userId, userId));
    return row ? linkOut(row) : null;
  }

  /** Our copy of a GitHub picture is a public media file; its storage key, from the URL we stored. */
  function avatarKey(url: string | null): string | null {
    if (!url?.startsWith(`${MEDIA_ROUTE_PREFIX}${AVATAR_FOLDER}/`)) return null;
    return `${PUBLIC_PREFIX}${url.slice(MEDIA_ROUTE_PREFIX.length)}`;
  }

  /** Deletes our copy of a picture unless another link shows the same bytes (keys are content hashes). */
  async function deleteAvatar(url: string | null, exceptUserId: number): Promise<void> {
    const key = avatarKey(url);
    if (!key || !url) return;
    const [shared] = await db
      .select({ userId: githubAccounts.userId })
      .from(githubAccounts)
      .where(and(eq(githubAccounts.avatarUrl, url), ne(githubAccounts.userId, exceptUserId)))
      .limit(1);
    if (shared) return;
    await deps.storage.delete(key).catch((err) => deps.logger.error({ err, key }, 'deleting a GitHub picture failed'));
  }

  /**
   * Reads the GitHub picture (bounded in time and size) and keeps a small WebP copy served from
   * our own origin: the pages' CSP allows no third-party images, and visitors' browsers never
   * call GitHub. Null when there is none or it cannot be read; the link does not depend on it.
   */
  async function copyAvatar(avatarUrl: string | null | undefined): Promise<string | null> {
    if (!avatarUrl || !config) return null;
    try {
      const url = new URL(avatarUrl);
      // Plain http only when the provider itself is a local server (tests); GitHub's are https.
      if (url.protocol !== 'https:' && !(url.protocol === 'http:' && insecure(config.userApiUrl))) return null;
      url.searchParams.set('s', String(AVATAR_WIDTH * 2));
      const res = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS), redirect: 'follow' });
      if (!res.ok || !res.body) return null;
      const declared = Number(res.headers.get('content-length') ?? 0);
      if (declared > AVATAR_MAX_BYTES) return null;
      const chunks: Uint8Array[] = [];
      let size = 0;
      const reader = res.body.getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        size += part.value.byteLength;
        if (size > AVATAR_MAX_BYTES) {
          await reader.cancel();
          return null;
        }
        chunks.push(part.value);
      }
      const bytes = Buffer.concat(chunks);
      const [stored] = await storeImage(deps.storage, AVATAR_FOLDER, new Uint8Array(bytes), {
        widths: [AVATAR_WIDTH],
        square: true,
      });
      return stored?.url ?? null;
    } catch (err) {
      deps.logger.warn({ err }, 'the GitHub picture could not be copied');
      return null;
    }
  }

  /** The provider's user behind an authorization code: token exchange (with the PKCE verifier), then `GET /user`. */
  async function providerUser(callbackUrl: URL, state: string, codeVerifier: string) {
    if (!config || !server || !client) throw new GithubConnectFailure('unavailable');
    let params: URLSearchParams;
    try {
      params = oauth.validateAuthResponse(server, client, callbackUrl, state);
    } catch (error) {
      if (error instanceof oauth.AuthorizationResponseError) {
        throw new GithubConnectFailure(error.error === 'access_denied' ? 'denied' : 'failed', error.error);
      }
      throw new GithubConnectFailure('state', String(error));
    }
    let accessToken: string;
    try {
      const response = await oauth.authorizationCodeGrantRequest(
        server,
        client,
        oauth.ClientSecretPost(config.clientSecret),
        params,
        deps.redirectUri,
        codeVerifier,
        { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS), [oauth.allowInsecureRequests]: insecure(config.tokenUrl) },
      );
      accessToken = (await oauth.processAuthorizationCodeResponse(server, client, response)).access_token;
    } catch (error) {
      throw new GithubConnectFailure('failed', `token exchange: ${describe(error)}`);
    }
    let body: unknown;
    try {
      const response = await oauth.protectedResourceRequest(
        accessToken,
        'GET',
        new URL(config.userApiUrl),
        new Headers({
          accept: 'application/vnd.github+json',
          'user-agent': 'Learnly',
          'x-github-api-version': '2022-11-28',
        }),
        null,
        { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS), [oauth.allowInsecureRequests]: insecure(config.userApiUrl) },
      );
      if (response.status !== 200) throw new Error(`status ${response.status}`);
      body = await response.json();
    } catch (error) {
      throw new GithubConnectFailure('failed', `user API: ${describe(error)}`);
    }
    const user = githubUserSchema.safeParse(body);
    if (!user.success) throw new GithubConnectFailure('failed', 'user API: unexpected answer');
    return user.data;
  }

  return {
    /** Whether the server has an OAuth app to connect with. */
    available: config !== undefined,

    link,

    /**
     * Starts a connection: a random state (stored as its hash, bound to the user, 900 s) and a PKCE
     * verifier; answers the provider's authorize address and the state for the cookie.
     */
    async start(userId: number): Promise<{ authorizeUrl: string; state: string }> {
      if (!config || !server) throw new ApiError(503, MESSAGES.githubNotConfigured);
      const now = deps.clock.now();
      const state = oauth.generateRandomState();
      const codeVerifier = oauth.generateRandomCodeVerifier();
      // Expired attempts go whenever a new one starts (the table holds only connections in progress).
      await db.delete(githubOauthStates).where(lt(githubOauthStates.expiresAt, now));
      await db.insert(githubOauthStates).values({
        state: hashState(state).toString('hex'),
        userId,
        codeVerifier,
        expiresAt: new Date(now.getTime() + STATE_COOKIE_MAX_AGE_SECONDS * 1000),
      });
      const url = new URL(config.authorizeUrl);
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('redirect_uri', deps.redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('state', state);
      url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(codeVerifier));
      url.searchParams.set('code_challenge_method', 'S256');
      return { authorizeUrl: url.href, state };
    },

    /**
     * The provider's redirect back. The state must be in the address and the cookie alike, and be
     * a stored one of this user that has not expired; it is used up whatever happens next. Then
     * the code is exchanged, the GitHub user read and linked. Throws GithubConnectFailure.
     */
    async complete(userId: number | null, callbackUrl: URL, cookieState: string | undefined): Promise<GithubLink> {
      if (!config) throw new GithubConnectFailure('unavailable');
      const state = callbackUrl.searchParams.get('state');
      if (!state || !cookieState || userId === null) throw new GithubConnectFailure('state', 'missing state, cookie or session');
      const hash = hashState(state);
      if (!timingSafeEqual(hash, hashState(cookieState)))
        throw new GithubConnectFailure('state', 'state differs from the cookie');
      const [pending] = await db
        .delete(githubOauthStates)
        .where(and(eq(githubOauthStates.state, hash.toString('hex')), eq(githubOauthStates.userId, userId)))
        .returning();
      if (!pending) throw new GithubConnectFailure('state', 'unknown, used or not this user’s state');
      if (pending.expiresAt.getTime() <= deps.clock.now().getTime()) throw new GithubConnectFailure('state', 'expired state');

      const user = await providerUser(callbackUrl, state, pending.codeVerifier);
      const githubId = String(user.id);
      const [holder] = await db
        .select({ userId: githubAccounts.userId })
        .from(githubAccounts)
        .where(eq(githubAccounts.githubId, githubId));
      if (holder && holder.userId !== userId) throw new GithubConnectFailure('taken');

      // The picture is read before the write (never inside a transaction: DESIGN §2a).
      const avatarUrl = await copyAvatar(user.avatar_url);
      const [before] = await db.select().from(githubAccounts).where(eq(githubAccounts.userId, userId));
      const values = { githubId, login: user.login, name: user.name || null, avatarUrl, linkedAt: deps.clock.now() };
      let row: typeof githubAccounts.$inferSelect | undefined;
      try {
        [row] = await db
          .insert(githubAccounts)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: githubAccounts.userId, set: values })
          .returning();
      } catch (error) {
        // Another learner linked the same GitHub account a moment ago (the unique index says so).
        if (isUniqueViolation(error)) {
          await deleteAvatar(avatarUrl, userId);
          throw new GithubConnectFailure('taken');
        }
        throw error;
      }
      if (!row) throw new GithubConnectFailure('failed', 'link not stored');
      if (before && before.avatarUrl !== avatarUrl) await deleteAvatar(before.avatarUrl, userId);
      return linkOut(row);
    },

    /** Unlinks the user's GitHub account (404 when none is linked) and deletes our copy of its picture. */
    async unlink(userId: number): Promise<void> {
      const [removed] = await db.delete(githubAccounts).where(eq(githubAccounts.userId, userId)).returning();
      if (!removed) throw notFound(MESSAGES.githubNotLinked);
      await deleteAvatar(removed.avatarUrl, userId);
    },

    /** For account deletion: the user's picture copy, read before the rows go, then deleted after. */
    async avatarOf(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ avatarUrl: githubAccounts.avatarUrl })
        .from(githubAccounts)
        .where(eq(githubAccounts.userId, userId));
      return row?.avatarUrl ?? null;
    },
    deleteAvatar,
  };
}

function describe(error: unknown): string {
  if (error instanceof oauth.ResponseBodyError) return `${error.status} ${error.error}`;
  return error instanceof Error ? error.message : String(error);
}

export type GithubService = ReturnType<typeof createGithubService>;
