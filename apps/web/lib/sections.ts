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
  title: string;
  description: string;
  icon: LucideIcon;
  /** False while the section's issue is open: its page exists but says "coming soon", so nothing links to it. */
  built: boolean;
};

/**
 * Every section of the product (SPEC §2) in the order the header, footer and home page show
 * them. Set `built: true` when a section's screens land; only built ones are advertised.
 */
export const ALL_SECTIONS: readonly Section[] = [
  {
    href: '/courses',
    title: 'Courses',
    description: 'Online and classroom courses from institutes across India.',
    built: true,
    icon: BookOpen,
  },
  {
    href: '/institutes',
    title: 'Institutes',
    description: 'Find colleges and training institutes near you.',
    built: true,
    icon: Building2,
  },
  {
    href: '/roadmaps',
    title: 'Roadmaps',
    description: 'Step-by-step paths from beginner to job-ready.',
    built: true,
    icon: MapIcon,
  },
  { href: '/quizzes', title: 'Quizzes', description: 'Test what you know and earn points.', built: true, icon: ListChecks },
  { href: '/jobs', title: 'Jobs', description: 'Openings matched to your skills and courses.', built: true, icon: Briefcase },
  {
    href: '/questions',
    title: 'Questions',
    description: 'Ask the community and help others.',
    built: true,
    icon: MessagesSquare,
  },
  { href: '/feed', title: 'Feed', description: 'Posts, wins and tips from fellow learners.', built: true, icon: Newspaper },
  {
    href: '/slides',
    title: 'Slides',
    description: 'Bite-sized slide decks to revise quickly.',
    built: true,
    icon: Presentation,
  },
  {
    href: '/interviews',
    title: 'Interviews',
    description: 'Practise mock interviews and get feedback.',
    built: true,
    icon: Video,
  },
  { href: '/fixme', title: 'Fix me', description: 'Find and fix the bug in real code.', built: true, icon: Bug },
  { href: '/premium', title: 'Premium', description: 'Unlock every course, quiz and interview.', built: true, icon: Crown },
];

/** The sections that work today: what the header, footer and home page link to. */
export const SECTIONS: readonly Section[] = ALL_SECTIONS.filter((section) => section.built);
