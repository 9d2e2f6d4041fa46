import type { Metadata } from 'next';
import { DownloadsList } from '@/features/offline/components/downloads-list';

export const metadata: Metadata = { title: 'You are offline', robots: { index: false } };

/**
 * What the service worker shows for a page it cannot fetch and has no copy of (ADR 0045). Kept by
 * the worker when it installs, fetched without a session: the same for everyone.
 */
export default function OfflinePage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">You are offline</h1>
      <p className="mt-2 mb-6 text-muted-foreground">
        This page is not saved on this device. Pages you opened recently and courses you saved for offline still open.
      </p>
      <h2 className="mb-3 text-lg font-semibold">Saved on this device</h2>
      <DownloadsList removable={false} />
    </section>
  );
}
