import type { StaffMe, StaffRole } from '@lp/contract/staff';

/** Whether the staff member may use a tool of `role` (an admin may use every one), as the API decides. */
export function holds(me: Pick<StaffMe, 'roles'>, role: StaffRole): boolean {
  return me.roles.some((grant) => grant.role === role || grant.role === 'admin');
}

/** The console's pages, each for the role the API asks of its calls. */
export const STAFF_PAGES = [
  { href: '/staff/queue', title: 'Review queue', role: 'moderator', alsoFor: ['/staff/cases'] },
  { href: '/staff/users', title: 'Users', role: 'moderator' },
  { href: '/staff/dashboard', title: 'Dashboard', role: 'moderator' },
  { href: '/staff/enquiries', title: 'Lead inbox', role: 'institute_staff' },
  { href: '/staff/jobs', title: 'Jobs', role: 'employer' },
  { href: '/staff/audit', title: 'Audit log', role: 'admin' },
  { href: '/staff/studio', title: 'Course studio', role: 'instructor' },
  { href: '/staff/studio/quizzes', title: 'Quizzes', role: 'instructor' },
  { href: '/staff/studio/decks', title: 'Slide decks', role: 'instructor' },
  { href: '/staff/studio/collections', title: 'Slide collections', role: 'instructor' },
  { href: '/staff/studio/roadmaps', title: 'Roadmaps', role: 'admin' },
] as const satisfies readonly { href: string; title: string; role: StaffRole; alsoFor?: readonly string[] }[];
