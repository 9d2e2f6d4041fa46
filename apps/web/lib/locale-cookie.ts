import { LOCALE_COOKIE, type Locale } from '@lp/contract/locale';

/** A year: the choice lasts like the session would. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Writes the locale cookie the server reads first (lib/locale.ts): the switcher's choice, or the account's. */
export function writeLocaleCookie(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain, non-HttpOnly preference cookie the server reads
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}
