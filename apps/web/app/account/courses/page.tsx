import { MY_COURSE_TYPES, type MyCourseType } from '@lp/contract/learning';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { MyCoursesList } from '@/features/learning/components/my-courses-list';
import { StreakWidget } from '@/features/learning/components/streak-widget';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { cn } from '@/lib/utils';

export const metadata: Metadata = { title: 'Registered courses', robots: { index: false } };

const isType = (value: string | undefined): value is MyCourseType => (MY_COURSE_TYPES as readonly string[]).includes(value ?? '');

const TABS: { value: MyCourseType | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'in-progress', label: 'In progress' },
  { value: 'completed', label: 'Completed' },
];

export default async function AccountCoursesPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const raw = firstParam(params.type);
  const type = isType(raw) ? raw : undefined;
  const page = Number(firstParam(params.page) ?? '1');
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Registered courses</h1>
      <p className="mt-2 mb-6 text-muted-foreground">Pick up where you left off, and find the certificates you earned.</p>
      <nav aria-label="Filter courses" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {TABS.map(({ value, label }) => (
            <li key={label}>
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
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <MyCoursesList key={type ?? 'all'} type={type} page={Number.isInteger(page) && page >= 1 ? page : 1} />
      <StreakWidget className="mt-10" />
    </section>
  );
}
