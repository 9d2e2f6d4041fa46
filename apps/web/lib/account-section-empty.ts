/**
 * What an account section shows while its feature is still being built (never an error): what
 * will appear there and where to go meanwhile. A section's own page replaces this when it lands.
 */
export const ACCOUNT_SECTION_EMPTY: Record<string, { message: string; links: { href: string; label: string }[] }> = {
  subscriptions: {
    message: 'You have no subscriptions. Premium plans, their status, renewal and history will appear here.',
    links: [{ href: '/premium', label: 'See premium plans' }],
  },
  courses: {
    message: 'Courses you register for will appear here, with your progress in each.',
    links: [{ href: '/courses', label: 'Browse courses' }],
  },
  questions: {
    message: 'Questions you ask and answer in the community will appear here.',
    links: [{ href: '/questions', label: 'Go to community questions' }],
  },
  privacy: {
    message: 'Your privacy choices (what others see, what we may use) will appear here.',
    links: [
      { href: '/account/security', label: 'Download your data' },
      { href: '/privacy', label: 'Read the privacy policy' },
    ],
  },
  notifications: {
    message: 'You have no notifications yet. Answers to your questions, course news and job updates will appear here.',
    links: [{ href: '/courses', label: 'Browse courses' }],
  },
  'notification-preferences': {
    message: 'Choose which notifications reach you in the app and by email. For now, you get all of them.',
    links: [{ href: '/account/notifications', label: 'Your notifications' }],
  },
  fixme: {
    message: 'Your fix-me code submissions will appear here.',
    links: [{ href: '/fixme', label: 'Try a fix-me problem' }],
  },
  interviews: {
    message: 'Your mock interview attempts and their feedback will appear here.',
    links: [{ href: '/interviews', label: 'See mock interviews' }],
  },
};
