import { DEFAULT_ERROR_MESSAGE } from '@lp/contract/constants';
import { ApiError, parseEnvelope } from '@/lib/api-client';

/**
 * A staff call by path, for the moderation and metrics routes that are built on another branch
 * (issue 30): once they are part of `ApiRoutes`, these can move to the typed `client`.
 * Answers the envelope's `data`; throws ApiError like `unwrap`.
 */
export async function staffFetch<T>(
  path: string,
  { method = 'GET', json, signal }: { method?: string; json?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, DEFAULT_ERROR_MESSAGE);
  }
  return parseEnvelope<T>(response);
}
