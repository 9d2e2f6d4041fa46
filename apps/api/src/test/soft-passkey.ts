import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { passkeys } from '../db/schema/accounts.ts';
import { ORIGIN, type TestContext } from './test-app.ts';

const RP_ID = new URL(ORIGIN).hostname;

/** A passkey held in memory: a P-256 key whose public half is stored for `userId` as a registration would store it. */
export async function giveSoftPasskey(db: Database, userId: number) {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  // The COSE key (RFC 9053) of an EC2 P-256 ES256 key: {1: 2, 3: -7, -1: 1, -2: x, -3: y} in CBOR.
  const cose = Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
    Buffer.from(jwk.x ?? '', 'base64url'),
    Buffer.from([0x22, 0x58, 0x20]),
    Buffer.from(jwk.y ?? '', 'base64url'),
  ]);
  const id = randomBytes(16).toString('base64url');
  await db.insert(passkeys).values({
    id,
    userId,
    publicKey: cose.toString('base64url'),
    deviceType: 'singleDevice',
    name: 'Test passkey',
  });
  return { id, privateKey };
}

/**
 * What an authenticator answers to `challenge`: user present and verified, a signature over its data.
 * `shortR` signs until the DER signature's r has fewer than 32 bytes (its top byte was zero), as
 * about 1 real signature in 256 does.
 */
function assertion(key: { id: string; privateKey: KeyObject }, challenge: string, counter: number, shortR = false) {
  const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin: ORIGIN, crossOrigin: false }));
  const flags = 0x05; // user present, user verified
  const signCount = Buffer.alloc(4);
  signCount.writeUInt32BE(counter);
  const authenticatorData = Buffer.concat([createHash('sha256').update(RP_ID).digest(), Buffer.from([flags]), signCount]);
  const signed = Buffer.concat([authenticatorData, createHash('sha256').update(clientData).digest()]);
  let signature = sign('sha256', signed, key.privateKey);
  // DER: 0x30 len 0x02 rLength r 0x02 sLength s
  while (shortR && (signature[3] ?? 0) >= 32) signature = sign('sha256', signed, key.privateKey);
  return {
    id: key.id,
    rawId: key.id,
    type: 'public-key',
    response: {
      clientData: clientData.toString('base64url'),
      authenticatorData: authenticatorData.toString('base64url'),
      signature: signature.toString('base64url'),
    },
  };
}

const cookiesOf = (res: { headers: Headers }) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => pair && !pair.endsWith('='));

let signatures = 0;

/**
 * Signs in with the passkey as the browser does: request options, an assertion to
 * POST /api/accounts/webauthn-authenticate, and its token to the Auth.js `passkey` provider.
 * Answers the cookie header to send.
 */
export async function signInWithPasskey(
  t: TestContext,
  key: { id: string; privateKey: KeyObject },
  { shortR = false } = {},
): Promise<string> {
  const ip = t.newIp();
  const options = await t.get('/api/accounts/webauthn-authenticate', { ip });
  const challengeCookie = cookiesOf(options).join('; ');
  const verified = await t.post(
    '/api/accounts/webauthn-authenticate',
    assertion(key, options.body.data.challenge, ++signatures, shortR),
    {
      ip,
      cookie: challengeCookie,
    },
  );
  if (verified.status !== 200) throw new Error(`passkey assertion refused: ${verified.status} ${verified.text}`);
  const csrf = await t.get('/api/auth/csrf', { ip });
  const jar = cookiesOf(csrf);
  const res = await t.app.request(`${ORIGIN}/api/auth/callback/passkey`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: jar.join('; '),
      origin: ORIGIN,
      'x-forwarded-for': ip,
    },
    body: new URLSearchParams({ csrfToken: csrf.body.csrfToken, token: verified.body.data.token, callbackUrl: `${ORIGIN}/` }),
  });
  const session = cookiesOf(res).filter((pair) => pair?.includes('session-token'));
  if (session.length === 0) throw new Error(`passkey sign-in failed: ${res.status} ${res.headers.get('location')}`);
  return [...jar, ...session].join('; ');
}
