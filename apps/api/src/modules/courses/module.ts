import type { Database } from '../../db/client.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { coursesRouter } from './routes.ts';
import { createCoursesService } from './service.ts';

/**
 * The course catalogue. Offers the rating writer the reviews module keeps up to date (in the
 * reviewer's transaction). Its reads are all read-only: a read replica may serve them.
 */
export function defineCourses(deps: { readDb: Database }) {
  const courses = createCoursesService(deps.readDb);
  return {
    router: coursesRouter({ courses }),
    reactions: [],
    jobs: [],
    offers: { setRating: courses.setRating },
  } satisfies ModuleDefinition<unknown, object>;
}
