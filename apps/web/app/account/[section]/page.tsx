import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findAccountSection } from '@/lib/account-sections';
import { getServerSession } from '@/lib/server-api';

type Params = Promise<{ section: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const section = findAccountSection((await params).section);
  return { title: section?.title ?? 'Account', robots: { index: false } };
}

export default async function AccountSectionPage({ params }: { params: Params }) {
  const section = findAccountSection((await params).section);
  if (!section) notFound();
  const user = section.slug === 'profile' ? await getServerSession() : null;
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{section.title}</h1>
      {user ? (
        <dl className="mt-6 grid max-w-lg gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-sm font-medium text-muted-foreground">Name</dt>
          <dd className="font-medium">{user.fullName}</dd>
          <dt className="text-sm font-medium text-muted-foreground">Email</dt>
          <dd className="font-medium break-all">{user.email}</dd>
        </dl>
      ) : null}
      <p className="mt-6 text-muted-foreground">This section is being built.</p>
    </section>
  );
}
