import { client, unwrap } from '@/lib/api-client';

export type SetStepCompletedInput = { roadmapId: number; stepId: number; completed: boolean };

/**
 * Signed in: ticks (POST) or unticks (DELETE) a roadmap step; both are idempotent. `keepalive`: a
 * tick followed at once by a reload or a closed tab still reaches the server.
 */
export function setStepCompleted({ roadmapId, stepId, completed }: SetStepCompletedInput) {
  const step = client.api.core.roadmaps[':id'].steps[':stepId'].complete;
  const param = { id: String(roadmapId), stepId: String(stepId) };
  const options = { init: { keepalive: true } };
  return unwrap(completed ? step.$post({ param }, options) : step.$delete({ param }, options));
}
