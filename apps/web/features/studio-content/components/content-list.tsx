'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { Link } from '@/components/ui/link';
import { TextField } from '@/components/ui/text-field';
import type { ApiError } from '@/lib/api-error';

type Row = { id: number; title: string; status: 'draft' | 'published'; institute: { name: string } | null; detail: string };

/** A studio list: "new" with a title first (the main action on the first screen), then the rows with their status. */
export function ContentList({
  noun,
  basePath,
  rows,
  loading,
  create,
}: {
  noun: string;
  basePath: string;
  rows: Row[] | undefined;
  loading: boolean;
  create: { pending: boolean; error: ApiError | null; run: (title: string) => Promise<{ id: number }> };
}) {
  const router = useRouter();
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
          label={`New ${noun} title`}
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
          Create {noun}
        </Button>
      </Form>
      {loading ? <p className="text-muted-foreground">Loading…</p> : null}
      {rows && rows.length === 0 ? <p className="text-muted-foreground">No {noun}s yet: create the first above.</p> : null}
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
                {row.institute ? ` · ${row.institute.name}` : ' · Platform'}
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
  return status === 'published' ? (
    <span className="rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-medium text-emerald-900">Published</span>
  ) : (
    <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-foreground">Draft</span>
  );
}
