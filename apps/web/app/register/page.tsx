import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { safeCallbackUrl } from '@/lib/safe-callback-url';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { getServerSession } from '@/lib/server-api';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('registerMetaTitle'), robots: { index: false } };
}

export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const callbackUrl = firstParam((await searchParams).callbackUrl);
  const user = await getServerSession();
  const t = await getTranslations('auth');
  if (user) {
    // Said, not a silent redirect: someone who opens "Create an account" while signed in should know why there is no form.
    return (
      <AuthCard title={t('alreadyHaveAccountTitle')} description={t('signedInAs', { email: user.email })}>
        <div className="grid gap-3">
          <Button asChild size="lg">
            <Link href={safeCallbackUrl(callbackUrl, '/')}>{t('continueToLearnly')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/account/profile">{t('yourAccount')}</Link>
          </Button>
          <p className="text-sm text-muted-foreground">{t('signOutFirst')}</p>
        </div>
      </AuthCard>
    );
  }
  const loginHref = callbackUrl ? `/login?${new URLSearchParams({ callbackUrl })}` : '/login';
  return (
    <AuthCard
      title={t('registerTitle')}
      description={t('registerDescription')}
      footer={
        <>
          {t('alreadyHaveAccount')}{' '}
          <Link href={loginHref} className="rounded font-medium text-primary hover:underline">
            {t('signIn')}
          </Link>
        </>
      }
    >
      <IntlClient namespaces={['auth']}>
        <RegisterForm callbackUrl={callbackUrl} />
      </IntlClient>
    </AuthCard>
  );
}
