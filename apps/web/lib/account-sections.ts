/** The account area's pages (SPEC §2), in menu order. */
export const ACCOUNT_SECTIONS = [
  { slug: 'profile', title: 'Profile' },
  { slug: 'subscriptions', title: 'Subscriptions' },
  { slug: 'courses', title: 'Registered courses' },
  { slug: 'enquiries', title: 'Enquiries' },
  { slug: 'questions', title: 'Questions' },
  { slug: 'reviews', title: 'Reviews' },
  { slug: 'jobs', title: 'Jobs' },
  { slug: 'change-password', title: 'Change password' },
  { slug: 'privacy', title: 'Privacy' },
  { slug: 'notifications', title: 'Notifications' },
  { slug: 'notification-preferences', title: 'Notification preferences' },
  { slug: 'fixme', title: 'Fix me codes' },
  { slug: 'interviews', title: 'Interviews' },
] as const;

export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export function findAccountSection(slug: string): AccountSection | undefined {
  return ACCOUNT_SECTIONS.find((section) => section.slug === slug);
}
