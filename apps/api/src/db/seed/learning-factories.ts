import type { Database } from '../client.ts';
import { quizQuestions, quizzes } from '../schema/quizzes.ts';

let sequence = 0;

type QuizValues = Partial<typeof quizzes.$inferInsert>;

/**
 * A quiz of three questions: two single-choice (right option 1 of each) and one multiple-choice
 * (right options 1 and 3). Option ids are 1-4 in every question.
 */
export async function insertQuiz(db: Database, values: QuizValues = {}) {
  sequence += 1;
  const title = values.title ?? `Test Quiz ${sequence}`;
  const [quiz] = await db
    .insert(quizzes)
    .values({
      slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${sequence}`,
      title,
      summary: `Questions on ${title}.`,
      questionCount: 3,
      passPercent: 60,
      ...values,
    })
    .returning();
  const options = ['First', 'Second', 'Third', 'Fourth'].map((text, i) => ({ id: i + 1, text }));
  const questions = await db
    .insert(quizQuestions)
    .values([
      {
        quizId: quiz!.id,
        position: 1,
        prompt: 'Pick the first',
        kind: 'single',
        options,
        correct: [1],
        explanation: 'It is first.',
      },
      {
        quizId: quiz!.id,
        position: 2,
        prompt: 'Pick the first again',
        kind: 'single',
        options,
        correct: [1],
        explanation: 'Still first.',
      },
      {
        quizId: quiz!.id,
        position: 3,
        prompt: 'Pick first and third',
        kind: 'multiple',
        options,
        correct: [1, 3],
        explanation: 'Odd ones.',
      },
    ])
    .returning();
  return { ...quiz!, questions };
}
