import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@lp/contract/staff';
import { generateSecret } from 'otplib';
import type { Database } from '../db/client.ts';
import { passkeys } from '../db/schema/accounts.ts';
import { staffRoles, totpFactors } from '../db/schema/staff.ts';
import { insertUser } from '../db/seed/factories.ts';

/**
 * A staff member for tests: a user holding `role` (for an institute or a company when given),
 * with a second factor unless `secondFactor: false`. The second factor is an enabled authenticator
 * app, and `t.signIn` gives its current code, so the session counts as signed in with a second
 * factor as staff routes ask (ADR 0028). `secondFactor: 'passkey'` stores a passkey instead: the
 * password alone then signs them in, and staff routes refuse that session.
 */
export async function insertStaff(
  db: Database,
  role: StaffRole,
  options: {
    instituteId?: number;
    companyId?: number;
    secondFactor?: boolean | 'passkey';
    email?: string;
    fullName?: string;
  } = {},
) {
  const user = await insertUser(db, {
    showPreferences: false,
    ...(options.email ? { email: options.email } : {}),
    ...(options.fullName ? { fullName: options.fullName } : {}),
  });
  await grantRole(db, user.id, role, options);
  if (options.secondFactor === 'passkey') await givePasskey(db, user.id);
  else if (options.secondFactor !== false) await giveAuthenticator(db, user.id);
  return user;
}

/** An enabled authenticator app (as a confirmed set-up leaves it, without recovery codes): its secret. */
export async function giveAuthenticator(db: Database, userId: number): Promise<string> {
  const secret = generateSecret();
  await db.insert(totpFactors).values({ userId, secret, enabledAt: new Date() });
  return secret;
}

export async function grantRole(
  db: Database,
  userId: number,
  role: StaffRole,
  scope: { instituteId?: number; companyId?: number } = {},
) {
  await db
    .insert(staffRoles)
    .values({ userId, role, instituteId: scope.instituteId ?? null, companyId: scope.companyId ?? null });
}

/** A passkey row as a registration would store it (its key is never used by these tests). */
export async function givePasskey(db: Database, userId: number) {
  await db.insert(passkeys).values({
    id: randomBytes(16).toString('base64url'),
    userId,
    publicKey: randomBytes(32).toString('base64url'),
    deviceType: 'singleDevice',
    name: 'Test passkey',
  });
}
