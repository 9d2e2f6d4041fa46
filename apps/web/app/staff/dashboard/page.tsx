import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DashboardScreen } from '@/features/staff/components/dashboard-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staff');
  return { title: t('nav.pages.dashboard') };
}

export default async function StaffDashboardPage() {
  const t = await getTranslations('staff');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('nav.pages.dashboard')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('dashboard.intro')}</p>
      <DashboardScreen />
    </section>
  );
}
