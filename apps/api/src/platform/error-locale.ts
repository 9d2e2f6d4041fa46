import { DEFAULT_LOCALE, type Locale, localeFromAcceptLanguage } from '@lp/contract/locale';
import { translateMessage } from '@lp/contract/message-locale';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';

/**
 * The language of this request's texts (issue 35): the signed-in user's setting, else the first of
 * ours in Accept-Language, else English. For error answers the setting is read only then, and only
 * when the request already knew its user (a route with a session read it); a route that writes
 * words of its own (an invoice) asks too.
 */
export async function requestLocale(
  userId: number | undefined,
  acceptLanguage: string | undefined,
  localeOf: (userId: number) => Promise<Locale | null>,
): Promise<Locale> {
  if (userId !== undefined) {
    const chosen = await localeOf(userId).catch(() => null);
    if (chosen) return chosen;
  }
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

type Envelope = { error: string; fields?: Record<string, string> } & Record<string, unknown>;

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'string';
}

/**
 * Rewrites the `{ error, fields? }` envelope of a failed answer into the request's language: the
 * message and each field message are looked up among the contract's MESSAGES (messages-hi.ts);
 * codes, statuses and headers are unchanged. Wraps everything after it, so it sees the envelopes
 * of the error handler, of notFound and of the middleware that answer by themselves.
 */
export function localizeErrors(localeOf: (userId: number) => Promise<Locale | null>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return;
    const locale = await requestLocale(c.var.sessionUser?.id, c.req.header('accept-language'), localeOf);
    if (locale === DEFAULT_LOCALE) return;
    let body: unknown;
    try {
      body = await response.clone().json();
    } catch {
      return;
    }
    if (!isEnvelope(body)) return;
    const translated: Envelope = { ...body, error: translateMessage(body.error, locale) };
    if (body.fields && typeof body.fields === 'object') {
      translated.fields = Object.fromEntries(
        Object.entries(body.fields).map(([field, text]) => [
          field,
          typeof text === 'string' ? translateMessage(text, locale) : text,
        ]),
      );
    }
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    headers.append('vary', 'Accept-Language');
    c.res = undefined;
    c.res = new Response(JSON.stringify(translated), { status: response.status, statusText: response.statusText, headers });
  };
}
