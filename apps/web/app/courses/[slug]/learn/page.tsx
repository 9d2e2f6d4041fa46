import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { IntlClient } from '@/components/intl-client';
import { CoursePlayer } from '@/features/learning/components/course-player';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('learn');
  return { title: t('title'), robots: { index: false } };
}

/** The course player (signed-in, enrolled learners; others are asked to sign in or enrol). */
export default async function LearnPage({ params }: Props) {
  const { slug } = await params;
  return (
    <IntlClient namespaces={['learn', 'quiz', 'slides', 'offline']}>
      <Suspense>
        <CoursePlayer slug={slug} />
      </Suspense>
    </IntlClient>
  );
}
