import type { Metadata } from 'next';
import { DownloadsList } from '@/features/offline/components/downloads-list';

export const metadata: Metadata = { title: 'Downloads', robots: { index: false } };

export default function DownloadsPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Downloads</h1>
      <p className="mt-2 mb-6 text-muted-foreground">
        Courses saved on this device open without a connection. Lessons you complete and notes you write offline are sent when you
        are back online. Signing out removes them from this device.
      </p>
      <DownloadsList />
    </section>
  );
}
