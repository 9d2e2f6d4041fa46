'use client';

import type { StaffMe } from '@lp/contract/staff';
import { createContext, type ReactNode, useContext } from 'react';

const StaffContext = createContext<StaffMe | null>(null);

/** The signed-in staff member (GET /api/staff/me, read by the console's layout) for its client screens. */
export function StaffProvider({ me, children }: { me: StaffMe; children: ReactNode }) {
  return <StaffContext.Provider value={me}>{children}</StaffContext.Provider>;
}

export function useStaffMe(): StaffMe {
  const me = useContext(StaffContext);
  if (!me) throw new Error('useStaffMe outside the staff console');
  return me;
}
