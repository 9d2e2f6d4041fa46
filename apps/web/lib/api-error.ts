import { DEFAULT_ERROR_MESSAGE } from '@lp/contract/constants';

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
 * Throws an ApiError on failure; the default message is DEFAULT_ERROR_MESSAGE.
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
    const message =
      isRecord(body) && typeof body.error === 'string' && body.error.length > 0 ? body.error : DEFAULT_ERROR_MESSAGE;
    throw new ApiError(response.status, message, isRecord(body) ? readFields(body.fields) : {});
  }
  if (!isRecord(body) || !('data' in body)) throw new ApiError(response.status, DEFAULT_ERROR_MESSAGE);
  return body.data as T;
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return DEFAULT_ERROR_MESSAGE;
}
