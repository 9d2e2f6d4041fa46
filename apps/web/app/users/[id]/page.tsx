import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { loadPublicCourses } from '@/features/account/api/load-public-courses';
import { loadPublicProfile } from '@/features/account/api/load-public-profile';
import { PublicProfileView } from '@/features/account/components/public-profile';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [profile, t] = await Promise.all([loadPublicProfile((await params).id), getTranslations('people')]);
  return {
    title: profile.fullName,
    description: profile.designation ?? t('metaDescription', { name: profile.fullName }),
  };
}

export default async function PublicProfilePage({ params }: Props) {
  const { id } = await params;
  const [profile, courses, t] = await Promise.all([loadPublicProfile(id), loadPublicCourses(id), getTranslations('people')]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <PublicProfileView profile={profile} />
      <section aria-labelledby="public-courses-heading" className="mt-10">
        <h2 id="public-courses-heading" className="text-lg font-semibold">
          {t('learning')}
        </h2>
        {courses && courses.results.length > 0 ? (
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {courses.results.map(({ id: key, course, completedAt }) => (
              <li key={key} className="flex items-center justify-between gap-3 rounded-xl border border-border bg-card p-3">
                <Link
                  href={`/courses/${course.slug}`}
                  className="min-w-0 truncate font-medium hover:text-primary hover:underline"
                >
                  {course.title}
                </Link>
                <span
                  className={
                    completedAt
                      ? 'shrink-0 rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-emerald-900'
                      : 'shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground'
                  }
                >
                  {completedAt ? t('completed') : t('inProgress')}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted-foreground">{t('noCourses', { name: profile.fullName })}</p>
        )}
      </section>
    </div>
  );
}
