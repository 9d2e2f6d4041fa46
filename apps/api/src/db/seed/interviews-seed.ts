import type { Database } from '../client.ts';
import { interviewQuestions, interviews } from '../schema/interviews.ts';
import { INTERVIEWS } from './interviews-data.ts';

/** The mock interviews of the demo data (11, with 41 questions). */
export async function seedInterviews(db: Database): Promise<number> {
  const rows = await db
    .insert(interviews)
    .values(
      INTERVIEWS.map(({ questions: _questions, isPremium, ...interview }) => ({ ...interview, isPremium: isPremium ?? false })),
    )
    .onConflictDoNothing({ target: interviews.slug })
    .returning({ id: interviews.id, slug: interviews.slug });
  const idOf = new Map(rows.map((r) => [r.slug, r.id]));
  const questions = INTERVIEWS.flatMap((interview) => {
    const interviewId = idOf.get(interview.slug);
    if (interviewId === undefined) return [];
    return interview.questions.map((q, index) => ({
      interviewId,
      position: index + 1,
      prompt: q.prompt,
      guidance: q.guidance,
      keyPoints: q.keyPoints,
      answerSeconds: q.answerSeconds ?? 120,
    }));
  });
  if (questions.length > 0) await db.insert(interviewQuestions).values(questions);
  return rows.length;
}
