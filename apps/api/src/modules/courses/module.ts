import type { Database } from '../../db/client.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { coursesRouter } from './routes.ts';
import { createCoursesService } from './service.ts';

/** The course catalogue. Offers the rating writer the reviews module keeps up to date. */
export function defineCourses(deps: { db: Database }) {
  const courses = createCoursesService(deps.db);
  return {
    router: coursesRouter({ courses }),
    reactions: [],
    jobs: [],
    offers: { setRating: courses.setRating },
  } satisfies ModuleDefinition<unknown, object>;
}
