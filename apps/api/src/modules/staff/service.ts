import { MESSAGES } from '@lp/contract/messages';
import { type AuditActorRole, type StaffMe, suspensionMessage } from '@lp/contract/staff';
import type { Database } from '../../db/client.ts';
import type { SignInGate } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SessionVersions } from '../../platform/session-versions.ts';
import type { StaffDirectory } from '../../platform/staff-directory.ts';
import { createAuditReads } from './audit-reads.ts';
import { createRoleGrants } from './role-grants.ts';
import { createSuspensions } from './suspensions.ts';
import type { TotpService } from './totp-service.ts';
import { createUserReads } from './user-reads.ts';

/** Who does a staff action, as the audit log records it (platform/access.ts `staffActor`; the CLI is `{ actor: null, role: 'cli' }`). */
export type StaffActor = { actor: number | null; role: AuditActorRole; ip: string | null };

/**
 * The staff module: who is staff (roles, the second factor), the sign-in gate (authenticator
 * code, suspension), users and their suspensions, and the audit log's reading side. Every
 * change here writes its audit row in the same transaction. The use cases live in their files:
 * user-reads.ts, suspensions.ts, role-grants.ts, audit-reads.ts.
 */
export function createStaffService(
  db: Database,
  { directory, totp, sessions, clock }: { directory: StaffDirectory; totp: TotpService; sessions: SessionVersions; clock: Clock },
) {
  const userReads = createUserReads(db, directory);
  const { requireUserRow } = userReads;
  const suspensions = createSuspensions(db, { directory, sessions, clock }, userReads);
  const roleGrants = createRoleGrants(db, directory, userReads);
  const auditReads = createAuditReads(db);

  const signInGate: SignInGate = {
    async afterPassword(userId, form) {
      const usedSecondFactor = await totp.isEnabled(userId);
      if (usedSecondFactor) {
        const given = (form.totp ?? '').trim();
        if (!given) {
          return { refused: { status: 401, message: MESSAGES.totpRequired, fields: { totp: MESSAGES.totpRequired } } };
        }
        if ((await totp.check(userId, given)) !== 'ok') {
          return { refused: { status: 401, message: MESSAGES.totpCodeWrong, fields: { totp: MESSAGES.totpCodeWrong } } };
        }
      }
      const refused = await refusalIfSuspended(userId);
      return refused ? { refused } : { usedSecondFactor };
    },
    afterPasskey: (userId) => refusalIfSuspended(userId),
  };

  async function refusalIfSuspended(userId: number) {
    const suspension = await directory.suspensionOf(userId);
    if (!suspension) return null;
    const { timeZone } = await requireUserRow(userId);
    return { status: 403 as const, message: suspensionMessage(suspension, timeZone) };
  }

  return {
    signInGate,

    async me(user: { id: number; email: string; fullName: string }): Promise<StaffMe> {
      const [roles, secondFactor] = await Promise.all([directory.rolesOf(user.id), directory.hasSecondFactor(user.id)]);
      return { user: { id: user.id, email: user.email, fullName: user.fullName }, roles, secondFactor };
    },

    listUsers: userReads.listUsers,
    userDetail: userReads.userDetail,
    suspend: suspensions.suspend,
    unsuspend: suspensions.unsuspend,
    grantRole: roleGrants.grantRole,
    revokeRole: roleGrants.revokeRole,
    auditList: auditReads.auditList,
    auditExport: auditReads.auditExport,
    userByEmail: userReads.userByEmail,
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
