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
};

/** The product's sections (SPEC §2), in the order the header and the home page show them. */
export const SECTIONS: readonly Section[] = [
  {
    href: '/courses',
    title: 'Courses',
    description: 'Online and classroom courses from institutes across India.',
    icon: BookOpen,
  },
  { href: '/institutes', title: 'Institutes', description: 'Find colleges and training institutes near you.', icon: Building2 },
  { href: '/roadmaps', title: 'Roadmaps', description: 'Step-by-step paths from beginner to job-ready.', icon: MapIcon },
  { href: '/quizzes', title: 'Quizzes', description: 'Test what you know and earn points.', icon: ListChecks },
  { href: '/jobs', title: 'Jobs', description: 'Openings matched to your skills and courses.', icon: Briefcase },
  { href: '/questions', title: 'Questions', description: 'Ask the community and help others.', icon: MessagesSquare },
  { href: '/feed', title: 'Feed', description: 'Posts, wins and tips from fellow learners.', icon: Newspaper },
  { href: '/slides', title: 'Slides', description: 'Bite-sized slide decks to revise quickly.', icon: Presentation },
  { href: '/interviews', title: 'Interviews', description: 'Practise mock interviews and get feedback.', icon: Video },
  { href: '/fixme', title: 'Fix me', description: 'Find and fix the bug in real code.', icon: Bug },
  { href: '/premium', title: 'Premium', description: 'Unlock every course, quiz and interview.', icon: Crown },
];
