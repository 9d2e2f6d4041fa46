import { MESSAGES } from '@lp/contract/messages';
import { invalidField } from '../platform/errors.ts';

/**
 * The scoring rule of every check that is "scored like a quiz" (quizzes, slide collections'
 * checks): one place, so a question is right or wrong the same way everywhere.
 */

/** Question id (as a string) → chosen option ids. */
export type Answers = Record<string, number[]>;

type ScoredQuestion = { id: number; correct: number[] };
type CheckedQuestion = { id: number; kind: 'single' | 'multiple'; options: { id: number }[] };

/** How many questions are right: a question is right when the chosen options are exactly the right ones. */
export function scoreAnswers(questions: ScoredQuestion[], answers: Answers): number {
  let correct = 0;
  for (const question of questions) {
    const chosen = [...new Set(answers[String(question.id)] ?? [])].sort((a, b) => a - b);
    const right = [...question.correct].sort((a, b) => a - b);
    if (chosen.length === right.length && chosen.every((id, i) => id === right[i])) correct += 1;
  }
  return correct;
}

/** The whole percent of `correct` out of `total` (0 for no questions). */
export const percentOf = (correct: number, total: number): number => (total === 0 ? 0 : Math.floor((correct * 100) / total));

/**
 * Every answer names one of `questions` and options of that question, and one option for a
 * single-choice question; otherwise a 422 naming the answer (`answers.<questionId>`).
 */
export function checkAnswers(questions: CheckedQuestion[], answers: Answers): void {
  const byId = new Map(questions.map((q) => [String(q.id), q]));
  for (const [questionId, chosen] of Object.entries(answers)) {
    const question = byId.get(questionId);
    if (!question) throw invalidField(`answers.${questionId}`, MESSAGES.answerUnknownQuestion);
    const optionIds = new Set(question.options.map((o) => o.id));
    if (chosen.some((id) => !optionIds.has(id))) throw invalidField(`answers.${questionId}`, MESSAGES.answerUnknownOption);
    if (question.kind === 'single' && new Set(chosen).size > 1) {
      throw invalidField(`answers.${questionId}`, MESSAGES.answerSingleChoice);
    }
  }
}
