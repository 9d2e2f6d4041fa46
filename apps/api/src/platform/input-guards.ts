import { MESSAGES } from '@lp/contract/messages';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { ApiError } from './errors.ts';

const NUL = '\u0000';

/**
 * PostgreSQL cannot store a NUL character in text, and a query that carries one fails inside the
 * driver (a 500). These guards in front of every route refuse it wherever a client can put text:
 * the path (404: no address holds one), the query string and a JSON body (422 naming
 * the parameter). Multipart text fields are the upload reader's to check.
 */
export const refuseNulInAddress = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  // No address holds a NUL: 404 like any other path that names nothing.
  if (/%00/i.test(url.pathname)) throw new ApiError(404, MESSAGES.routeNotFound);
  if (/%00/i.test(url.search)) {
    for (const [name, value] of url.searchParams) {
      if (name.includes(NUL) || value.includes(NUL)) throw nulIn(name);
    }
  }
  await next();
});

/** Reads the JSON body once (Hono caches it for the route's validator); not for Auth.js, which reads the raw request. */
export const refuseNulInJson = createMiddleware<AppEnv>(async (c, next) => {
  if (isJsonBody(c)) {
    const text = await c.req.text();
    // A NUL can only appear in valid JSON as the escape \u0000; parse to find it only then.
    if (text.includes('\\u0000')) {
      const parsed = parseOrUndefined(text);
      const where = parsed === undefined ? undefined : nulPath(parsed);
      if (where) throw nulIn(where.join('.') || '_');
    }
  }
  await next();
});

const nulIn = (field: string) => new ApiError(422, MESSAGES.nulCharacter, { [field]: MESSAGES.nulCharacter });

function isJsonBody(c: Context): boolean {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return false;
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // the route's own JSON reading answers 400 for it
  }
}

/** The path to the first key or string that holds a NUL, or undefined (no recursion: any depth is safe). */
function nulPath(root: unknown): string[] | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(NUL)) return [...path, key];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
}
