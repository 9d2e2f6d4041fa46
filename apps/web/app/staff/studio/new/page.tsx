import type { Metadata } from 'next';
import { NewCourseScreen } from '@/features/studio/components/new-course-screen';

export const metadata: Metadata = { title: 'New course' };

export default function NewCoursePage() {
  return (
    <section className="max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">New course</h1>
      <p className="mt-2 mb-6 text-muted-foreground">A draft: learners see nothing of it until you publish it.</p>
      <NewCourseScreen />
    </section>
  );
}
