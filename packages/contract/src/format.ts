/** Pure helpers shared by the API and the web. */

import { DELETED_USER_NAME } from './constants.ts';
import type { Locale } from './locale.ts';

/**
 * A whole number with Indian digit grouping (1,23,45,678), as `toLocaleString('en-IN')` writes it,
 * and `hi-IN` too (its digits are Latin): one for both languages, so it takes no locale.
 * Written out because a browser's first Intl format of a page loads locale data: 40-160 ms of a
 * phone's main thread for one count in a filter list or a price in a pop-up.
 */
export function formatCount(n: number): string {
  const rounded = Math.round(n);
  const digits = String(Math.abs(rounded));
  const grouped = digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
  return rounded < 0 ? `-${grouped}` : grouped;
}

/** Money is integer paise; shown in rupees without decimals, and zero as "Free" (SPEC §9). */
export function formatPrice(paise: number, locale: Locale = 'en'): string {
  if (paise === 0) return locale === 'hi' ? 'निःशुल्क' : 'Free';
  const rupees = Math.round(paise / 100);
  return rupees < 0 ? `-₹${formatCount(-rupees)}` : `₹${formatCount(rupees)}`;
}

/** The name shown for the author of community text: "Deleted user" once the account is gone (ADR 0012). */
export function authorName(author: { fullName: string } | null): string {
  return author ? author.fullName : DELETED_USER_NAME;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Relative time of SPEC §9: just now under a minute, then minutes, hours, days (weeks shown as
 * days), months. English is written out (as SPEC words it); Hindi through Intl ("3 दिन पहले").
 */
export function relativeTime(date: Date | string, now: Date = new Date(), locale: Locale = 'en'): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  const say = locale === 'hi' ? hindiAgo : plural;
  if (elapsed < MINUTE) return locale === 'hi' ? 'अभी' : 'just now';
  if (elapsed < HOUR) return say(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return say(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return say(days, 'day');
  const months = Math.floor(days / 30);
  if (months < 12) return say(months, 'month');
  return say(Math.floor(days / 365), 'year');
}

function hindiAgo(n: number, unit: string): string {
  return new Intl.RelativeTimeFormat('hi-IN').format(-n, unit as Intl.RelativeTimeFormatUnit);
}

/** A date in the language's words ("29 नव॰ 2026" / "29 Nov 2026"), Indian time unless told otherwise. */
export function formatDate(
  date: Date | string,
  locale: Locale = 'en',
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' },
): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  return new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { timeZone: 'Asia/Kolkata', ...options }).format(value);
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
