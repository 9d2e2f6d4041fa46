import { LOCALES, type Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { IntlClient } from '@/components/intl-client';
import { QueryProvider } from '@/components/query-provider';
import { SessionWatch } from '@/components/session-watch';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { StaffProvider } from '@/features/staff/components/staff-context';
import { StaffNav } from '@/features/staff/components/staff-nav';
import { requireUser, serverApi, serverData, settle } from '@/lib/server-api';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staff.meta');
  return { title: { template: t('template'), default: t('default') }, robots: { index: false } };
}

/**
 * The staff console: only for staff (anyone else gets the not-found page); its tools wait for a
 * second factor, and for a session signed in with it (ADR 0028).
 */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const user = await requireUser('/staff');
  const me = await settle(serverData(serverApi().api.staff.me.$get()));
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('staff');
  if (!me.ok) {
    // The API answers in the account's language (or the page's): its message is compared in each.
    if (me.status === 403 && LOCALES.some((language) => messageIn(language, 'secondFactorNotUsed') === me.message)) {
      return <SignInAgain email={user.email} locale={locale} />;
    }
    if (me.status === 401 || me.status === 403) notFound();
    throw new Error(me.message);
  }
  const roles = [...new Set(me.data.roles.map((grant) => t(`roles.${grant.role}`)))].join(', ');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <SessionWatch />
      <p className="text-sm text-muted-foreground">
        {t.rich('layout.signedInAs', {
          name: me.data.user.fullName,
          roles,
          strong: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
        })}
      </p>
      {me.data.secondFactor ? (
        // The console's screens read `staff` and `hiring`; the course studio's pages bring their own namespaces.
        <IntlClient namespaces={['staff', 'hiring']}>
          <div className="mt-6 grid gap-6 md:grid-cols-[14rem_1fr] md:gap-10">
            <aside className="min-w-0">
              <StaffProvider me={me.data}>
                <StaffNav />
              </StaffProvider>
            </aside>
            <div className="min-w-0">
              <QueryProvider>
                <StaffProvider me={me.data}>{children}</StaffProvider>
              </QueryProvider>
            </div>
          </div>
        </IntlClient>
      ) : (
        <section className="mt-6 max-w-xl">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('layout.setUpTitle')}</h1>
          <Alert tone="info" className="mt-4">
            {t.rich('layout.setUpText', {
              link: (chunks) => (
                <Link href="/account/security#authenticator" className="font-medium underline underline-offset-2">
                  {chunks}
                </Link>
              ),
            })}
          </Alert>
        </section>
      )}
    </div>
  );
}

/** Staff whose session was signed in with the password alone: their second factor is needed again. */
async function SignInAgain({ email, locale }: { email: string; locale: Locale }) {
  const t = await getTranslations('staff.layout');
  const href = `/login?${new URLSearchParams({ callbackUrl: '/staff', email })}`;
  return (
    <section className="mx-auto max-w-xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('signInAgain')}</h1>
      <Alert tone="info" className="mt-4">
        {messageIn(locale, 'secondFactorNotUsed')}{' '}
        <Link href={href} className="font-medium underline underline-offset-2">
          {t('signInAgain')}
        </Link>
      </Alert>
    </section>
  );
}
