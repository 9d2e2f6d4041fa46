// What the judge threads do with a test's value outside the learner's reach: compare its full JSON
// with the expected value, and cut what goes back to the host (and into the database) to a size a
// page can show. Plain JavaScript shared by js-worker.mjs and python-worker.mjs (the threads load
// no TypeScript).

/** Characters of one test's value, error or the printed output kept for the learner to read. */
export const SHOWN_LIMIT = 64 * 1024;

/** `text` cut to `limit` characters, with a note saying how long it was. */
export function capText(text, limit = SHOWN_LIMIT) {
  if (text.length <= limit) return text;
  return `${text.slice(0, limit)}\n… cut here: ${text.length.toLocaleString('en-IN')} characters in all, ${limit.toLocaleString('en-IN')} shown.`;
}

/**
 * The same comparison as `sameJson` in packages/contract/src/fixme-judging.ts (the same JSON once
 * parsed, key order ignored), repeated here because the thread cannot import TypeScript.
 */
export function sameJson(actual, expected) {
  try {
    return equal(JSON.parse(actual), JSON.parse(expected));
  } catch {
    return false;
  }
}

function equal(a, b) {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === b.length && a.every((v, i) => equal(v, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && equal(a[k], b[k]));
}

/** One test's outcome as the host receives it: the value cut for display, judged on the whole of it. */
export function valueOutcome(json, expected) {
  const outcome = { json: capText(json) };
  if (typeof expected === 'string') outcome.passed = sameJson(json, expected);
  return outcome;
}
