import { formatDate } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

/**
 * A simple long-form text page (privacy, terms): its title, the "Last updated …" line for
 * `updatedAt` in the page's language, and the text.
 */
export async function ProsePage({ title, updatedAt, children }: { title: string; updatedAt: string; children: ReactNode }) {
  const [legal, locale] = await Promise.all([getTranslations('legal'), getLocale() as Promise<Locale>]);
  const updated = legal('lastUpdated', {
    date: formatDate(updatedAt, locale, { day: 'numeric', month: 'long', year: 'numeric' }),
  });
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{updated}</p>
      <div className="mt-8 space-y-6 leading-relaxed text-zinc-700 [&_h2]:mt-10 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-foreground [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-2">
        {children}
      </div>
    </article>
  );
}
