import { MY_COURSE_TYPES, type MyCourseType } from '@lp/contract/learning';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntlClient } from '@/components/intl-client';
import { Link } from '@/components/ui/link';
import { MyCoursesList } from '@/features/learning/components/my-courses-list';
import { StreakWidget } from '@/features/learning/components/streak-widget';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { cn } from '@/lib/utils';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('sections.courses'), robots: { index: false } };
}

const isType = (value: string | undefined): value is MyCourseType => (MY_COURSE_TYPES as readonly string[]).includes(value ?? '');

const TABS: (MyCourseType | undefined)[] = [undefined, 'in-progress', 'completed'];

export default async function AccountCoursesPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const raw = firstParam(params.type);
  const type = isType(raw) ? raw : undefined;
  const page = Number(firstParam(params.page) ?? '1');
  const t = await getTranslations('account');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('sections.courses')}</h1>
      <p className="mt-2 mb-6 text-muted-foreground">{t('intros.courses')}</p>
      <nav aria-label={t('filterCourses')} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {TABS.map((value) => (
            <li key={value ?? 'all'}>
              <Link
                href={value ? `/account/courses?type=${value}` : '/account/courses'}
                aria-current={value === type ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-full border px-3 text-sm font-medium transition-colors',
                  value === type
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-input bg-background text-foreground hover:bg-muted',
                )}
              >
                {value ? t(`courseTabs.${value}`) : t('all')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <IntlClient namespaces={['settings']}>
        <MyCoursesList key={type ?? 'all'} type={type} page={Number.isInteger(page) && page >= 1 ? page : 1} />
        <StreakWidget className="mt-10" />
      </IntlClient>
    </section>
  );
}
