import {
  BookOpen,
  Briefcase,
  Bug,
  Building2,
  Crown,
  ListChecks,
  type LucideIcon,
  MapIcon,
  MessagesSquare,
  Newspaper,
  Presentation,
  Video,
} from 'lucide-react';

export type Section = {
  href: string;
  /** Its title and description in the messages: `nav.sections.<key>.title` and `.description`. */
  key: SectionKey;
  icon: LucideIcon;
  /** False while the section's issue is open: its page exists but says "coming soon", so nothing links to it. */
  built: boolean;
};

export type SectionKey =
  | 'courses'
  | 'institutes'
  | 'roadmaps'
  | 'quizzes'
  | 'jobs'
  | 'questions'
  | 'feed'
  | 'slides'
  | 'interviews'
  | 'fixme'
  | 'premium';

/**
 * Every section of the product (SPEC §2) in the order the header, footer and home page show
 * them. Set `built: true` when a section's screens land; only built ones are advertised.
 */
export const ALL_SECTIONS: readonly Section[] = [
  {
    href: '/courses',
    key: 'courses',
    built: true,
    icon: BookOpen,
  },
  {
    href: '/institutes',
    key: 'institutes',
    built: true,
    icon: Building2,
  },
  {
    href: '/roadmaps',
    key: 'roadmaps',
    built: true,
    icon: MapIcon,
  },
  { href: '/quizzes', key: 'quizzes', built: true, icon: ListChecks },
  { href: '/jobs', key: 'jobs', built: true, icon: Briefcase },
  {
    href: '/questions',
    key: 'questions',
    built: true,
    icon: MessagesSquare,
  },
  { href: '/feed', key: 'feed', built: true, icon: Newspaper },
  {
    href: '/slides',
    key: 'slides',
    built: true,
    icon: Presentation,
  },
  {
    href: '/interviews',
    key: 'interviews',
    built: true,
    icon: Video,
  },
  { href: '/fixme', key: 'fixme', built: true, icon: Bug },
  { href: '/premium', key: 'premium', built: true, icon: Crown },
];

/** The sections that work today: what the header, footer and home page link to. */
export const SECTIONS: readonly Section[] = ALL_SECTIONS.filter((section) => section.built);
