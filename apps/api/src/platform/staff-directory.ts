import type { StaffRole } from '@lp/contract/staff';
import { and, asc, desc, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { passkeys } from '../db/schema/accounts.ts';
import { institutes } from '../db/schema/institutes.ts';
import { companies } from '../db/schema/jobs.ts';
import { staffRoles, totpFactors, userSuspensions } from '../db/schema/staff.ts';
import type { Clock } from './clock.ts';

/** One role a user holds, with the institute or company it is held for. */
export type HeldRole = {
  role: StaffRole;
  institute: { id: number; slug: string; name: string } | null;
  company: { id: number; slug: string; name: string } | null;
};

/** The suspension in force for a user now. */
export type StandingSuspension = { id: number; reason: string; until: Date | null };

/**
 * What the access levels ask the database about a user on each request (never from the session
 * token, so a revoked role or a new suspension counts at once on every instance): the staff roles
 * they hold, whether they have a second factor, and whether they are suspended.
 */
export type StaffDirectory = ReturnType<typeof createStaffDirectory>;

export function createStaffDirectory(db: Executor, clock: Clock) {
  return {
    async rolesOf(userId: number, executor: Executor = db): Promise<HeldRole[]> {
      const rows = await executor
        .select({
          role: staffRoles.role,
          instituteId: institutes.id,
          instituteSlug: institutes.slug,
          instituteName: institutes.name,
          companyId: companies.id,
          companySlug: companies.slug,
          companyName: companies.name,
        })
        .from(staffRoles)
        .leftJoin(institutes, eq(institutes.id, staffRoles.instituteId))
        .leftJoin(companies, eq(companies.id, staffRoles.companyId))
        .where(eq(staffRoles.userId, userId))
        .orderBy(asc(staffRoles.role), asc(staffRoles.id));
      return rows.map((r) => ({
        role: r.role,
        institute:
          r.instituteId === null ? null : { id: r.instituteId, slug: r.instituteSlug ?? '', name: r.instituteName ?? '' },
        company: r.companyId === null ? null : { id: r.companyId, slug: r.companySlug ?? '', name: r.companyName ?? '' },
      }));
    },

    /** A passkey, or an authenticator app whose set-up was confirmed. */
    async hasSecondFactor(userId: number): Promise<boolean> {
      const [passkey, totp] = await Promise.all([
        db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1),
        db
          .select({ userId: totpFactors.userId })
          .from(totpFactors)
          .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.enabledAt))),
      ]);
      return passkey.length > 0 || totp.length > 0;
    },

    async suspensionOf(userId: number, executor: Executor = db): Promise<StandingSuspension | null> {
      const [row] = await executor
        .select({ id: userSuspensions.id, reason: userSuspensions.reason, until: userSuspensions.until })
        .from(userSuspensions)
        .where(
          and(
            eq(userSuspensions.userId, userId),
            isNull(userSuspensions.liftedAt),
            or(isNull(userSuspensions.until), gt(userSuspensions.until, clock.now())),
          ),
        )
        .orderBy(desc(userSuspensions.createdAt))
        .limit(1);
      return row ?? null;
    },
  };
}
