import type { StaffMe, StaffRole } from '@lp/contract/staff';

/** Whether the staff member may use a tool of `role` (an admin may use every one), as the API decides. */
export function holds(me: Pick<StaffMe, 'roles'>, role: StaffRole): boolean {
  return me.roles.some((grant) => grant.role === role || grant.role === 'admin');
}

/** The console's pages, each for the role the API asks of its calls; `page` names its title in the `staff.nav` messages. */
export const STAFF_PAGES = [
  { href: '/staff/queue', page: 'queue', role: 'moderator', alsoFor: ['/staff/cases'] },
  { href: '/staff/users', page: 'users', role: 'moderator' },
  { href: '/staff/dashboard', page: 'dashboard', role: 'moderator' },
  { href: '/staff/enquiries', page: 'enquiries', role: 'institute_staff' },
  { href: '/staff/jobs', page: 'jobs', role: 'employer' },
  { href: '/staff/audit', page: 'audit', role: 'admin' },
  { href: '/staff/studio', page: 'studio', role: 'instructor' },
  { href: '/staff/studio/quizzes', page: 'quizzes', role: 'instructor' },
  { href: '/staff/studio/decks', page: 'decks', role: 'instructor' },
  { href: '/staff/studio/collections', page: 'collections', role: 'instructor' },
  { href: '/staff/studio/roadmaps', page: 'roadmaps', role: 'admin' },
] as const satisfies readonly { href: string; page: string; role: StaffRole; alsoFor?: readonly string[] }[];
