import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { NotificationPreferencesForm } from '@/features/settings/components/notification-preferences-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('sections.notification-preferences'), robots: { index: false } };
}

export default async function NotificationPreferencesPage() {
  const t = await getTranslations('account');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('sections.notification-preferences')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('intros.notification-preferences')}</p>
      <IntlClient namespaces={['settings']}>
        <NotificationPreferencesForm />
      </IntlClient>
    </section>
  );
}
