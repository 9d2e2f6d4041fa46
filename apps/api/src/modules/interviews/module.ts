import type { ModuleDefinition } from '../../platform/module.ts';
import type { InterviewsPorts } from './records.ts';
import { interviewsRouter } from './routes.ts';
import { createInterviewsService } from './service.ts';

/** Mock interviews: attempts, written or recorded answers, points. Offers its cards to search. */
export function defineInterviews(deps: InterviewsPorts) {
  const interviews = createInterviewsService(deps);
  return {
    router: interviewsRouter({ interviews }),
    reactions: [],
    jobs: [],
    offers: { cardsByIds: interviews.cardsByIds },
  } satisfies ModuleDefinition<unknown, object>;
}
