'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Form } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { Link } from '@/components/ui/link';
import { TextField } from '@/components/ui/text-field';
import type { ApiError } from '@/lib/api-error';
import { useCollectionCourses, useCreateCollection, useStudioCollections } from '../api/collections';

const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm';

/** Slide collections: "new" (a title and the published course it closes) first, then the collections. */
export function CollectionListScreen() {
  const router = useRouter();
  const t = useTranslations('studioContent');
  const list = useStudioCollections('', 1);
  const courses = useCollectionCourses();
  const create = useCreateCollection();
  const [title, setTitle] = useState('');
  const [courseId, setCourseId] = useState('');
  const error = create.error as ApiError | null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const made = await create.mutateAsync({ title, courseId: Number(courseId), summary: '', passPercent: 60 });
      router.push(`/staff/studio/collections/${made.id}`);
    } catch {
      // Shown under the fields (create.error).
    }
  }

  return (
    <div className="grid gap-6">
      <Form
        onSubmit={submit}
        className="grid gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <TextField
          label={t('collections.newTitle')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          minLength={3}
          maxLength={160}
          error={error?.fields.title ?? (error && !error.fields.courseId ? error.message : undefined)}
        />
        <div className="grid gap-2">
          <Label htmlFor="collection-course">{t('collections.course')}</Label>
          <select
            id="collection-course"
            required
            className={selectClass}
            value={courseId}
            onChange={(e) => setCourseId(e.target.value)}
          >
            <option value="">
              {courses.data?.length === 0 ? t('collections.publishFirst') : t('collections.choosePublished')}
            </option>
            {courses.data?.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </select>
          <FieldError>{error?.fields.courseId}</FieldError>
        </div>
        <Button type="submit" disabled={create.isPending || !courseId}>
          {t('collections.create')}
        </Button>
      </Form>
      {list.isPending ? <p className="text-muted-foreground">{t('loading')}</p> : null}
      {list.data && list.data.results.length === 0 ? <p className="text-muted-foreground">{t('collections.none')}</p> : null}
      <ul className="grid gap-3">
        {list.data?.results.map((row) => (
          <li key={row.id} className="rounded-2xl border border-border bg-card p-4 shadow-sm">
            <h2 className="text-base font-semibold">
              <Link
                href={`/staff/studio/collections/${row.id}`}
                className="underline-offset-4 hover:text-primary hover:underline"
              >
                {row.title}
              </Link>
            </h2>
            <p className="text-sm text-muted-foreground">
              {t('collections.row', { course: row.course.title, decks: row.decks.length, percent: row.passPercent })}
              {row.institute ? ` · ${row.institute.name}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
