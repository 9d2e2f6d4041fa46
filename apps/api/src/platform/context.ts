import type { SessionUser } from '@lp/contract/session';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { Storage } from './storage.ts';

/** What the API is built from; tests pass their own (an in-memory database, a memory mailer). */
export type AppDeps = {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Uploaded files (résumés, pictures): local disk under DATA_DIR/uploads by default. */
  storage: Storage;
  logger: Logger;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    /** Read once per request by readSessionUser(); undefined until read, null for a visitor. */
    sessionUser: SessionUser | null | undefined;
  };
};
