import { MESSAGES } from '@lp/contract/messages';
import {
  AUDIT_ACTIONS,
  COMPANY_ROLES,
  type GrantRoleBody,
  INSTITUTE_ROLES,
  type StaffRole,
  type StaffRoleGrant,
} from '@lp/contract/staff';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { institutes } from '../../db/schema/institutes.ts';
import { companies } from '../../db/schema/jobs.ts';
import { staffRoles } from '../../db/schema/staff.ts';
import { audit } from '../../platform/audit.ts';
import { ApiError, invalidField, notFound } from '../../platform/errors.ts';
import type { HeldRole, StaffDirectory } from '../../platform/staff-directory.ts';
import type { StaffActor } from './service.ts';
import type { UserReads } from './user-reads.ts';

/** What the audit log keeps of a role list. */
const roleSummary = (roles: HeldRole[]) =>
  roles.map((r) => ({ role: r.role, institute: r.institute?.slug ?? null, company: r.company?.slug ?? null }));

/** Granting and revoking staff roles, each change with its audit row in the same transaction. */
export function createRoleGrants(db: Database, directory: StaffDirectory, { requireUserRow }: Pick<UserReads, 'requireUserRow'>) {
  /** The institute or company of a scoped grant, by slug: 422 on the field when there is none. */
  async function scopeOf(body: GrantRoleBody, executor: Executor) {
    let instituteId: number | null = null;
    let companyId: number | null = null;
    if (INSTITUTE_ROLES.includes(body.role)) {
      const [row] = await executor
        .select({ id: institutes.id })
        .from(institutes)
        .where(eq(institutes.slug, body.institute ?? ''));
      if (!row) throw invalidField('institute', MESSAGES.staffInstituteUnknown);
      instituteId = row.id;
    }
    if (COMPANY_ROLES.includes(body.role)) {
      const [row] = await executor
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.slug, body.company ?? ''));
      if (!row) throw invalidField('company', MESSAGES.staffCompanyUnknown);
      companyId = row.id;
    }
    return { instituteId, companyId };
  }

  return {
    /** Grants a role (idempotent: holding it already changes nothing and writes no audit row). */
    async grantRole(by: StaffActor, userId: number, body: GrantRoleBody): Promise<StaffRoleGrant[]> {
      await requireUserRow(userId);
      return db.transaction(async (tx) => {
        const { instituteId, companyId } = await scopeOf(body, tx);
        const before = await directory.rolesOf(userId, tx);
        const granted = await tx
          .insert(staffRoles)
          .values({ userId, role: body.role, instituteId, companyId, grantedBy: by.actor })
          .onConflictDoNothing()
          .returning({ id: staffRoles.id });
        const after = await directory.rolesOf(userId, tx);
        if (granted.length > 0) {
          await audit.record(tx, {
            ...by,
            action: AUDIT_ACTIONS.roleGrant,
            objectType: 'user',
            objectId: userId,
            before: { roles: roleSummary(before) },
            after: { roles: roleSummary(after) },
          });
        }
        return after;
      });
    },

    /** Revokes a role (for every institute or company it is held for, unless one is named). */
    async revokeRole(
      by: StaffActor,
      userId: number,
      role: StaffRole,
      scope: { institute?: string | undefined; company?: string | undefined } = {},
    ): Promise<StaffRoleGrant[]> {
      await requireUserRow(userId);
      if (role === 'admin' && by.actor === userId) throw new ApiError(403, MESSAGES.cannotRevokeOwnAdmin);
      return db.transaction(async (tx) => {
        const before = await directory.rolesOf(userId, tx);
        const matching = before.filter(
          (held) =>
            held.role === role &&
            (scope.institute === undefined || held.institute?.slug === scope.institute) &&
            (scope.company === undefined || held.company?.slug === scope.company),
        );
        if (matching.length === 0) throw notFound(MESSAGES.staffRoleNotHeld);
        await tx.delete(staffRoles).where(
          and(
            eq(staffRoles.userId, userId),
            eq(staffRoles.role, role),
            scope.institute === undefined
              ? undefined
              : inArray(
                  staffRoles.instituteId,
                  matching.flatMap((held) => (held.institute ? [held.institute.id] : [])),
                ),
            scope.company === undefined
              ? undefined
              : inArray(
                  staffRoles.companyId,
                  matching.flatMap((held) => (held.company ? [held.company.id] : [])),
                ),
          ),
        );
        const after = await directory.rolesOf(userId, tx);
        await audit.record(tx, {
          ...by,
          action: AUDIT_ACTIONS.roleRevoke,
          objectType: 'user',
          objectId: userId,
          before: { roles: roleSummary(before) },
          after: { roles: roleSummary(after) },
        });
        return after;
      });
    },
  };
}
