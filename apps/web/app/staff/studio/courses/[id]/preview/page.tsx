import { LEVEL_LABELS, TYPE_LABELS } from '@lp/contract/catalogue-labels';
import { coursePrice } from '@lp/contract/course-price';
import { Building2, CalendarClock, Clock, Globe, GraduationCap, Laptop, MapPin } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DEFAULT_COURSE_IMAGE } from '@/components/catalogue/course-card';
import { PriceText } from '@/components/catalogue/phone-action-bar';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Fact } from '@/components/ui/fact';
import { Link } from '@/components/ui/link';
import { CourseOutline, formatMinutes } from '@/features/courses/components/course-outline';
import { serverApi, serverData, settle } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Preview' };

/** The draft as learners will see the course page once it is published: the course page's own parts, with the draft's data. */
export default async function StudioPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) notFound();
  const loaded = await settle(serverData(serverApi().api.studio.courses[':id'].preview.$get({ param: { id: String(id) } })));
  if (!loaded.ok) {
    if (loaded.status === 404) notFound();
    return <Alert tone="error">{loaded.message}</Alert>;
  }
  const course = loaded.data;
  const price = coursePrice(course);
  const weeks = `${course.durationWeeks} ${course.durationWeeks === 1 ? 'week' : 'weeks'}`;
  return (
    <div className="grid gap-6">
      <Alert>
        Preview: this is how learners will see the course page after you publish.{' '}
        <Link href={`/staff/studio/courses/${id}`} className={buttonVariants({ variant: 'link', size: 'inline' })}>
          Back to editing
        </Link>
      </Alert>
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{course.title}</h1>
        {course.summary && <p className="mt-3 text-lg text-muted-foreground">{course.summary}</p>}
        <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
          <span className="inline-flex items-center gap-1.5 font-medium text-primary">
            <Building2 aria-hidden="true" className="size-4" />
            {course.institute.name}
          </span>
          <span className="inline-flex items-center gap-1.5 text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4" />
            {course.city.name}
          </span>
        </div>
      </header>
      <div className="flex items-center justify-between gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm">
        <div>
          <p className="text-xs font-medium text-muted-foreground">{price.caption}</p>
          <PriceText price={price.label} className={price.kind === 'premium' ? 'text-lg leading-tight' : 'text-2xl'} />
        </div>
      </div>
      <div className="overflow-hidden rounded-2xl border border-border bg-muted sm:max-w-xl">
        {/* biome-ignore lint/performance/noImgElement: images come from any host; the default is a local SVG */}
        <img
          src={course.imageUrl || DEFAULT_COURSE_IMAGE}
          alt=""
          width={640}
          height={360}
          className="aspect-[16/9] w-full object-cover"
        />
      </div>
      <dl className="grid gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm sm:grid-cols-2 xl:grid-cols-3">
        <Fact icon={<GraduationCap aria-hidden="true" className="size-4" />} label="Level">
          {LEVEL_LABELS[course.level]}
        </Fact>
        <Fact icon={<Laptop aria-hidden="true" className="size-4" />} label="Type">
          {TYPE_LABELS[course.type]}
        </Fact>
        <Fact icon={<CalendarClock aria-hidden="true" className="size-4" />} label="Duration">
          {weeks}
        </Fact>
        <Fact icon={<Clock aria-hidden="true" className="size-4" />} label="Lessons">
          {course.totals.items} · {formatMinutes(course.totals.minutes)}
        </Fact>
        <Fact icon={<Globe aria-hidden="true" className="size-4" />} label="Language">
          {course.language}
        </Fact>
      </dl>
      <section aria-labelledby="about-heading">
        <h2 id="about-heading" className="text-xl font-semibold tracking-tight sm:text-2xl">
          About this course
        </h2>
        <div className="mt-3 grid gap-3 leading-relaxed whitespace-pre-line text-zinc-700">{course.description}</div>
      </section>
      <section aria-labelledby="outline-heading">
        <h2 id="outline-heading" className="mb-3 text-xl font-semibold tracking-tight sm:text-2xl">
          Course outline
        </h2>
        <CourseOutline modules={course.modules} totals={course.totals} />
      </section>
    </div>
  );
}
