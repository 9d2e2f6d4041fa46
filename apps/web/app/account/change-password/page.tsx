import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('sections.change-password'), robots: { index: false } };
}

export default async function ChangePasswordPage() {
  const t = await getTranslations('account');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('sections.change-password')}</h1>
      <p className="mt-2 mb-8 text-muted-foreground">{t('intros.change-password')}</p>
      <IntlClient namespaces={['settings']}>
        <ChangePasswordForm />
      </IntlClient>
    </section>
  );
}
