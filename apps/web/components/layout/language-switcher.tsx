'use client';

import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@lp/contract/locale';
import { clsx } from 'clsx';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { writeLocaleCookie } from '@/lib/locale-cookie';
import { useAppSession } from '@/lib/session';

/**
 * Switches the interface language (issue 35): the cookie at once, the account's setting when
 * signed in, then the page renders again in the new language. `compact` is the header's version;
 * the mobile menu and the account page show the full one.
 */
export function LanguageSwitcher({ className, compact = false }: { className?: string; compact?: boolean }) {
  const t = useTranslations('nav');
  const current = useLocale();
  const router = useRouter();
  const { status } = useAppSession();
  const [pending, startTransition] = useTransition();
  const [saving, setSaving] = useState(false);

  async function choose(locale: Locale) {
    if (locale === current) return;
    setSaving(true);
    writeLocaleCookie(locale);
    try {
      // The account remembers it for other devices; the page changes even if that save fails.
      if (status === 'authenticated') {
        // The typed client loads only when someone switches: the header is in every page's first load.
        const { client, unwrap } = await import('@/lib/api-client');
        await unwrap(client.api.core['user-settings'].$post({ json: { language: locale } }));
      }
    } catch {
      // The cookie already holds the choice on this device.
    } finally {
      setSaving(false);
      startTransition(() => router.refresh());
    }
  }

  return (
    <fieldset className={clsx('m-0 items-center gap-2 border-0 p-0', compact ? 'flex' : 'flex flex-wrap', className)}>
      <legend className={clsx('float-left text-sm text-muted-foreground', compact && 'sr-only')}>{t('language')}</legend>
      <div className="inline-flex rounded-lg border border-border p-0.5">
        {LOCALES.map((locale) => {
          const active = isLocale(current) && current === locale;
          return (
            <button
              key={locale}
              type="button"
              lang={locale === 'hi' ? 'hi-IN' : 'en-IN'}
              aria-pressed={active}
              disabled={saving || pending}
              onClick={() => void choose(locale)}
              className={clsx(
                'min-h-9 rounded-md px-2.5 text-sm font-medium transition-colors disabled:opacity-60',
                active ? 'bg-primary-soft text-primary' : 'text-zinc-700 hover:bg-muted hover:text-foreground',
              )}
            >
              {LOCALE_NAMES[locale]}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
