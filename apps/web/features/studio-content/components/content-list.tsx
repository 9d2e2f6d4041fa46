'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Link } from '@/components/ui/link';
import { TextField } from '@/components/ui/text-field';
import type { ApiError } from '@/lib/api-error';

type Row = { id: number; title: string; status: 'draft' | 'published'; institute: { name: string } | null; detail: string };

/**
 * A studio list: "new" with a title first (the main action on the first screen), then the rows with
 * their status. `words` are the list's own: the new title's label, the create button, the empty list.
 */
export function ContentList({
  words,
  basePath,
  rows,
  loading,
  create,
}: {
  words: { newTitle: string; create: string; none: string };
  basePath: string;
  rows: Row[] | undefined;
  loading: boolean;
  create: { pending: boolean; error: ApiError | null; run: (title: string) => Promise<{ id: number }> };
}) {
  const router = useRouter();
  const t = useTranslations('studioContent');
  const [title, setTitle] = useState('');
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const made = await create.run(title);
      router.push(`${basePath}/${made.id}`);
    } catch {
      // Shown under the field (create.error).
    }
  }
  return (
    <div className="grid gap-6">
      <Form
        onSubmit={submit}
        className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-end"
      >
        <TextField
          label={words.newTitle}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          minLength={3}
          maxLength={160}
          className="flex-1"
          error={
            create.error?.fields.title ?? create.error?.fields.instituteId ?? (create.error ? create.error.message : undefined)
          }
        />
        <Button type="submit" disabled={create.pending}>
          {words.create}
        </Button>
      </Form>
      {loading ? <p className="text-muted-foreground">{t('loading')}</p> : null}
      {rows && rows.length === 0 ? <p className="text-muted-foreground">{words.none}</p> : null}
      <ul className="grid gap-3">
        {rows?.map((row) => (
          <li
            key={row.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-border bg-card p-4 shadow-sm"
          >
            <div className="min-w-0">
              <h2 className="text-base font-semibold">
                <Link href={`${basePath}/${row.id}`} className="underline-offset-4 hover:text-primary hover:underline">
                  {row.title}
                </Link>
              </h2>
              <p className="text-sm text-muted-foreground">
                {row.detail}
                {` · ${row.institute ? row.institute.name : t('platform')}`}
              </p>
            </div>
            <StatusBadge status={row.status} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function StatusBadge({ status }: { status: 'draft' | 'published' }) {
  const t = useTranslations('studioContent.status');
  return status === 'published' ? (
    <span className="rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-medium text-emerald-900">{t('published')}</span>
  ) : (
    <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-foreground">{t('draft')}</span>
  );
}
