import { intlLocale } from '@lp/contract/locale';
import { hasSessionCookie } from '@lp/contract/session-cookie';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { connection } from 'next/server';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import './globals.css';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Providers } from '@/components/providers';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { SearchForm } from '@/features/search/components/search-form';
import { dataSaverFrom } from '@/lib/data-saver';
import { offlineStatus, pickMessages } from '@/lib/i18n-messages';
import { requestLocale } from '@/lib/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  return {
    title: { default: t('siteTitle'), template: '%s · Learnly' },
    description: t('siteDescription'),
    applicationName: 'Learnly',
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#4f46e5',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request so Next can put this request's CSP nonce on its scripts (ADR 0011).
  await connection();
  const requestHeaders = await headers();
  const withoutSessionCookie = !hasSessionCookie(requestHeaders.get('cookie'));
  const dataSaver = dataSaverFrom(requestHeaders.get('cookie'), requestHeaders.get('save-data'));
  const { locale, source } = await requestLocale();
  const t = await getTranslations('nav');
  // The header, footer, error boundary and shared list parts' texts; a page passes its own namespaces to its client parts.
  const allMessages = await getMessages();
  // With the offline banner's few words (components/offline-support.tsx): it shows on every page.
  const messages = {
    ...pickMessages(allMessages, ['nav', 'common', 'errors', 'catalogue', 'ui', 'popups']),
    offline: offlineStatus(allMessages),
  };
  return (
    <html lang={intlLocale(locale)}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={messages}>
          <Providers
            withoutSessionCookie={withoutSessionCookie}
            dataSaver={dataSaver}
            keepLocale={source === 'account' ? locale : undefined}
          >
            <SiteHeader
              search={<SearchForm className="hidden max-w-md flex-1 md:block" />}
              mobileSearch={<SearchForm id="mobile-search" className="mb-3 md:hidden" />}
              bell={<NotificationBell />}
            />
            <main id="main" className="flex-1">
              {children}
            </main>
            <SiteFooter />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
