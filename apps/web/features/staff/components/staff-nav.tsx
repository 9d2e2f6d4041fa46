'use client';

import { SideNav } from '@/components/layout/side-nav';
import { holds, STAFF_PAGES } from '../staff-access';
import { useStaffMe } from './staff-context';

/** The console's menu: the pages the staff member's roles open. */
export function StaffNav() {
  const me = useStaffMe();
  const links = STAFF_PAGES.filter((page) => holds(me, page.role));
  return <SideNav links={links} label="Staff" sheetTitle="Staff console" />;
}
