/**
 * The account area's pages (SPEC §2), in menu order. Every one is in the menu; a `built: false`
 * one shows its own empty state (apps/web/app/account/[section]/page.tsx) until its issue lands.
 */
export const ALL_ACCOUNT_SECTIONS = [
  { slug: 'profile', title: 'Profile', built: true },
  { slug: 'subscriptions', title: 'Subscriptions', built: true },
  { slug: 'courses', title: 'Registered courses', built: true },
  { slug: 'enquiries', title: 'Enquiries', built: true },
  { slug: 'questions', title: 'Questions', built: true },
  { slug: 'reviews', title: 'Reviews', built: true },
  { slug: 'jobs', title: 'Jobs', built: true },
  { slug: 'change-password', title: 'Change password', built: true },
  { slug: 'security', title: 'Sign-in and security', built: true },
  { slug: 'privacy', title: 'Privacy', built: true },
  { slug: 'notifications', title: 'Notifications', built: true },
  { slug: 'notification-preferences', title: 'Notification preferences', built: true },
  { slug: 'data-saver', title: 'Data saver', built: true },
  { slug: 'language', title: 'Language', built: true },
  { slug: 'downloads', title: 'Downloads', built: true },
  { slug: 'fixme', title: 'Fix me codes', built: true },
  { slug: 'interviews', title: 'Interviews', built: true },
] as const;

export type AccountSection = (typeof ALL_ACCOUNT_SECTIONS)[number];

/** The account pages the menu links to: all of them (unbuilt ones show their empty state). */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = ALL_ACCOUNT_SECTIONS;

export function findAccountSection(slug: string): AccountSection | undefined {
  return ALL_ACCOUNT_SECTIONS.find((section) => section.slug === slug);
}
