import type { StaffMe } from '@lp/contract/staff';
import type { Database } from '../../db/client.ts';
import type { StaffDirectory } from '../../platform/staff-directory.ts';

/** The staff module: who is staff (roles, second factor), users and suspensions, the audit log. */
export function createStaffService(_db: Database, { directory }: { directory: StaffDirectory }) {
  return {
    async me(user: { id: number; email: string; fullName: string }): Promise<StaffMe> {
      const [roles, secondFactor] = await Promise.all([directory.rolesOf(user.id), directory.hasSecondFactor(user.id)]);
      return { user: { id: user.id, email: user.email, fullName: user.fullName }, roles, secondFactor };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
