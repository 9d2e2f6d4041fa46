import type { StepProgress } from '@lp/contract/roadmaps';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SetStepCompletedInput = { roadmapId: number; stepId: number; completed: boolean };

/** Signed in: ticks (POST) or unticks (DELETE) a roadmap step; both are idempotent. */
export function setStepCompleted({ roadmapId, stepId, completed }: SetStepCompletedInput): Promise<StepProgress> {
  const path = `/api/core/roadmaps/${roadmapId}/steps/${stepId}/complete`;
  return completed ? api.post<StepProgress>(path) : api.delete<StepProgress>(path);
}

export function useSetStepCompleted() {
  return useMutation({ mutationFn: setStepCompleted });
}
