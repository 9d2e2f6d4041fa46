'use client';

import type { StudioCourse } from '@lp/contract/studio';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { LoadFailed } from '@/components/ui/load-failed';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useContractMessage } from '@/lib/use-contract-message';
import { usePublishCourse, useStudioCourse, useUpdateCourse, useUploadCover } from '../api/studio';
import { CourseDetailsForm } from './course-details-form';
import { ItemEditor } from './item-editor';
import { OutlineEditor } from './outline-editor';
import { StatusBadge } from './status-badge';

/** The studio's course page: its state and Publish first, then the outline with the selected item, then the details. */
export function StudioCourseScreen({ id }: { id: number }) {
  const course = useStudioCourse(id);
  if (course.isPending) return <Skeleton className="h-96" />;
  if (course.isError) return <LoadFailed what="thisCourse" onRetry={() => course.refetch()} />;
  return <CourseEditor course={course.data} />;
}

function CourseEditor({ course }: { course: StudioCourse }) {
  const publish = usePublishCourse(course.id);
  const update = useUpdateCourse(course.id);
  const cover = useUploadCover(course.id);
  const t = useTranslations('studio');
  const contract = useContractMessage();
  const [selected, setSelected] = useState<number | null>(course.outline[0]?.items[0]?.id ?? null);
  const item = course.outline.flatMap((m) => m.items).find((i) => i.id === selected) ?? null;
  const published = course.status === 'published';
  const editorRef = useRef<HTMLDivElement>(null);
  // Below the two-column width the item's editor sits under the outline: bring the chosen item's into view.
  const select = (id: number) => {
    setSelected(id);
    if (window.matchMedia('(min-width: 80rem)').matches) return;
    requestAnimationFrame(() => editorRef.current?.scrollIntoView({ block: 'start' }));
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          <Link href="/staff/studio">{t('studio')}</Link> · {course.institute.name}
        </p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{course.title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge course={course} />
          <Button
            type="button"
            onClick={() => publish.mutate()}
            disabled={publish.isPending || (published && !course.hasUnpublishedChanges)}
          >
            {published ? t('publishChanges') : t('publish')}
          </Button>
          <Link href={`/staff/studio/courses/${course.id}/preview`} className={buttonVariants({ variant: 'outline' })}>
            {t('preview')}
          </Link>
          {course.live ? (
            <Link href={`/courses/${course.live.slug}`} className={buttonVariants({ variant: 'link' })}>
              {t('openLive')}
            </Link>
          ) : null}
        </div>
        {publish.isError ? <Alert tone="error">{contract(errorMessage(publish.error))}</Alert> : null}
        {publish.isSuccess && !course.hasUnpublishedChanges ? <Alert tone="success">{t('publishedNow')}</Alert> : null}
      </header>

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <section aria-labelledby="outline-title" className="grid min-w-0 grid-cols-1 content-start gap-3">
          <h2 id="outline-title" className="text-lg font-semibold">
            {t('outline')}
          </h2>
          <OutlineEditor course={course} selectedItemId={selected} onSelect={select} />
        </section>
        <div ref={editorRef} className="min-w-0 scroll-mt-20">
          {item ? (
            <ItemEditor key={item.id} courseId={course.id} item={item} onRemoved={() => setSelected(null)} />
          ) : (
            <p className="rounded-xl border border-dashed border-border p-6 text-sm text-muted-foreground">{t('chooseItem')}</p>
          )}
        </div>
      </div>

      <details className="rounded-xl border border-border bg-card p-4">
        <summary className="cursor-pointer text-lg font-semibold">{t('courseDetails')}</summary>
        <div className="mt-4 grid gap-6">
          <div className="grid gap-2">
            <label htmlFor="cover" className="text-sm font-medium">
              {t('cover')}
            </label>
            {/* biome-ignore lint/performance/noImgElement: the stored cover (any host), as the course card shows it */}
            {course.imageUrl ? <img src={course.imageUrl} alt="" className="aspect-video w-64 rounded-md object-cover" /> : null}
            <input
              id="cover"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) cover.mutate(file);
              }}
            />
            {cover.isError ? <p className="text-sm text-red-800">{contract(errorMessage(cover.error))}</p> : null}
          </div>
          <CourseDetailsForm course={course} submitLabel={t('saveDetails')} onSubmit={(values) => update.mutateAsync(values)} />
        </div>
      </details>
    </div>
  );
}
