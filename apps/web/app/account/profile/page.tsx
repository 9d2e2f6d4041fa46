import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { ProfileScreen } from '@/features/account/components/profile-screen';
import { StreakWidget } from '@/features/learning/components/streak-widget';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('sections.profile'), robots: { index: false } };
}

export default async function AccountProfilePage() {
  const t = await getTranslations('account');
  return (
    <section>
      <h1 className="sr-only">{t('sections.profile')}</h1>
      <IntlClient namespaces={['profile']}>
        <ProfileScreen />
      </IntlClient>
      <IntlClient namespaces={['settings']}>
        <StreakWidget className="mt-8" />
      </IntlClient>
    </section>
  );
}
