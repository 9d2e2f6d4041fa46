'use client';

import { DEFAULT_ERROR_MESSAGE } from '@lp/contract/constants';
import './globals.css';

/** Replaces the root layout when it fails itself, so it renders its own <html> and <body>. */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en-IN">
      <body>
        <main className="mx-auto max-w-xl px-4 py-20 text-center">
          <h1 className="text-2xl font-bold" role="alert">
            {DEFAULT_ERROR_MESSAGE}
          </h1>
          <button
            type="button"
            onClick={() => retry()}
            className="mt-8 rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-foreground"
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
