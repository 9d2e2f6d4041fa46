import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { Card, CardContent } from '@/components/ui/card';
import { WelcomeForm } from '@/features/preferences/components/welcome-form';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { getServerSession } from '@/lib/server-api';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('settings.welcome');
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function WelcomePage({ searchParams }: { searchParams: SearchParams }) {
  const [params, user, t] = await Promise.all([searchParams, getServerSession(), getTranslations('settings.welcome')]);
  const firstName = user?.fullName.trim().split(/\s+/)[0];
  return (
    <div className="bg-gradient-to-b from-indigo-50/70 to-transparent px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight">
          {firstName ? t('greeting', { name: firstName }) : t('greetingNoName')}
        </h1>
        <p className="mt-2 text-muted-foreground">{t('intro')}</p>
        <Card className="mt-8">
          <CardContent>
            <IntlClient namespaces={['settings']}>
              <WelcomeForm callbackUrl={firstParam(params.callbackUrl)} />
            </IntlClient>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
