import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@lp/contract/staff';
import type { Database } from '../db/client.ts';
import { passkeys } from '../db/schema/accounts.ts';
import { staffRoles } from '../db/schema/staff.ts';
import { insertUser } from '../db/seed/factories.ts';

/**
 * A staff member for tests: a user holding `role` (for an institute or a company when given),
 * with a second factor unless `secondFactor: false`. The second factor is a stored passkey, so the
 * password alone still signs them in through `t.signIn` (an authenticator app would ask for a code).
 */
export async function insertStaff(
  db: Database,
  role: StaffRole,
  options: { instituteId?: number; companyId?: number; secondFactor?: boolean; email?: string; fullName?: string } = {},
) {
  const user = await insertUser(db, {
    showPreferences: false,
    ...(options.email ? { email: options.email } : {}),
    ...(options.fullName ? { fullName: options.fullName } : {}),
  });
  await grantRole(db, user.id, role, options);
  if (options.secondFactor !== false) await givePasskey(db, user.id);
  return user;
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
