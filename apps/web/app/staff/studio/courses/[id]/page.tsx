import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StudioCourseScreen } from '@/features/studio/components/studio-course-screen';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('studio'))('editTitle') };
}

export default async function StudioCoursePage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) notFound();
  return <StudioCourseScreen id={id} />;
}
