import type { Metadata } from 'next';
import { DataSaverForm } from '@/features/settings/components/data-saver-form';

export const metadata: Metadata = { title: 'Data saver', robots: { index: false } };

export default function DataSaverPage() {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Data saver</h1>
      <p className="mt-2 mb-6 text-muted-foreground">
        Learn on less data. A browser that asks to save data (Lite mode) gets this too, unless you turn it off here.
      </p>
      <DataSaverForm />
    </section>
  );
}
