import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { Link } from '@/components/ui/link';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth');
  return { title: t('forgotMetaTitle'), robots: { index: false } };
}

export default async function ForgotPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const email = firstParam((await searchParams).email);
  const t = await getTranslations('auth');
  return (
    <AuthCard
      title={t('forgotTitle')}
      description={t('forgotDescription')}
      footer={
        <>
          {t('rememberedIt')}{' '}
          <Link href="/login" className="rounded font-medium text-primary hover:underline">
            {t('backToSignIn')}
          </Link>
        </>
      }
    >
      <IntlClient namespaces={['auth']}>
        <ForgotPasswordForm email={email} />
      </IntlClient>
    </AuthCard>
  );
}
