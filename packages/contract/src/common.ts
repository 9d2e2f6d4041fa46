import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';

export const errorBodySchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const okSchema = z.object({ ok: z.literal(true) });

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

/** PostgreSQL `integer` ids: a larger number can name no row (and must not reach the database). */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.coerce.number().int().positive().max(MAX_ID);
export const idParamSchema = z.object({ id: idSchema });
