import { MESSAGES } from '@lp/contract/messages';

/** A failed API call: the HTTP status, the server's readable message and its per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;

  constructor(status: number, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }
}

type Json = Record<string, unknown> | unknown[];

export type ApiRequestInit = Omit<RequestInit, 'body'> & {
  /** A JSON body (sent with Content-Type application/json) or FormData (multipart). */
  body?: Json | FormData;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readFields(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[key] = message;
  }
  return fields;
}

/**
 * Parses the API envelope of a response: `{ data }` on success, `{ error, fields? }` on failure.
 * Throws an ApiError on failure; the default message is MESSAGES.default.
 */
export async function parseEnvelope<T>(response: Response): Promise<T> {
  let body: unknown = null;
  const text = await response.text();
  if (text.length > 0) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (!response.ok) {
    const message = isRecord(body) && typeof body.error === 'string' && body.error.length > 0 ? body.error : MESSAGES.default;
    throw new ApiError(response.status, message, isRecord(body) ? readFields(body.fields) : {});
  }
  if (!isRecord(body) || !('data' in body)) throw new ApiError(response.status, MESSAGES.default);
  return body.data as T;
}

/** Calls the product API from the browser (same origin, relative URL) and returns the payload in `data`. */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { body, headers, ...rest } = init;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('Accept', 'application/json');
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    requestHeaders.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', ...rest, headers: requestHeaders, body: requestBody });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, MESSAGES.default);
  }
  return parseEnvelope<T>(response);
}

export const api = {
  get: <T>(path: string, init?: Omit<ApiRequestInit, 'body' | 'method'>) => apiFetch<T>(path, { ...init, method: 'GET' }),
  post: <T>(path: string, body?: ApiRequestInit['body'], init?: Omit<ApiRequestInit, 'body' | 'method'>) =>
    apiFetch<T>(path, { ...init, method: 'POST', body: body ?? {} }),
  delete: <T>(path: string, init?: Omit<ApiRequestInit, 'body' | 'method'>) => apiFetch<T>(path, { ...init, method: 'DELETE' }),
};

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return MESSAGES.default;
}
