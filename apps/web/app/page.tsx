import type { Locale } from '@lp/contract/locale';
import { messageIn } from '@lp/contract/message-locale';
import type { SessionUser } from '@lp/contract/session';
import { ArrowRight, Flame, Target, Trophy } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { type ReactNode, Suspense } from 'react';
import { CourseGrid } from '@/components/catalogue/course-card';
import { JobGrid } from '@/components/catalogue/job-card';
import { RoadmapGrid } from '@/components/catalogue/roadmap-card';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Skeleton } from '@/components/ui/skeleton';
import { AccountDeletedNotice } from '@/features/account/components/account-deleted-notice';
import { HomeBanners } from '@/features/banners/components/home-banners';
import { loadFeaturedCourseCards, loadRecommendedCourseCards } from '@/features/courses/api/load-courses';
import { loadLatestJobCards, loadRecommendedJobCards } from '@/features/jobs/api/load-jobs';
import { loadContinueLearning } from '@/features/learning/api/load-continue-learning';
import { ContinueLearningCards } from '@/features/learning/components/continue-learning';
import { loadMyTags } from '@/features/preferences/api/load-my-tags';
import { loadFeaturedRoadmapCards } from '@/features/roadmaps/api/load-roadmaps';
import { SearchForm } from '@/features/search/components/search-form';
import { SECTIONS } from '@/lib/sections';
import { getServerSession, serverApi, serverDataOrNull } from '@/lib/server-api';
import { cn } from '@/lib/utils';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  return { title: { absolute: t('siteTitle') } };
}

/** The "How it works" steps; their texts are `home.steps.<key>` in the messages. */
const STEPS = [
  { icon: Target, key: 'stream' },
  { icon: Flame, key: 'roadmap' },
  { icon: Trophy, key: 'jobs' },
] as const;

const DAY_MS = 86_400_000;

export default async function HomePage() {
  const user = await getServerSession();
  return user ? <PersonalHome user={user} /> : <VisitorHome />;
}

/**
 * Signed in: what is for this learner first (the courses they are taking, recommendations from
 * the stream and tags they chose, jobs for those tags), no sign-up calls to action.
 */
async function PersonalHome({ user }: { user: SessionUser }) {
  const firstName = user.fullName.split(' ')[0] || user.fullName;
  const t = await getTranslations('home');
  const [profile, mine] = await Promise.all([
    serverDataOrNull(serverApi().api.accounts.users[':id'].$get({ param: { id: String(user.id) } })),
    loadMyTags(),
  ]);
  // "Welcome back" is for someone who has been here before: an account older than a day, or with points earned.
  const returning = profile !== null && (profile.points > 0 || Date.now() - Date.parse(profile.memberSince) > DAY_MS);
  // "View all" shows what the recommendations come from: the courses with the learner's tags.
  const tagSlugs = [...new Set((mine?.tags ?? []).map((tag) => tag.slug))];
  const recommendedHref = tagSlugs.length > 0 ? `/courses?${new URLSearchParams({ tag: tagSlugs.join(',') })}` : '/courses';
  return (
    <>
      <section className="border-b border-border bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
          <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">
            {returning ? t('welcomeBack', { name: firstName }) : t('welcome', { name: firstName })}
          </h1>
          <p className="mt-2 text-muted-foreground">{t('personalIntro')}</p>
          <div className="mt-5 max-w-xl">
            <SearchForm id="home-search" size="lg" label={t('searchLabel')} />
          </div>
        </div>
      </section>

      {/* Only a learner with a course in progress sees this row; nothing shows while it loads. */}
      <Suspense fallback={null}>
        <ContinueLearning />
      </Suspense>

      <HomeSection id="recommended-courses" title={t('recommended')} href={recommendedHref}>
        <Suspense fallback={<CardsSkeleton count={4} />}>
          <RecommendedCourses />
        </Suspense>
      </HomeSection>

      <HomeSection id="jobs-for-you" title={t('jobsForYou')} href="/jobs" className="bg-surface">
        <Suspense fallback={<CardsSkeleton count={3} />}>
          <JobsForYou />
        </Suspense>
      </HomeSection>

      <HomeSection id="featured-roadmaps" title={t('featuredRoadmaps')} href="/roadmaps">
        <Suspense fallback={<CardsSkeleton count={4} />}>
          <FeaturedRoadmaps />
        </Suspense>
      </HomeSection>
    </>
  );
}

