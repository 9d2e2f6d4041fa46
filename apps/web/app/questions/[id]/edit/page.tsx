import { MAX_ID } from '@lp/contract/common';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { loadQuestion } from '@/features/questions/api/load-questions';
import { AskForm } from '@/features/questions/components/ask-form';
import { requireUser } from '@/lib/server-api';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('questions');
  return { title: t('editTitle'), robots: { index: false } };
}

type Params = Promise<{ id: string }>;

/** The asker changes their question's title, text or tags; anyone else gets the 404 page. */
export default async function EditQuestionPage({ params }: { params: Params }) {
  const segment = (await params).id;
  await requireUser(`/questions/${segment}/edit`);
  const id = Number(segment);
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) notFound();
  const result = await loadQuestion(id);
  if (!result.ok) {
    if (result.status === 404 || result.status === 422) notFound();
    throw new Error(result.message);
  }
  const { question } = result.data;
  if (!question.mine) notFound();
  const t = await getTranslations('questions');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Breadcrumbs
        trail={[
          { href: '/questions', label: t('listLabel') },
          { href: `/questions/${question.id}`, label: question.title },
        ]}
        current={t('editCrumb')}
      />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('editTitle')}</h1>
      <IntlClient namespaces={['questions']}>
        <AskForm
          className="mt-8"
          editing={{ id: question.id, title: question.title, body: question.body, tags: question.tags.map((tag) => tag.slug) }}
        />
      </IntlClient>
    </div>
  );
}
