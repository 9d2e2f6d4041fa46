import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StudioCoursesScreen } from '@/features/studio/components/studio-courses-screen';
import { firstParam, type SearchParams } from '@/lib/search-params';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('studio'))('title') };
}

export default async function StudioPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const page = Number(firstParam(params.page) ?? '1');
  const status = firstParam(params.status);
  const t = await getTranslations('studio');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('intro')}</p>
      <StudioCoursesScreen
        status={status === 'draft' || status === 'published' ? status : 'all'}
        page={Number.isInteger(page) && page >= 1 ? page : 1}
      />
    </section>
  );
}
