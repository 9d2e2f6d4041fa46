import { formatDate } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';

/** The first line of a reported text, shortened for a list. */
export function excerpt(text: string, length = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

/** When a suspension ends, in the page's language and India time ("5 Dec 2026, 12:00 am IST"). */
export function suspensionEnd(until: string, locale: Locale): string {
  return formatDate(until, locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}
