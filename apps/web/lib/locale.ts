import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale, localeFromAcceptLanguage } from '@lp/contract/locale';
import { hasSessionCookie } from '@lp/contract/session-cookie';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { serverApi, serverDataOrNull } from './server-api';

/** Where this request's language came from; the web keeps an account's choice in the cookie (Providers' keepLocale). */
export type LocaleSource = 'cookie' | 'account' | 'browser' | 'default';

/**
 * The interface language of this request (issue 35, ADR 0046): the NEXT_LOCALE cookie, else the
 * signed-in account's setting, else Accept-Language (hi → Hindi), else English. Cached per request.
 */
export const requestLocale = cache(async (): Promise<{ locale: Locale; source: LocaleSource }> => {
  const jar = await cookies();
  const chosen = jar.get(LOCALE_COOKIE)?.value;
  if (isLocale(chosen)) return { locale: chosen, source: 'cookie' };
  const incoming = await headers();
  if (hasSessionCookie(incoming.get('cookie'))) {
    const settings = await serverDataOrNull(serverApi().api.core['user-settings'].$get());
    // English is every account's default, so only a choice of Hindi says more than the browser does.
    if (settings && settings.language !== DEFAULT_LOCALE) return { locale: settings.language, source: 'account' };
  }
  const browser = localeFromAcceptLanguage(incoming.get('accept-language'));
  return browser ? { locale: browser, source: 'browser' } : { locale: DEFAULT_LOCALE, source: 'default' };
});
