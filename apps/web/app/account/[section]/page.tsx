import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { ACCOUNT_SECTION_EMPTY } from '@/lib/account-section-empty';
import { findAccountSection } from '@/lib/account-sections';

type Params = Promise<{ section: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const section = findAccountSection((await params).section);
  const t = await getTranslations('account');
  return { title: section ? t(`sections.${section.slug}`) : t('navLabel'), robots: { index: false } };
}

/** A section without its own page yet: its empty state, never an error. */
export default async function AccountSectionPage({ params }: { params: Params }) {
  const section = findAccountSection((await params).section);
  if (!section) notFound();
  const empty = ACCOUNT_SECTION_EMPTY[section.slug];
  if (!empty) redirect('/account/profile');
  const t = await getTranslations('account');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t(`sections.${section.slug}`)}</h1>
      <div className="mt-8 rounded-2xl border border-dashed border-border p-8 text-center">
        <p className="text-muted-foreground">{empty.message}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          {empty.links.map((link) => (
            <Button key={link.href} asChild variant="outline">
              <Link href={link.href}>{link.label}</Link>
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}
