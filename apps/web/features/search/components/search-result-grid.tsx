import type { SearchGroup } from '@lp/contract/search';
import { CourseGrid } from '@/components/catalogue/course-card';
import { InstituteGrid } from '@/components/catalogue/institute-card';
import { JobGrid } from '@/components/catalogue/job-card';
import { RoadmapGrid } from '@/components/catalogue/roadmap-card';

/** minmax(0, 1fr): a long line in a card must not widen the only column past a phone's screen. */
const ONE_COLUMN_ON_PHONES = 'grid-cols-1';

/** The cards of one type, with the grid that type uses everywhere else. */
export function SearchResultGrid({ group, headingLevel }: { group: SearchGroup; headingLevel: 'h2' | 'h3' }) {
  switch (group.model) {
    case 'course':
      return <CourseGrid courses={group.results} headingLevel={headingLevel} className={ONE_COLUMN_ON_PHONES} />;
    case 'institute':
      return <InstituteGrid institutes={group.results} headingLevel={headingLevel} className={ONE_COLUMN_ON_PHONES} />;
    case 'job':
      return <JobGrid jobs={group.results} headingLevel={headingLevel} className={ONE_COLUMN_ON_PHONES} />;
    case 'roadmap':
      return <RoadmapGrid roadmaps={group.results} headingLevel={headingLevel} className={ONE_COLUMN_ON_PHONES} />;
  }
}
