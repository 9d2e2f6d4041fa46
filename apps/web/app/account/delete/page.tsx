import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { DeleteAccountForm } from '@/features/account/components/delete-account-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('deleteTitle'), robots: { index: false } };
}

export default async function DeleteAccountPage() {
  const t = await getTranslations('account');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('deleteTitle')}</h1>
      <p className="mt-2 mb-8 text-muted-foreground">{t('intros.delete')}</p>
      <IntlClient namespaces={['profile']}>
        <DeleteAccountForm />
      </IntlClient>
    </section>
  );
}
