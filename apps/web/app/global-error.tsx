'use client';

import { LOCALE_COOKIE } from '@lp/contract/locale';
import { useEffect, useState } from 'react';
import { GLOBAL_ERROR_ENGLISH } from '@/lib/global-error-texts';
import './globals.css';

/**
 * Whether the failed page was in Hindi, without the layout's message provider (this page replaces
 * the root layout when it fails itself): the NEXT_LOCALE cookie, else the page's `<html lang>`.
 */
function pageInHindi(): boolean {
  const chosen = new RegExp(`(?:^|; )${LOCALE_COOKIE}=(\\w+)`).exec(document.cookie)?.[1];
  return (chosen ?? document.documentElement.lang.slice(0, 2)) === 'hi';
}

/** Replaces the root layout when it fails itself, so it renders its own <html> and <body>. */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const [hindi, setHindi] = useState<typeof GLOBAL_ERROR_ENGLISH | null>(null);
  useEffect(() => {
    // The Hindi loads only here, not with every page; offline, the English stays.
    if (pageInHindi()) void import('@/lib/global-error-texts-hi').then((module) => setHindi(module.GLOBAL_ERROR_HINDI));
  }, []);
  const text = hindi ?? GLOBAL_ERROR_ENGLISH;
  return (
    <html lang={hindi ? 'hi-IN' : 'en-IN'}>
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
