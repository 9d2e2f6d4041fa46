'use client';

import { LOCALE_COOKIE } from '@lp/contract/locale';
import { useSyncExternalStore } from 'react';
import { GLOBAL_ERROR_TEXTS } from '@/lib/global-error-texts';
import './globals.css';

const unchanging = () => () => {};

/**
 * Whether the failed page was in Hindi (this page replaces the root layout and its message
 * provider): the NEXT_LOCALE cookie, or the failed page's `<html lang>` while it is still there.
 */
const pageInHindi = () => document.cookie.includes(`${LOCALE_COOKIE}=hi`) || document.documentElement.lang === 'hi-IN';

/** Replaces the root layout when it fails itself, so it renders its own <html> and <body>. */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  // English when rendered on the server (no cookie to read there), the page's language in the browser.
  const hindi = useSyncExternalStore(unchanging, pageInHindi, () => false);
  const text = GLOBAL_ERROR_TEXTS[hindi ? 'hi' : 'en'];
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
