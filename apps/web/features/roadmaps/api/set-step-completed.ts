import { client, unwrap } from '@/lib/api-client';

export type SetStepCompletedInput = { roadmapId: number; stepId: number; completed: boolean };

/** Signed in: ticks (POST) or unticks (DELETE) a roadmap step; both are idempotent. */
export function setStepCompleted({ roadmapId, stepId, completed }: SetStepCompletedInput) {
  const step = client.api.core.roadmaps[':id'].steps[':stepId'].complete;
  const param = { id: String(roadmapId), stepId: String(stepId) };
  return unwrap(completed ? step.$post({ param }) : step.$delete({ param }));
}
