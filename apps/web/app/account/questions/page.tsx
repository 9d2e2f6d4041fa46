import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { TabLinks } from '@/components/ui/tab-links';
import type { MyQuestionsType } from '@/features/questions/api/get-my-questions';
import { MyQuestionsList } from '@/features/questions/components/my-questions-list';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('sections.questions'), robots: { index: false } };
}

const TYPES: MyQuestionsType[] = ['asked', 'answered', 'tagged'];

export default async function AccountQuestionsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const type = TYPES.find((value) => value === firstParam(params.type)) ?? 'asked';
  const page = Number(firstParam(params.page) ?? '1');
  const t = await getTranslations('account');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('sections.questions')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('intros.questions')}</p>
      <div className="mb-6">
        <TabLinks
          label={t('whichQuestions')}
          active={type}
          tabs={TYPES.map((value) => ({
            value,
            label: t(`questionTabs.${value}`),
            href: value === 'asked' ? '/account/questions' : `/account/questions?type=${value}`,
          }))}
        />
      </div>
      <IntlClient namespaces={['questions']}>
        <MyQuestionsList key={type} type={type} page={Number.isInteger(page) && page >= 1 ? page : 1} />
      </IntlClient>
    </section>
  );
}
