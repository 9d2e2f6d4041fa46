import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES } from '@lp/contract/messages';
import { RECOVERY_CODE_COUNT, type TotpConfirmed, type TotpSetup, type TotpStatus } from '@lp/contract/staff';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { generate, generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Database } from '../../db/client.ts';
import { totpFactors } from '../../db/schema/staff.ts';
import type { Clock } from '../../platform/clock.ts';
import { ApiError, conflict, invalidField } from '../../platform/errors.ts';

/** The name an authenticator app shows above the code. */
export const TOTP_ISSUER = 'Learnly';
/** One 30-second step either side of now, for a phone whose clock is a little off. */
const TOLERANCE_SECONDS = 30;

/** Recovery codes: 10 characters from an alphabet without look-alikes, shown as `xxxxx-xxxxx`. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** As stored: lowercase, without the hyphen or spaces a person may type, SHA-256 (the codes are random, so no slow hash is needed). */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
}

export type TotpCheck = 'ok' | 'wrong';

/**
 * The authenticator-app second factor (RFC 6238 through otplib). Set-up stores a new secret that
 * counts only once a code from it was confirmed; confirming answers 10 recovery codes, once. A
 * code is accepted once (its time step is remembered), a recovery code once (its hash is removed).
 */
export function createTotpService(db: Database, { clock }: { clock: Clock }) {
  const epoch = () => Math.floor(clock.now().getTime() / 1000);

  async function factorOf(userId: number) {
    const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
    return row ?? null;
  }

  /** Whether `code` is the secret's current code; the time step it matched, so it can be used up. */
  async function matchingStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
    const result = await verify({
      secret,
      token: code,
      epoch: epoch(),
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    }).catch(() => ({ valid: false as const }));
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  /** Uses up a 6-digit code of an enabled factor: true when it was right and not used before (also under concurrency). */
  async function useCode(userId: number, secret: string, lastStep: number | null, code: string): Promise<boolean> {
    const step = await matchingStep(secret, code, lastStep);
    if (step === null) return false;
    const used = await db
      .update(totpFactors)
      .set({ lastStep: step, updatedAt: sql`now()` })
      .where(and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step))))
      .returning({ userId: totpFactors.userId });
    return used.length > 0;
  }

  async function useRecoveryCode(userId: number, code: string): Promise<boolean> {
    const hash = recoveryCodeHash(code);
    const used = await db
      .update(totpFactors)
      .set({ recoveryCodeHashes: sql`${totpFactors.recoveryCodeHashes} - ${hash}::text`, updatedAt: sql`now()` })
      .where(
        and(
          eq(totpFactors.userId, userId),
          isNotNull(totpFactors.enabledAt),
          sql`jsonb_exists(${totpFactors.recoveryCodeHashes}, ${hash}::text)`,
        ),
      )
      .returning({ userId: totpFactors.userId });
    return used.length > 0;
  }

  function statusOf(row: typeof totpFactors.$inferSelect | null): TotpStatus {
    const enabled = Boolean(row?.enabledAt);
    return {
      enabled,
      enabledAt: enabled ? (row?.enabledAt?.toISOString() ?? null) : null,
      recoveryCodesLeft: enabled ? (row?.recoveryCodeHashes.length ?? 0) : 0,
    };
  }

  return {
    async status(userId: number): Promise<TotpStatus> {
      return statusOf(await factorOf(userId));
    },

    /** A new secret for `user` (replacing an unconfirmed one); refused while one is enabled. */
    async setup(user: { id: number; email: string }): Promise<TotpSetup> {
      const current = await factorOf(user.id);
      if (current?.enabledAt) throw conflict(MESSAGES.totpAlreadyEnabled);
      const secret = generateSecret();
      await db
        .insert(totpFactors)
        .values({ userId: user.id, secret })
        .onConflictDoUpdate({
          target: totpFactors.userId,
          set: { secret, lastStep: null, recoveryCodeHashes: [], updatedAt: sql`now()` },
          setWhere: isNull(totpFactors.enabledAt),
        });
      const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: user.email, secret });
      const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
      return { secret, otpauthUrl, qrCode };
    },

    /** Turns the set-up secret on with a code from the app; answers the recovery codes (shown once). */
    async confirm(userId: number, code: string): Promise<TotpConfirmed> {
      const current = await factorOf(userId);
      if (!current) throw conflict(MESSAGES.totpNotSetUp);
      if (current.enabledAt) throw conflict(MESSAGES.totpAlreadyEnabled);
      const step = await matchingStep(current.secret, code, null);
      if (step === null) throw invalidField('code', MESSAGES.totpCodeWrong);
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const [enabled] = await db
        .update(totpFactors)
        .set({
          enabledAt: clock.now(),
          lastStep: step,
          recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash),
          updatedAt: sql`now()`,
        })
        .where(and(eq(totpFactors.userId, userId), isNull(totpFactors.enabledAt), eq(totpFactors.secret, current.secret)))
        .returning();
      if (!enabled) throw conflict(MESSAGES.totpAlreadyEnabled);
      return { recoveryCodes, status: statusOf(enabled) };
    },

    /** Turns it off, given a current code or a recovery code. */
    async disable(userId: number, code: string): Promise<TotpStatus> {
      const current = await factorOf(userId);
      if (!current?.enabledAt) throw new ApiError(409, MESSAGES.totpNotEnabled);
      const right = /^\d{6}$/.test(code)
        ? await useCode(userId, current.secret, current.lastStep, code)
        : await useRecoveryCode(userId, code);
      if (!right) throw invalidField('code', MESSAGES.totpCodeWrong);
      await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
      return statusOf(null);
    },

    /** Whether the user must give a code to sign in with a password. */
    async isEnabled(userId: number): Promise<boolean> {
      return Boolean((await factorOf(userId))?.enabledAt);
    },

    /** The `totp` field of a sign-in: a 6-digit code or a recovery code, used up when right. */
    async check(userId: number, given: string): Promise<TotpCheck> {
      const current = await factorOf(userId);
      if (!current?.enabledAt) return 'wrong';
      const code = given.trim();
      const right = /^\d{6}$/.test(code)
        ? await useCode(userId, current.secret, current.lastStep, code)
        : await useRecoveryCode(userId, code);
      return right ? 'ok' : 'wrong';
    },

    /** The code an authenticator app shows now (`npm run staff -- totp <email>`: the demo's seeded secrets). */
    async currentCode(userId: number): Promise<string | null> {
      const current = await factorOf(userId);
      if (!current?.enabledAt) return null;
      return generate({ secret: current.secret, epoch: epoch() });
    },
  };
}

export type TotpService = ReturnType<typeof createTotpService>;
