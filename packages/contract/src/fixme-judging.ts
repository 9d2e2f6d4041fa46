/**
 * How a test's value is judged, by the server's judge and the browser's run of the visible tests
 * alike. Apart from the schema module so that the browser's run does not bring zod into a
 * problem page's first load (docs/decisions/0021).
 */

/** The browser's run of the visible tests stops after this long. */
export const FIXME_BROWSER_TIME_MS = 3000;

/** Comparison of a test's value with the expected one: the same JSON once parsed (key order ignored). */
export function sameJson(actual: string, expected: string): boolean {
  try {
    return equal(JSON.parse(actual), JSON.parse(expected));
  } catch {
    return false;
  }
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => equal(v, b[i]));
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return (
    ka.length === kb.length &&
    ka.every((k) => Object.hasOwn(b as object, k) && equal((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}
