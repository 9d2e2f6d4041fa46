/**
 * The time as the product sees it. Services that decide by the date (subscription renewal and
 * expiry) ask a Clock instead of `new Date()`, so that tests can move time forward.
 */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move (tests). */
export function manualClock(start: Date = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set(date: Date) {
      current = date.getTime();
    },
    advance(ms: number) {
      current += ms;
    },
  };
}
