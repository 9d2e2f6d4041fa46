import type { Metadata } from 'next';
import { RoadmapListScreen } from '@/features/studio-content/components/roadmap-list-screen';

export const metadata: Metadata = { title: 'Roadmaps' };

export default function Page() {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Roadmaps</h1>
      <p className="mt-2 mb-6 text-muted-foreground">
        Each step opens a real course, lesson, quiz or fix-me problem chosen from the picker.
      </p>
      <RoadmapListScreen />
    </section>
  );
}
