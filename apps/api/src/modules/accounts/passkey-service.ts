import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { PasskeyAssertionBody, PasskeyCredentialBody, PasskeyItem } from '@lp/contract/accounts';
import { PASSKEY } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import type { SessionUser } from '@lp/contract/session';
import type { AuthenticatorTransportFuture } from '@simplewebauthn/server';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passkeys, users, webauthnChallenges } from '../../db/schema/accounts.ts';
import { requireOwned } from '../../platform/access.ts';
import { ApiError } from '../../platform/errors.ts';

/** How long a challenge may be answered (the browser's own timeout plus a margin), and a sign-in token exchanged. */
const CHALLENGE_TTL_SECONDS = PASSKEY.timeoutMs / 1000 + 60;
const TOKEN_TTL_SECONDS = 60;

type WebAuthn = typeof import('@simplewebauthn/server') & typeof import('@simplewebauthn/server/helpers');
let webauthn: Promise<WebAuthn> | undefined;

/**
 * @simplewebauthn and its ASN.1 parsers take a few hundred milliseconds to load, so they are
 * loaded by the first passkey call rather than by every server start.
 */
function loadWebAuthn(): Promise<WebAuthn> {
  webauthn ??= Promise.all([import('@simplewebauthn/server'), import('@simplewebauthn/server/helpers')]).then(
    ([server, helpers]) => ({ ...server, ...helpers }),
  );
  return webauthn;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** "Chrome on Android" from a User-Agent, for a passkey's default name. */
export function deviceName(agent: string | undefined): string {
  const a = agent ?? '';
  const browser = /Edg\//.test(a)
    ? 'Edge'
    : /Firefox\//.test(a)
      ? 'Firefox'
      : /Chrome\//.test(a)
        ? 'Chrome'
        : /Safari\//.test(a)
          ? 'Safari'
          : '';
  const system = /Android/.test(a)
    ? 'Android'
    : /iPhone|iPad/.test(a)
      ? 'iPhone'
      : /Windows/.test(a)
        ? 'Windows'
        : /Mac OS X/.test(a)
          ? 'Mac'
          : /Linux/.test(a)
            ? 'Linux'
            : '';
  if (browser && system) return `${browser} on ${system}`;
  return browser || system || 'Passkey';
}

/**
 * Passkeys (SPEC §3, §4, §9) with @simplewebauthn/server: registration for a signed-in user,
 * discoverable sign-in without an email. Options use the spec's numbers (timeout 60000 ms,
 * algorithm -7, resident key required, attestation direct). Each challenge is stored with an
 * id the browser holds in a cookie, and is used once. A verified sign-in answers a short-lived
 * single-use token that the Auth.js `passkey` provider exchanges for the normal session.
 */
export function createPasskeyService(db: Database, config: { rpId: string; origin: string; rpName: string }) {
  async function storeChallenge(purpose: 'register' | 'authenticate', challenge: string, userId: number | null) {
    const id = randomUUID();
    await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
    await db.insert(webauthnChallenges).values({
      id,
      purpose,
      challenge,
      userId,
      expiresAt: sql`now() + make_interval(secs => ${CHALLENGE_TTL_SECONDS})`,
    });
    return id;
  }

  /** Takes the challenge (deletes it: single use); null when missing, expired or of another purpose or user. */
  async function takeChallenge(id: string | undefined, purpose: 'register' | 'authenticate', userId: number | null) {
    if (!id) return null;
    const [row] = await db
      .delete(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.id, id),
          eq(webauthnChallenges.purpose, purpose),
          isNull(webauthnChallenges.tokenHash),
          gt(webauthnChallenges.expiresAt, sql`now()`),
          userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        ),
      )
      .returning();
    return row ?? null;
  }

  const toItem = (row: typeof passkeys.$inferSelect): PasskeyItem => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  });

  return {
    async registrationOptions(user: SessionUser) {
      const { generateRegistrationOptions } = await loadWebAuthn();
      const existing = await db.select().from(passkeys).where(eq(passkeys.userId, user.id));
      const options = await generateRegistrationOptions({
        rpName: config.rpName,
        rpID: config.rpId,
        // The same bytes @simplewebauthn 9 wrote for the string id, so existing passkeys keep their user handle.
        userID: new TextEncoder().encode(String(user.id)),
        userName: user.email,
        userDisplayName: user.fullName,
        timeout: PASSKEY.timeoutMs,
        attestationType: PASSKEY.attestation,
        supportedAlgorithmIDs: [PASSKEY.algorithm],
        authenticatorSelection: { residentKey: PASSKEY.residentKey, requireResidentKey: true, userVerification: 'preferred' },
        excludeCredentials: existing.map((p) => ({
          id: p.id,
          transports: p.transports as AuthenticatorTransportFuture[],
        })),
      });
      const challengeId = await storeChallenge('register', options.challenge, user.id);
      return { options, challengeId };
    },

    async register(userId: number, challengeId: string | undefined, body: PasskeyCredentialBody, userAgent: string | undefined) {
      const challenge = await takeChallenge(challengeId, 'register', userId);
      if (!challenge) throw new ApiError(400, MESSAGES.passkeyChallengeExpired);
      const { verifyRegistrationResponse, isoBase64URL } = await loadWebAuthn();
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verification = await verifyRegistrationResponse({
          response: {
            id: body.id,
            rawId: body.rawId,
            type: 'public-key',
            response: {
              clientDataJSON: body.response.clientData,
              attestationObject: body.response.attestationObject,
              transports: body.response.transports as AuthenticatorTransportFuture[] | undefined,
            },
            clientExtensionResults: {},
          },
          expectedChallenge: challenge.challenge,
          expectedOrigin: config.origin,
          expectedRPID: config.rpId,
          requireUserVerification: false,
          supportedAlgorithmIDs: [PASSKEY.algorithm],
        });
      } catch (error) {
        throw new ApiError(400, `${MESSAGES.passkeyFailed} (${(error as Error).message})`);
      }
      const info = verification.registrationInfo;
      if (!verification.verified || !info) throw new ApiError(400, MESSAGES.passkeyFailed);
      const id = info.credential.id;
      const [row] = await db
        .insert(passkeys)
        .values({
          id,
          userId,
          publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
          counter: info.credential.counter,
          transports: body.response.transports ?? [],
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
          name: (body.name ?? '').trim() || deviceName(userAgent),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ApiError(409, MESSAGES.passkeyExists);
      return toItem(row);
    },

    async authenticationOptions() {
      const { generateAuthenticationOptions } = await loadWebAuthn();
      const options = await generateAuthenticationOptions({
        rpID: config.rpId,
        timeout: PASSKEY.timeoutMs,
        userVerification: 'preferred',
        // Discoverable credentials: the authenticator offers the passkeys it holds for this site.
        allowCredentials: [],
      });
      const challengeId = await storeChallenge('authenticate', options.challenge, null);
      return { options, challengeId };
    },

    /** Verifies an assertion; answers a single-use token (TOKEN_TTL_SECONDS) for the Auth.js `passkey` provider. */
    async authenticate(challengeId: string | undefined, body: PasskeyAssertionBody): Promise<{ token: string }> {
      const challenge = await takeChallenge(challengeId, 'authenticate', null);
      if (!challenge) throw new ApiError(400, MESSAGES.passkeyChallengeExpired);
      const [passkey] = await db.select().from(passkeys).where(eq(passkeys.id, body.id));
      if (!passkey) throw new ApiError(400, MESSAGES.passkeyUnknown);
      const { verifyAuthenticationResponse, isoBase64URL } = await loadWebAuthn();
      let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
      try {
        verification = await verifyAuthenticationResponse({
          response: {
            id: body.id,
            rawId: body.rawId,
            type: 'public-key',
            response: {
              clientDataJSON: body.response.clientData,
              authenticatorData: body.response.authenticatorData,
              signature: body.response.signature,
              userHandle: body.response.userHandle ?? undefined,
            },
            clientExtensionResults: {},
          },
          expectedChallenge: challenge.challenge,
          expectedOrigin: config.origin,
          expectedRPID: config.rpId,
          requireUserVerification: false,
          credential: {
            id: passkey.id,
            publicKey: isoBase64URL.toBuffer(passkey.publicKey),
            counter: passkey.counter,
            transports: passkey.transports as AuthenticatorTransportFuture[],
          },
        });
      } catch {
        throw new ApiError(400, MESSAGES.passkeyFailed);
      }
      if (!verification.verified) throw new ApiError(400, MESSAGES.passkeyFailed);
      const token = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        await tx
          .update(passkeys)
          .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
          .where(eq(passkeys.id, passkey.id));
        await tx.insert(webauthnChallenges).values({
          id: randomUUID(),
          purpose: 'authenticate',
          challenge: '-',
          userId: passkey.userId,
          tokenHash: hashToken(token),
          expiresAt: sql`now() + make_interval(secs => ${TOKEN_TTL_SECONDS})`,
        });
      });
      return { token };
    },

    /** The Auth.js `passkey` provider's check: the token's user, once; null for anything else. */
    async exchangeToken(token: string): Promise<SessionUser | null> {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const [row] = await db
        .delete(webauthnChallenges)
        .where(and(eq(webauthnChallenges.tokenHash, hashToken(token)), gt(webauthnChallenges.expiresAt, sql`now()`)))
        .returning({ userId: webauthnChallenges.userId });
      if (!row?.userId) return null;
      const [user] = await db.select().from(users).where(eq(users.id, row.userId));
      return user ? { id: user.id, email: user.email, fullName: user.fullName, showPreferences: user.showPreferences } : null;
    },

    async list(userId: number): Promise<PasskeyItem[]> {
      const rows = await db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
      return rows.map(toItem);
    },

    async remove(userId: number, id: string): Promise<void> {
      const [row] = await db.select({ userId: passkeys.userId }).from(passkeys).where(eq(passkeys.id, id));
      requireOwned(row, { id: userId }, { missing: MESSAGES.passkeyNotFound });
      await db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
