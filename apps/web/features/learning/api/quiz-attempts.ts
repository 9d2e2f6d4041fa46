import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';
import { streakKey } from './get-streak';

export type Answers = Record<string, number[]>;

/** Starts an attempt (the clock starts on the server); a running one is answered again. */
export const startAttempt = (quizId: number) =>
  unwrap(client.api.core.quiz[':id'].attempts.$post({ param: { id: String(quizId) } }));

/** Reads an attempt (closing it when its time ran out). */
export const readAttempt = (quizId: number, attemptId: number) =>
  unwrap(
    client.api.core.quiz[':id'].attempts[':attemptId'].$get({ param: { id: String(quizId), attemptId: String(attemptId) } }),
  );

/** Submits an attempt's answers once. */
export const submitAttempt = (quizId: number, attemptId: number, answers: Answers) =>
  unwrap(
    client.api.core.quiz[':id'].attempts[':attemptId'].$post({
      param: { id: String(quizId), attemptId: String(attemptId) },
      json: { answers },
    }),
  );

/** The one-step form of an untimed quiz; `clientId` makes sending it again answer the same attempt. */
export const answerQuiz = (quizId: number, answers: Answers, clientId?: string) =>
  unwrap(client.api.core.quiz[':id'].$post({ param: { id: String(quizId) }, json: { answers, clientId } }));

/** Refreshes the quiz (attempt history) and the streak after an attempt ends. */
export function useAttemptFinished() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.invalidateQueries({ queryKey: ['quizzes', 'detail'] });
    queryClient.invalidateQueries({ queryKey: streakKey });
  };
}

export function useSubmitAnswers() {
  const finished = useAttemptFinished();
  return useMutation({
    // Sent even when the browser says it is offline: the failure is what lets the player keep the answers.
    networkMode: 'always',
    mutationFn: ({ quizId, attemptId, answers }: { quizId: number; attemptId: number | null; answers: Answers }) =>
      attemptId === null ? answerQuiz(quizId, answers) : submitAttempt(quizId, attemptId, answers),
    onSettled: finished,
  });
}
