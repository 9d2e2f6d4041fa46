import type { MyCourse } from '@lp/contract/learning';
import type { Locale } from '@lp/contract/locale';
import { PlayCircle } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { CardGrid } from '@/components/catalogue/card-grid';
import { DEFAULT_COURSE_IMAGE } from '@/components/catalogue/course-card';
import { Link } from '@/components/ui/link';
import { ProgressBar } from '@/components/ui/progress-bar';
import { RelativeTime } from '@/components/ui/relative-time';

/** Where the learner left each course in progress: picture, progress and the next lesson, one tap away. */
export function ContinueLearningCards({ courses }: { courses: MyCourse[] }) {
  return (
    <CardGrid items={courses} columns={3} phoneRow>
      {(item) => <ContinueCard item={item} />}
    </CardGrid>
  );
}

function ContinueCard({ item }: { item: MyCourse }) {
  const t = useTranslations('learn');
  const locale = useLocale() as Locale;
  const { course, progress, resumeItem } = item;
  const href = resumeItem ? `/courses/${course.slug}/learn?item=${resumeItem.id}` : `/courses/${course.slug}/learn`;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition hover:shadow-md">
      {/* biome-ignore lint/performance/noImgElement: images come from any host; the default is a local SVG */}
      <img
        src={course.imageUrl || DEFAULT_COURSE_IMAGE}
        alt=""
        width={640}
        height={360}
        className="aspect-[16/7] w-full bg-muted object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <h3 className="line-clamp-2 text-base leading-snug font-semibold">
          <Link href={href} className="after:absolute after:inset-0 hover:text-primary">
            {course.title}
          </Link>
        </h3>
        <p className="mt-1 truncate text-sm text-muted-foreground">
          {resumeItem ? t('nextItem', { title: resumeItem.title }) : course.institute.name}
        </p>
        <div className="mt-auto pt-4">
          <div className="flex items-center gap-3">
            <ProgressBar label={t('progressOf', { title: course.title })} percent={progress.percent} />
            <span className="shrink-0 text-sm font-medium tabular-nums">{progress.percent}%</span>
          </div>
          <p className="mt-3 flex items-center justify-between gap-2 text-sm">
            <span className="inline-flex items-center gap-1.5 font-semibold text-primary">
              <PlayCircle aria-hidden="true" className="size-4" />
              {t('continue')}
            </span>
            <span className="text-muted-foreground">
              <RelativeTime value={item.lastActivityAt} locale={locale} />
            </span>
          </p>
        </div>
      </div>
    </article>
  );
}
