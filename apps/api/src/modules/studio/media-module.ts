import type { Database } from '../../db/client.ts';
import type { ProxyTrust } from '../../platform/client-ip.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import { job, type ModuleDefinition } from '../../platform/module.ts';
import type { MediaSigner } from '../../platform/signed-media.ts';
import type { Storage } from '../../platform/storage.ts';
import { mediaRouter } from './media-routes.ts';
import { createMediaService, TRANSCODE_JOB } from './media-service.ts';
import { createTranscoder, TRANSCODE_ATTEMPTS, TRANSCODE_LEASE_MS } from './media-transcode.ts';
import { createVideoUploads } from './media-uploads.ts';

/** Clean-up of unfinished uploads (kept a day for a resume). */
const UPLOAD_SWEEP_JOB = 'studio.media-upload-sweep';

/**
 * The studio's video pipeline (issue 31 point 3, ADR 0035): upload sessions and the tus endpoint,
 * the transcode job, captions. Part of the studio module (its own files, media-*.ts).
 */
export function defineStudioMedia(deps: {
  db: Database;
  storage: Storage;
  jobRunner: JobRunner;
  logger: Logger;
  config: ProxyTrust & { dataDir: string };
  signer: MediaSigner;
}) {
  const media = createMediaService(deps.db, deps);
  const uploads = createVideoUploads({ media, dataDir: deps.config.dataDir, logger: deps.logger });
  const transcoder = createTranscoder(deps.db, deps);
  return {
    router: mediaRouter({ media, uploads }, deps),
    reactions: [],
    jobs: [
      job(TRANSCODE_JOB, transcoder.handle, {
        retry: { maxAttempts: TRANSCODE_ATTEMPTS, backoffMs: 30_000 },
        leaseMs: TRANSCODE_LEASE_MS,
      }),
      job(UPLOAD_SWEEP_JOB, async () => void (await uploads.deleteExpired()), { everyMs: 6 * 60 * 60_000 }),
    ],
    offers: {},
  } satisfies ModuleDefinition<unknown, object>;
}
