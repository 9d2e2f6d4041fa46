import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';

export const errorBodySchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** The `:idOrSlug` path parameter of a detail page addressed by id or by slug. */
export const idOrSlugParamSchema = z.object({ idOrSlug: z.string().min(1).max(200) });

/** Query parameters shared by every listing: 1-based page, page_size capped at MAX_PAGE_SIZE. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function listingSchema<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    next: z.number().int().nullable(),
    count: z.number().int(),
  });
}
export type Listing<T> = { results: T[]; next: number | null; count: number };

/**
 * Who wrote a question, answer, post or comment: null once that account was deleted (the text
 * stays, ADR 0012). Shown as `authorName` (DELETED_USER_NAME for null), with the default avatar
 * and no link to a profile.
 */
export const authorSchema = z.object({ id: z.number().int(), fullName: z.string() }).nullable();
export type Author = z.infer<typeof authorSchema>;

/** PostgreSQL `integer` ids: a larger number can name no row (and must not reach the database). */
export const MAX_ID = 2_147_483_647;

/**
 * The one id schema: a whole number from 1 to MAX_ID, anything else a 422 (never a query that
 * overflows). `idOf` coerces path and query strings; `jsonIdOf` is for JSON bodies, where "12"
 * is a wrong type.
 */
export const idOf = (message?: string) =>
  z.coerce
    .number(message ? { error: message } : undefined)
    .int(message)
    .positive(message)
    .max(MAX_ID, message);
export const jsonIdOf = (message?: string) =>
  z
    .number(message ? { error: message } : undefined)
    .int(message)
    .positive(message)
    .max(MAX_ID, message);
export const idSchema = idOf();
export const idParamSchema = z.object({ id: idSchema });
