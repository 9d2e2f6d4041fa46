import type { StaffRole, Suspension } from '@lp/contract/staff';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.ts';
import { passkeys, users } from '../db/schema/accounts.ts';
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

    /** Each user's suspensions, newest first (only those in force with `onlyStanding`), with who suspended and lifted them. */
    async suspensionsOf(userIds: number[], onlyStanding: boolean): Promise<Map<number, Suspension[]>> {
      const suspendedBy = alias(users, 'suspended_by_user');
      const liftedBy = alias(users, 'lifted_by_user');
      const found = new Map<number, Suspension[]>();
      if (userIds.length === 0) return found;
      const standing = and(
        isNull(userSuspensions.liftedAt),
        or(isNull(userSuspensions.until), gt(userSuspensions.until, clock.now())),
      );
      const rows = await db
        .select({
          id: userSuspensions.id,
          userId: userSuspensions.userId,
          reason: userSuspensions.reason,
          until: userSuspensions.until,
          createdAt: userSuspensions.createdAt,
          liftedAt: userSuspensions.liftedAt,
          byId: suspendedBy.id,
          byName: suspendedBy.fullName,
          liftedById: liftedBy.id,
          liftedByName: liftedBy.fullName,
        })
        .from(userSuspensions)
        .leftJoin(suspendedBy, eq(suspendedBy.id, userSuspensions.suspendedBy))
        .leftJoin(liftedBy, eq(liftedBy.id, userSuspensions.liftedBy))
        .where(and(inArray(userSuspensions.userId, userIds), onlyStanding ? standing : undefined))
        .orderBy(desc(userSuspensions.createdAt), desc(userSuspensions.id));
      for (const r of rows) {
        const list = found.get(r.userId) ?? [];
        list.push({
          id: r.id,
          reason: r.reason,
          until: r.until?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
          by: r.byId === null ? null : { id: r.byId, fullName: r.byName ?? '' },
          liftedAt: r.liftedAt?.toISOString() ?? null,
          liftedBy: r.liftedById === null ? null : { id: r.liftedById, fullName: r.liftedByName ?? '' },
        });
        found.set(r.userId, list);
      }
      return found;
    },
  };
}

/** Users who hold `institute_staff` for the institute: who an enquiry may be assigned to. */
export async function instituteStaffOf(db: Executor, instituteId: number): Promise<{ id: number; fullName: string }[]> {
  return db
    .selectDistinct({ id: users.id, fullName: users.fullName })
    .from(staffRoles)
    .innerJoin(users, eq(users.id, staffRoles.userId))
    .where(and(eq(staffRoles.role, 'institute_staff'), eq(staffRoles.instituteId, instituteId)))
    .orderBy(asc(users.fullName), asc(users.id));
}

/** Whether the user is staff of any institute (an admin is not: the inbox's notices go to an institute's own staff). */
export async function holdsInstituteStaff(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: staffRoles.userId })
    .from(staffRoles)
    .where(and(eq(staffRoles.role, 'institute_staff'), eq(staffRoles.userId, userId)))
    .limit(1);
  return row !== undefined;
}