async function VisitorHome() {
  const t = await getTranslations('home');
  const nav = await getTranslations('nav.sections');
  const common = await getTranslations('common');
  return (
    <>
      <AccountDeletedNotice message={t('accountDeleted')} />
      <section className="relative overflow-hidden border-b border-border bg-gradient-to-b from-indigo-50 via-white to-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-gradient-to-br from-indigo-200/50 to-violet-200/40 blur-3xl"
        />
        <div className="relative mx-auto max-w-4xl px-4 py-10 text-center sm:px-6 sm:py-24">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/80 px-3 py-1 text-sm font-medium text-indigo-700">
            {t('badge')}
          </p>
          <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl md:text-6xl">
            {t('heroStart')}{' '}
            <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent">{t('heroEnd')}</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">{t('heroText')}</p>
          <div className="mx-auto mt-8 max-w-xl">
            <SearchForm id="home-search" size="lg" label={t('searchLabel')} />
          </div>
          <div className="mt-6 flex flex-row items-center justify-center gap-3 sm:mt-8">
            {/* Narrower padding on a phone, so that both fit on one line at 360 px. */}
            <Button asChild size="lg" className="px-4 sm:px-6">
              <Link href="/courses">
                {common('browseCourses')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="px-4 sm:px-6">
              <Link href="/register">{t('signUpFree')}</Link>
            </Button>
          </div>
        </div>
      </section>

      <Suspense
        fallback={
          <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
            <Skeleton className="h-56 rounded-2xl" />
          </div>
        }
      >
        <HomeBanners className="mx-auto max-w-7xl px-4 pt-8 sm:px-6" />
      </Suspense>

      <HomeSection id="featured-courses" title={t('featuredCourses')} href="/courses/featured">
        <Suspense fallback={<CardsSkeleton count={4} />}>
          <FeaturedCourses />
        </Suspense>
      </HomeSection>

      <HomeSection id="featured-roadmaps" title={t('featuredRoadmaps')} href="/roadmaps" className="bg-surface">
        <Suspense fallback={<CardsSkeleton count={4} />}>
          <FeaturedRoadmaps />
        </Suspense>
      </HomeSection>

      <HomeSection id="recent-jobs" title={t('recentJobs')} href="/jobs">
        <Suspense fallback={<CardsSkeleton count={3} />}>
          <RecentJobs />
        </Suspense>
      </HomeSection>

      <section aria-labelledby="explore-heading" className="mx-auto hidden max-w-7xl px-4 py-10 sm:block sm:px-6 sm:py-14">
        <h2 id="explore-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('explore')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('exploreText')}</p>
        <ul className="mt-6 grid gap-3 sm:mt-8 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
          {SECTIONS.map(({ href, key, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className="group flex h-full gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5 transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md"
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold">{nav(`${key}.title`)}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">{nav(`${key}.description`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
          <h2 id="how-heading" className="sr-only text-2xl font-bold tracking-tight sm:not-sr-only sm:text-3xl">
            {t('howItWorks')}
          </h2>
          <ol className="mt-8 hidden gap-6 sm:grid md:grid-cols-3">
            {STEPS.map(({ icon: Icon, key }, index) => (
              <li key={key} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="grid size-10 place-items-center rounded-full bg-accent-soft text-accent">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="text-sm font-semibold text-muted-foreground">{t('step', { number: index + 1 })}</span>
                </div>
                <h3 className="mt-4 text-lg font-semibold">{t(`steps.${key}.title`)}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{t(`steps.${key}.text`)}</p>
              </li>
            ))}
          </ol>
          <div className="rounded-2xl bg-gradient-to-r sm:mt-10 from-indigo-600 to-violet-600 p-8 text-white sm:flex sm:items-center sm:justify-between">
            <div>
              <h2 className="text-xl font-bold sm:text-2xl">{t('ctaTitle')}</h2>
              <p className="mt-1 text-indigo-100">{t('ctaText')}</p>
            </div>
            <Button
              asChild
              size="lg"
              variant="secondary"
              className="mt-5 w-full bg-white text-indigo-700 hover:bg-indigo-50 sm:mt-0 sm:w-auto"
            >
              <Link href="/register">{t('getStarted')}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}

/** A home page list section: heading, a "View all" link and its cards. */
async function HomeSection({
  id,
  title,
  href,
  className,
  children,
}: {
  id: string;
  title: string;
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const t = await getTranslations('common');
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="mb-4 flex items-end justify-between gap-4 sm:mb-6">
          <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <Link
            href={href}
            className="inline-flex shrink-0 items-center gap-1 rounded text-sm font-semibold text-primary hover:underline"
          >
            <span aria-hidden="true">{t('viewAll')}</span>
            <span className="sr-only">{t('viewAllOf', { title: title.toLowerCase() })}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {children}
      </div>
    </section>
  );
}

function SectionNote({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl border border-dashed border-border p-8 text-center text-muted-foreground">{children}</p>;
}

/** The texts of a home list's notes in this request's language. */
async function notes() {
  const t = await getTranslations('home');
  const locale = (await getLocale()) as Locale;
  return { unavailable: t('unavailable'), none: (key: 'noCourses' | 'noJobs' | 'noRoadmaps') => messageIn(locale, key), t };
}

async function FeaturedCourses() {
  const [courses, note] = await Promise.all([loadFeaturedCourseCards(8), notes()]);
  if (courses === null) return <SectionNote>{note.unavailable}</SectionNote>;
  if (courses.length === 0) return <SectionNote>{note.none('noCourses')}</SectionNote>;
  return <CourseGrid courses={courses} phoneRow />;
}

async function ContinueLearning() {
  const courses = await loadContinueLearning(3);
  if (!courses?.length) return null;
  const t = await getTranslations('home');
  return (
    <HomeSection id="continue-learning" title={t('continueLearning')} href="/account/courses?type=in-progress">
      <ContinueLearningCards courses={courses} />
    </HomeSection>
  );
}

async function RecommendedCourses() {
  const [courses, note] = await Promise.all([loadRecommendedCourseCards(8), notes()]);
  if (courses === null) return <SectionNote>{note.unavailable}</SectionNote>;
  if (courses.length === 0) {
    return (
      <SectionNote>
        {note.t('chooseInterests')}{' '}
        <Link href="/welcome" className="font-semibold text-primary hover:underline">
          {note.t('chooseNow')}
        </Link>
      </SectionNote>
    );
  }
  return <CourseGrid courses={courses} phoneRow />;
}

async function JobsForYou() {
  const [jobs, note] = await Promise.all([loadRecommendedJobCards(6), notes()]);
  if (jobs === null) return <SectionNote>{note.unavailable}</SectionNote>;
  if (jobs.length === 0) return <SectionNote>{note.none('noJobs')}</SectionNote>;
  return <JobGrid jobs={jobs} phoneRow />;
}

async function FeaturedRoadmaps() {
  const [roadmaps, note] = await Promise.all([loadFeaturedRoadmapCards(4), notes()]);
  if (roadmaps === null) return <SectionNote>{note.unavailable}</SectionNote>;
  if (roadmaps.length === 0) return <SectionNote>{note.none('noRoadmaps')}</SectionNote>;
  return <RoadmapGrid roadmaps={roadmaps} phoneRow />;
}

async function RecentJobs() {
  const [jobs, note] = await Promise.all([loadLatestJobCards(6), notes()]);
  if (jobs === null) return <SectionNote>{note.unavailable}</SectionNote>;
  if (jobs.length === 0) return <SectionNote>{note.none('noJobs')}</SectionNote>;
  return <JobGrid jobs={jobs} phoneRow />;
}

async function CardsSkeleton({ count }: { count: number }) {
  const t = await getTranslations('common');
  return (
    <div role="status" aria-label={t('loading')}>
      <ul aria-hidden="true" className={cn('grid gap-4 sm:grid-cols-2', count === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={cn('space-y-3 rounded-2xl border border-border bg-card p-4', index > 0 && 'max-sm:hidden')}>
            <Skeleton className="aspect-[16/9] w-full" />
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-4 w-1/2" />
          </li>
        ))}
      </ul>
    </div>
  );
}
