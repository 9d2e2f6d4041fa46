import type { ApiRoutes } from '@lp/api/composition-root';
import { DEFAULT_ERROR_MESSAGE } from '@lp/contract/constants';
import { LOCALE_COOKIE } from '@lp/contract/locale';
import { type ClientResponse, hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { ApiError, parseEnvelope } from './api-error';

/** The `data` of a typed call's successful answers (`{ data }`, DESIGN §4). */
export type DataOf<R> =
  R extends ClientResponse<infer Body, infer Status, 'json'>
    ? Status extends SuccessStatusCode
      ? Body extends { data: infer Data }
        ? Data
        : never
      : never
    : never;

/**
 * Awaits a typed call (`client.api.….$get(…)`) and returns its `data`, typed from the route's
 * response schema; throws ApiError (with the server's message and fields) on failure, and on a
 * network failure ApiError 0 with the default message.
 */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<DataOf<R>> {
  let response: R;
  try {
    response = await request;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, DEFAULT_ERROR_MESSAGE);
  }
  return parseEnvelope<DataOf<R>>(response as unknown as Response);
}

/**
 * hc's query object (`{ query }` of a typed call) for a query string or URLSearchParams: each key
 * once, a repeated key (`level=a&level=b`) as an array. For queries built from the page's URL,
 * which the API validates (a wrong value is its 422).
 */
export function toQuery(params: URLSearchParams | string): Record<string, string | string[]> {
  const source = typeof params === 'string' ? new URLSearchParams(params) : params;
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(source.keys())) {
    const [first, ...rest] = source.getAll(key);
    if (first !== undefined) query[key] = rest.length === 0 ? first : [first, ...rest];
  }
  return query;
}

/**
 * The typed API client (hono/client over the API's route types, apps/api/src/composition-root.ts
 * `ApiRoutes`): a path, its parameters, query, body and answer are checked by TypeScript.
 * In the browser it calls the same origin; `unwrap(client.api.core.enquiry.$post({ json }))`.
 */
export const client = hc<ApiRoutes>('/', {
  init: { credentials: 'same-origin' },
  headers: clientHeaders,
});

const LOCALE_PATTERN = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=(en|hi)(?:;|$)`);

/** The visitor's chosen language goes with each call, so the API's error texts are in it (issue 35). */
function clientHeaders(): Record<string, string> {
  const locale = typeof document === 'undefined' ? undefined : LOCALE_PATTERN.exec(document.cookie)?.[1];
  return locale ? { accept: 'application/json', 'accept-language': locale } : { accept: 'application/json' };
}
