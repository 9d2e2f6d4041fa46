'use client';

import { intlLocale, type Locale, localeFromCookieHeader } from '@lp/contract/locale';
import { useEffect, useState } from 'react';
import { GLOBAL_ERROR_TEXTS } from '@/lib/global-error-texts';
import './globals.css';

/**
 * The page's language without the layout's message provider (this replaces the root layout when
 * it fails itself): the NEXT_LOCALE cookie, else the language the failed page was written in.
 */
function pageLocale(): Locale {
  const fromCookie = localeFromCookieHeader(document.cookie);
  if (fromCookie) return fromCookie;
  return document.documentElement.lang.startsWith('hi') ? 'hi' : 'en';
}

/** Replaces the root layout when it fails itself, so it renders its own <html> and <body>. */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const [locale, setLocale] = useState<Locale>('en');
  useEffect(() => setLocale(pageLocale()), []);
  const text = GLOBAL_ERROR_TEXTS[locale];
  return (
    <html lang={intlLocale(locale)}>
      <body>
        <main className="mx-auto max-w-xl px-4 py-20 text-center">
          <h1 className="text-2xl font-bold" role="alert">
            {text.title}
          </h1>
          <button
            type="button"
            onClick={() => retry()}
            className="mt-8 rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-foreground"
          >
            {text.tryAgain}
          </button>
        </main>
      </body>
    </html>
  );
}
