import { OpenAPIHono } from '@hono/zod-openapi';
import { errorBodySchema } from '@lp/contract/common';
import { z } from 'zod';
import type { AppEnv } from './context.ts';
import { validationError } from './validation.ts';

/** Every router shares the 422 answer for input that does not match its schema. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error.issues);
    },
  });
}

export function jsonBody<T extends z.ZodType>(schema: T) {
  return { content: { 'application/json': { schema } }, required: true } as const;
}

/** The success envelope `{ data }` of DESIGN §4. */
export function dataResponse<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema: z.object({ data: schema }) } }, description } as const;
}

const errorDescriptions = {
  400: 'Malformed request',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  415: 'Wrong media type',
  422: 'Validation failed',
  429: 'Rate limited',
} as const;

export function errorResponses<S extends keyof typeof errorDescriptions>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      { content: { 'application/json': { schema: errorBodySchema } }, description: errorDescriptions[status] },
    ]),
  ) as unknown as { [K in S]: { content: { 'application/json': { schema: typeof errorBodySchema } }; description: string } };
}
