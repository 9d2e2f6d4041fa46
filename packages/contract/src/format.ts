/** Pure helpers shared by the API and the web. */

import { DELETED_USER_NAME } from './constants.ts';

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Money is integer paise; shown in rupees without decimals, and zero as "Free" (SPEC §9). */
export function formatPrice(paise: number): string {
  if (paise === 0) return 'Free';
  return inr.format(Math.round(paise / 100));
}

/** The name shown for the author of community text: "Deleted user" once the account is gone (ADR 0012). */
export function authorName(author: { fullName: string } | null): string {
  return author ? author.fullName : DELETED_USER_NAME;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Relative time of SPEC §9: just now under a minute, then minutes, hours, days (weeks shown as days), months. */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return plural(days, 'day');
  const months = Math.floor(days / 30);
  if (months < 12) return plural(months, 'month');
  return plural(Math.floor(days / 365), 'year');
}

/** A date more than 7 days old counts as old (SPEC §9). */
export function isOld(date: Date | string, now: Date = new Date()): boolean {
  const then = typeof date === 'string' ? new Date(date) : date;
  return now.getTime() - then.getTime() > 7 * DAY;
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/** Hashtags: # then letters, digits or underscores; lowercase, unique, in order of appearance. */
export function extractHashtags(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?:^|[^\p{L}\p{M}\p{N}_&])#([\p{L}\p{M}\p{N}_]+)/gu)) {
    if (match[1]) found.add(match[1].toLowerCase());
  }
  return [...found];
}

/** Pop-up back-off: the delay before it shows again after `dismissals` dismissals (1 day, doubling). */
export function popupDelayMs(dismissals: number, firstDelayMs: number): number {
  return firstDelayMs * 2 ** Math.max(0, dismissals - 1);
}
