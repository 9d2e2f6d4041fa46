import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { IntlClient } from '@/components/intl-client';
import { StudioCourseScreen } from '@/features/studio/components/studio-course-screen';

export const metadata: Metadata = { title: 'Edit course' };

export default async function StudioCoursePage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) notFound();
  return (
    <IntlClient namespaces={['studioQuiz']}>
      <StudioCourseScreen id={id} />
    </IntlClient>
  );
}
