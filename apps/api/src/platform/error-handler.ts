import type { ErrorBody } from '@lp/contract/common';
import { MESSAGES } from '@lp/contract/messages';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailable } from '../db/errors.ts';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';

const httpExceptionMessages: Partial<Record<number, string>> = {
  401: MESSAGES.notSignedIn,
  404: MESSAGES.notFound,
  405: MESSAGES.methodNotAllowed,
  413: MESSAGES.bodyTooLarge,
  415: MESSAGES.unsupportedMediaType,
  429: MESSAGES.rateLimited,
};

/** The one place that turns a thrown error into the `{ error, fields? }` envelope (DESIGN §4). */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof ApiError) {
    const body: ErrorBody = error.fields ? { error: error.message, fields: error.fields } : { error: error.message };
    return c.json(body, error.status, error.headers);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const message = /malformed json/i.test(error.message)
      ? MESSAGES.malformedJson
      : (httpExceptionMessages[error.status] ?? (error.message || MESSAGES.default));
    return c.json({ error: message } satisfies ErrorBody, error.status as ContentfulStatusCode);
  }
  if (isDatabaseUnavailable(error)) {
    c.var.logger?.warn({ err: error, requestId: c.var.requestId }, 'database or disk unavailable');
    return outageResponse(c);
  }
  c.var.logger?.error({ err: error, requestId: c.var.requestId }, 'unhandled error');
  return c.json({ error: MESSAGES.default } satisfies ErrorBody, 500);
}

/** Seconds a client is asked to wait before retrying during an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** An outage (database unreachable, disk full): 503 with the default text and Retry-After, never 500 (DESIGN §4). */
export function outageResponse(c: Context): Response {
  return c.json({ error: MESSAGES.default } satisfies ErrorBody, 503, {
    'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS),
  });
}
