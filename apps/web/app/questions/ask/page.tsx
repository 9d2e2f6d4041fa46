import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { AskForm } from '@/features/questions/components/ask-form';
import { requireUser } from '@/lib/server-api';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('questions');
  return { title: t('ask'), robots: { index: false } };
}

export default async function AskQuestionPage() {
  await requireUser('/questions/ask');
  const t = await getTranslations('questions');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Breadcrumbs trail={[{ href: '/questions', label: t('listLabel') }]} current={t('askCrumb')} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('ask')}</h1>
      <p className="mt-2 text-muted-foreground">{t('askIntro')}</p>
      <IntlClient namespaces={['questions']}>
        <AskForm className="mt-8" />
      </IntlClient>
    </div>
  );
}
