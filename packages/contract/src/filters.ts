import { z } from 'zod';

/** Query-string filters shared by every filtered list (courses, institutes, jobs) and their facet options. */

/** At most this many values in one comma-separated filter. */
export const MAX_FILTER_VALUES = 20;
const MAX_FILTER_VALUE_LENGTH = 120;

/** `a,b` or a repeated parameter (`?city=a&city=b`) → trimmed, lowercase, unique, non-empty values. */
function splitValues(input: unknown): unknown {
  if (input === undefined || input === null) return undefined;
  const parts = (Array.isArray(input) ? input : [input]).flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]));
  if (parts.some((p) => typeof p !== 'string')) return parts;
  const values = [...new Set((parts as string[]).map((p) => p.trim().toLowerCase()).filter(Boolean))];
  return values.length === 0 ? undefined : values;
}

/**
 * A filter of slugs (city=pune,mumbai). A value that matches nothing is not an error: the
 * list is then empty (SPEC §8 "no courses").
 */
export function slugListParam(name: string) {
  return z.preprocess(
    splitValues,
    z
      .array(z.string().max(MAX_FILTER_VALUE_LENGTH, `Each ${name} is at most ${MAX_FILTER_VALUE_LENGTH} characters.`))
      .max(MAX_FILTER_VALUES, `Choose at most ${MAX_FILTER_VALUES} values for ${name}.`)
      .optional(),
  );
}

/** A filter of enum values (level=diploma,certificate); anything else is a 422 naming the allowed values. */
export function enumListParam<const T extends readonly [string, ...string[]]>(name: string, values: T) {
  const message = `Choose ${name} from: ${values.join(', ')}.`;
  return z.preprocess(
    splitValues,
    z
      .array(z.string(), { error: message })
      .max(MAX_FILTER_VALUES, message)
      .refine((list) => list.every((v) => (values as readonly string[]).includes(v)), { message })
      .transform((list) => list as unknown as T[number][])
      .optional(),
  );
}

export const facetOptionSchema = z.object({
  /** The value to put in the query string. */
  slug: z.string(),
  label: z.string(),
  /** Rows (courses, institutes, jobs) with this value, given the OTHER active filters. */
  count: z.number().int(),
  selected: z.boolean(),
});
export type FacetOption = z.infer<typeof facetOptionSchema>;
