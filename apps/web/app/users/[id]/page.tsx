import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { loadPublicCourses } from '@/features/account/api/load-public-courses';
import { loadPublicProfile } from '@/features/account/api/load-public-profile';
import { PublicProfileView } from '@/features/account/components/public-profile';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const profile = await loadPublicProfile((await params).id);
  return {
    title: profile.fullName,
    description: profile.designation ?? `${profile.fullName} is learning on Learnly.`,
  };
}

export default async function PublicProfilePage({ params }: Props) {
  const { id } = await params;
  const [profile, courses] = await Promise.all([loadPublicProfile(id), loadPublicCourses(id)]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <PublicProfileView profile={profile} />
      <section aria-labelledby="public-courses-heading" className="mt-10">
        <h2 id="public-courses-heading" className="text-lg font-semibold">
          Learning
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
                  {completedAt ? 'Completed' : 'Learning'}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted-foreground">{profile.fullName} has not started a course yet.</p>
        )}
      </section>
    </div>
  );
}
