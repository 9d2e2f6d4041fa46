import type { FixmeCard } from '@lp/contract/fixme';
import type { InterviewCard } from '@lp/contract/interviews';
import type { Post } from '@lp/contract/posts';
import type { QuestionCard } from '@lp/contract/questions';
import type { SearchGroup } from '@lp/contract/search';
import type { ReactNode } from 'react';
import { CardGrid } from '@/components/catalogue/card-grid';
import { CourseGrid } from '@/components/catalogue/course-card';
import { InstituteGrid } from '@/components/catalogue/institute-card';
import { JobGrid } from '@/components/catalogue/job-card';
import { QuizGrid } from '@/components/catalogue/quiz-card';
import { RoadmapGrid } from '@/components/catalogue/roadmap-card';
import { SlideDeckGrid } from '@/components/catalogue/slide-deck-card';

/** minmax(0, 1fr): a long line in a card must not widen the only column past a phone's screen. */
const ONE_COLUMN_ON_PHONES = 'grid-cols-1';

type HeadingLevel = 'h2' | 'h3';

/**
 * The cards that other features own (a feature imports no other feature): the page hands in how
 * to draw one of each, and the results lay them out as their own lists do.
 */
export type FeatureCards = {
  fixme: (problem: FixmeCard, headingLevel: HeadingLevel) => ReactNode;
  interview: (interview: InterviewCard, headingLevel: HeadingLevel) => ReactNode;
  question: (question: QuestionCard, headingLevel: HeadingLevel) => ReactNode;
  post: (post: Post) => ReactNode;
};

/** The cards of one type, with the grid or list that type uses everywhere else. */
export function SearchResultGrid({
  group,
  headingLevel,
  cards,
}: {
  group: SearchGroup;
  headingLevel: HeadingLevel;
  cards: FeatureCards;
}) {
  switch (group.model) {
    case 'course':
      return <CourseGrid courses={group.results} headingLevel={headingLevel} className={ONE_COLUMN_ON_PHONES} />;
    case 'institute':
      return <InstituteGrid institutes={group.results} headingLevel={headingLevel} className={ONE_COLUMN_ON_PHONES} />;
    case 'job':
      return <JobGrid jobs={group.results} headingLevel={headingLevel} className={ONE_COLUMN_ON_PHONES} />;
    case 'roadmap':
      return <RoadmapGrid roadmaps={group.results} headingLevel={headingLevel} className={ONE_COLUMN_ON_PHONES} />;
    case 'quiz':
      return <QuizGrid quizzes={group.results} headingLevel={headingLevel} className={ONE_COLUMN_ON_PHONES} />;
    case 'slide':
      return <SlideDeckGrid decks={group.results} headingLevel={headingLevel} className={ONE_COLUMN_ON_PHONES} />;
    case 'fixme':
      return (
        <CardGrid items={group.results} columns={3} className={ONE_COLUMN_ON_PHONES}>
          {(problem) => cards.fixme(problem, headingLevel)}
        </CardGrid>
      );
    case 'interview':
      return (
        <CardGrid items={group.results} columns={3} className={ONE_COLUMN_ON_PHONES}>
          {(interview) => cards.interview(interview, headingLevel)}
        </CardGrid>
      );
    case 'question':
      return (
        <ul className="grid grid-cols-1 gap-3">
          {group.results.map((question) => (
            <li key={question.id}>{cards.question(question, headingLevel)}</li>
          ))}
        </ul>
      );
    case 'post':
      return (
        // Two columns from `lg` (a feed's single column would leave half a wide screen empty).
        <ul className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
          {group.results.map((post) => (
            <li key={post.id}>{cards.post(post)}</li>
          ))}
        </ul>
      );
  }
}
