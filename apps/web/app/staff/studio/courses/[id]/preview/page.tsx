import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { CourseDetailView } from '@/features/courses/components/course-detail-view';
import { serverApi, serverData, settle } from '@/lib/server-api';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('studio'))('previewTitle') };
}

/** Stands in a preview for what only a published course has (enrolling, enquiries, reviews). */
const placeholder = (text: string) => (
  <p className="rounded-xl border border-dashed border-border p-3 text-sm text-muted-foreground">{text}</p>
);

/** The draft as learners will see the course page once it is published: the learner's course page itself, with the draft's data. */
export default async function StudioPreviewPage({ params }: { params: Promise<{ id: string }> }) {
  const id = Number((await params).id);
  if (!Number.isInteger(id) || id < 1) notFound();
  const loaded = await settle(serverData(serverApi().api.studio.courses[':id'].preview.$get({ param: { id: String(id) } })));
  if (!loaded.ok) {
    if (loaded.status === 404) notFound();
    return <Alert tone="error">{loaded.message}</Alert>;
  }
  const t = await getTranslations('studio');
  return (
    <div className="grid gap-2">
      <Alert>
        {t('previewNotice')}{' '}
        <Link href={`/staff/studio/courses/${id}`} className={buttonVariants({ variant: 'link', size: 'inline' })}>
          {t('backToEditing')}
        </Link>
      </Alert>
      <CourseDetailView
        course={loaded.data}
        className="px-0 pt-4 sm:px-0 sm:pt-6"
        phoneAction={{ label: t('backToEditing'), href: `/staff/studio/courses/${id}` }}
        enrol={placeholder(t('previewEnrol'))}
        enquiryForm={placeholder(t('previewEnquiry'))}
      />
    </div>
  );
}
