import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { Link } from '@/components/ui/link';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('signInTitle'), robots: { index: false } };
}

/** Auth.js error codes that can arrive in the URL, as sentences ("SessionRequired" is a notice of its own). */
function urlErrorMessage(error: string | undefined, locale: Locale): string | undefined {
  if (!error || error === 'SessionRequired') return undefined;
  return messageIn(locale, error === 'CredentialsSignin' ? 'credentialsWrong' : 'default');
}

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const callbackUrl = firstParam(params.callbackUrl);
  const error = firstParam(params.error);
  const t = await getTranslations('auth');
  const locale = (await getLocale()) as Locale;
  const registerHref = callbackUrl ? `/register?${new URLSearchParams({ callbackUrl })}` : '/register';
  return (
    <AuthCard
      title={t('signInTitle')}
      description={t('signInDescription')}
      footer={
        <>
          {t('newHere')}{' '}
          <Link href={registerHref} className="rounded font-medium text-primary hover:underline">
            {t('createAccountLink')}
          </Link>
        </>
      }
    >
      <IntlClient namespaces={['auth']}>
        <LoginForm
          callbackUrl={callbackUrl}
          email={firstParam(params.email)}
          sessionRequired={error === 'SessionRequired' ? messageIn(locale, 'notSignedIn') : undefined}
          urlError={urlErrorMessage(error, locale)}
        />
      </IntlClient>
    </AuthCard>
  );
}
