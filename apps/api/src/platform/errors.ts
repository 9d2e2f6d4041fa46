import { MESSAGES } from '@lp/contract/messages';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error a person can read, with the status the API answers (DESIGN §4). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthorized = () => new ApiError(401, MESSAGES.notSignedIn);
export const notFound = (message: string = MESSAGES.notFound) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

/** 422 with the message next to the field it belongs to. */
export const invalidField = (field: string, message: string) => new ApiError(422, message, { [field]: message });

export const tooManyRequests = (retryAfterSeconds: number, message: string = MESSAGES.rateLimited) =>
  new ApiError(429, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
