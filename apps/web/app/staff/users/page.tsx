import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UsersScreen } from '@/features/staff/components/users-screen';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('staff');
  return { title: t('nav.pages.users') };
}

export default async function StaffUsersPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const page = Number(firstParam(params.page) ?? '1');
  const t = await getTranslations('staff');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('nav.pages.users')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('users.intro')}</p>
      <UsersScreen q={firstParam(params.q)?.trim() ?? ''} page={Number.isInteger(page) && page >= 1 ? page : 1} />
    </section>
  );
}
