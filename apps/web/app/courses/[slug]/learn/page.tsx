import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CoursePlayer } from '@/features/learning/components/course-player';

type Props = { params: Promise<{ slug: string }> };

export const metadata: Metadata = { title: 'Learn', robots: { index: false } };

/** The course player (signed-in, enrolled learners; others are asked to sign in or enrol). */
export default async function LearnPage({ params }: Props) {
  const { slug } = await params;
  return (
    <Suspense>
      <CoursePlayer slug={slug} />
    </Suspense>
  );
}
