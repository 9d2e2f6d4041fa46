import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';
import sharp from 'sharp';

/** What GitHub's `GET /user` answers (the fields GitHub connect reads, and a few more as GitHub sends them). */
export type FakeGithubUser = {
  id: number;
  login: string;
  name: string | null;
  /** Default: a picture this server serves at /avatars/u/<id>. */
  avatar_url?: string | null;
};

export type GithubProvider = Awaited<ReturnType<typeof startGithubProvider>>;

/**
 * A local OAuth server that behaves like github.com for GitHub connect (oauth2-mock-server under
 * GitHub's paths): `/login/oauth/authorize` sends the browser straight back with a code (it
 * remembers the PKCE challenge), `/login/oauth/access_token` checks the verifier and answers a
 * token as GitHub does (no id_token), `GET /user` answers `user`, and `/avatars/...` serves a PNG.
 * Used by the API tests (port 0) and the browser journey (a fixed port the server was told).
 */
export async function startGithubProvider(options: { port?: number; host?: string } = {}) {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer, {
    authorize: '/login/oauth/authorize',
    token: '/login/oauth/access_token',
    userinfo: '/user',
  });
  /** Each account's picture is its own (a colour from the path), as on GitHub: no two share a file. */
  const avatars = new Map<string, Buffer>();
  const avatarFor = async (key: string) => {
    const known = avatars.get(key);
    if (known) return known;
    const hue = [...key].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);
    const png = await sharp({ create: { width: 192, height: 192, channels: 3, background: '#24292f' } })
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192"><circle cx="96" cy="80" r="40" fill="hsl(${hue},70%,60%)"/><rect x="36" y="132" width="120" height="60" rx="30" fill="hsl(${hue},70%,60%)"/></svg>`,
          ),
        },
      ])
      .png()
      .toBuffer();
    avatars.set(key, png);
    return png;
  };

  const state = {
    user: { id: 583231, login: 'octo-learner', name: 'Octo Learner' } as FakeGithubUser,
    /** Answer the next token requests as GitHub does for a bad code: 200 with an `error` body. */
    refuseCodes: false,
    /** What the server was asked: authorize queries, token request bodies, user API authorization headers. */
    authorizeRequests: [] as Record<string, unknown>[],
    tokenRequests: [] as Record<string, unknown>[],
    userRequests: [] as (string | undefined)[],
  };

  service.on('beforeAuthorizeRedirect', (_redirect: unknown, req: IncomingMessage & { query: Record<string, unknown> }) => {
    state.authorizeRequests.push({ ...req.query });
  });
  service.on(
    'beforeResponse',
    (response: { body: Record<string, unknown>; statusCode: number }, req: { body: Record<string, unknown> }) => {
      state.tokenRequests.push({ ...req.body });
      if (state.refuseCodes) {
        response.statusCode = 200;
        response.body = {
          error: 'bad_verification_code',
          error_description: 'The code passed is incorrect or expired.',
          error_uri:
            'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#bad-verification-code',
        };
        return;
      }
      // GitHub answers an access token only: no id_token, no refresh token, the scopes granted.
      response.body = { access_token: response.body.access_token, token_type: 'bearer', scope: '' };
    },
  );
  service.on('beforeUserinfo', (response: { body: unknown; statusCode: number }, req: IncomingMessage) => {
    state.userRequests.push(req.headers.authorization);
    const { avatar_url, ...user } = state.user;
    response.body = {
      ...user,
      avatar_url: avatar_url === undefined ? `${url}/avatars/u/${user.id}?v=4` : avatar_url,
      html_url: `${url}/${user.login}`,
      type: 'User',
    };
  });

  const server: Server = createServer((req, res) => {
    if (req.method === 'GET' && req.url?.startsWith('/avatars/')) {
      avatarFor(new URL(req.url, 'http://x').pathname).then(
        (png) => {
          res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.byteLength });
          res.end(png);
        },
        () => res.writeHead(500).end(),
      );
      return;
    }
    service.requestHandler(req, res);
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  issuer.url = url;

  return Object.assign(state, {
    url,
    /** AppConfig.github for this server. */
    config: {
      clientId: 'learnly-test-client',
      clientSecret: 'learnly-test-secret',
      authorizeUrl: `${url}/login/oauth/authorize`,
      tokenUrl: `${url}/login/oauth/access_token`,
      userApiUrl: `${url}/user`,
    },
    /** The same as environment variables (config.ts reads them). */
    env: {
      GITHUB_CLIENT_ID: 'learnly-test-client',
      GITHUB_CLIENT_SECRET: 'learnly-test-secret',
      GITHUB_AUTHORIZE_URL: `${url}/login/oauth/authorize`,
      GITHUB_TOKEN_URL: `${url}/login/oauth/access_token`,
      GITHUB_USER_API_URL: `${url}/user`,
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
