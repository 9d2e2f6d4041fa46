import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuditScreen } from '@/features/staff/components/audit-screen';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staff');
  return { title: t('nav.pages.audit') };
}

export default async function StaffAuditPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const page = Number(firstParam(params.page) ?? '1');
  const actor = firstParam(params.actor) ?? '';
  const t = await getTranslations('staff');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('nav.pages.audit')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('audit.intro')}</p>
      <AuditScreen
        actor={/^\d+$/.test(actor) ? actor : ''}
        action={firstParam(params.action) ?? ''}
        page={Number.isInteger(page) && page >= 1 ? page : 1}
      />
    </section>
  );
}
