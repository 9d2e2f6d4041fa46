'use client';

import { LOCALE_COOKIE, type Locale } from '@lp/contract/locale';
import { useEffect } from 'react';

/** A year: the choice lasts like the session would. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Writes the locale cookie (the switcher, and the keeper below). */
export function writeLocaleCookie(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain, non-HttpOnly preference cookie the server reads
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/**
 * The page's language came from the signed-in account (this browser had no choice of its own, as
 * after signing in on a new device): keep it in the cookie, so later pages need not ask the account.
 */
export function LocaleCookieKeeper({ locale }: { locale: Locale }) {
  useEffect(() => {
    writeLocaleCookie(locale);
  }, [locale]);
  return null;
}
