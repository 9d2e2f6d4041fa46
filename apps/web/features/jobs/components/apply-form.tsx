'use client';

import { formatCount } from '@lp/contract/format';
import { type ApplicationSummary, COVER_NOTE_MAX_LENGTH, RESUME_MAX_LABEL, resumeProblem } from '@lp/contract/jobs';
import type { Locale } from '@lp/contract/locale';
import { translateMessage } from '@lp/contract/message-locale';
import { MESSAGES } from '@lp/contract/messages';
import { FileText } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { QueryProvider } from '@/components/query-provider';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Form } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { Link } from '@/components/ui/link';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/utils';
import { useApplyToJob } from '../api/apply-to-job';
import { AppliedNotice } from './applied-notice';

/**
 * The same check the server makes, from the file's first bytes, so a wrong file is caught before
 * it is sent; its message (the contract's, English) in the page's language.
 */
async function checkResume(file: File | null, locale: Locale): Promise<string | null> {
  const head = file ? new Uint8Array(await file.slice(0, 8).arrayBuffer()) : new Uint8Array();
  const problem = resumeProblem(file ? { size: file.size, head } : null);
  return problem ? translateMessage(problem.message, locale) : null;
}

export type ApplyFormProps = { job: { id: number; title: string }; signInHref: string };

/**
 * A signed-in user's résumé and cover note form, then the confirmation. Only signed-in users who
 * have not applied get it, so its code (the API client, TanStack Query, the contract's checks) is
 * not part of a visitor's job page.
 */
export function ApplyForm(props: ApplyFormProps) {
  return (
    <QueryProvider>
      <ApplyFormFields {...props} />
    </QueryProvider>
  );
}

function ApplyFormFields({ job, signInHref }: ApplyFormProps) {
  const router = useRouter();
  const t = useTranslations('jobs');
  const locale = useLocale() as Locale;
  const apply = useApplyToJob();
  const fileInput = useRef<HTMLInputElement>(null);
  const noteInput = useRef<HTMLTextAreaElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [formError, setFormError] = useState<{ message: string; signIn?: boolean } | null>(null);
  const [sent, setSent] = useState<ApplicationSummary | null>(null);
  const fileId = useId();
  const noteId = useId();

  async function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setFormError(null);
    setFileError(chosen ? await checkResume(chosen, locale) : null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const problem = await checkResume(file, locale);
    const tooLong = note.trim().length > COVER_NOTE_MAX_LENGTH ? translateMessage(MESSAGES.coverNoteTooLong, locale) : null;
    setFileError(problem);
    setNoteError(tooLong);
    if (problem || !file) {
      fileInput.current?.focus();
      return;
    }
    if (tooLong) {
      noteInput.current?.focus();
      return;
    }
    try {
      const result = await apply.mutateAsync({ jobId: job.id, resume: file, coverNote: note });
      setSent(result.application);
    } catch (error) {
      if (error instanceof ApiError) {
        if (error.fields.resume) {
          setFileError(error.fields.resume);
          fileInput.current?.focus();
          return;
        }
        if (error.fields.cover_note) {
          setNoteError(error.fields.cover_note);
          noteInput.current?.focus();
          return;
        }
        if (error.status === 409) {
          setFormError({ message: error.message });
          // The page then shows the application that already exists.
          router.refresh();
          return;
        }
        if (error.status === 401) {
          setFormError({ message: error.message, signIn: true });
          return;
        }
      }
      // The API answers in the page's language; a failure before any answer has the default English text.
      setFormError({ message: translateMessage(errorMessage(error), locale) });
    }
  }

  if (sent) return <AppliedNotice application={sent} justSent />;

  const pending = apply.isPending;
  const fileDescribedBy = [`${fileId}-hint`, fileError ? `${fileId}-error` : null].filter(Boolean).join(' ');

  return (
    <Form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('applyFor', { title: job.title })}>
      {formError ? (
        <Alert tone="error">
          {formError.message}{' '}
          {formError.signIn ? (
            <Link href={signInHref} className="font-medium underline">
              {t('signIn')}
            </Link>
          ) : null}
        </Alert>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={fileId}>{t('resumeLabel', { size: RESUME_MAX_LABEL })}</Label>
        <input
          ref={fileInput}
          id={fileId}
          name="resume"
          type="file"
          accept="application/pdf,.pdf"
          onChange={onFileChange}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileDescribedBy}
          className={cn(
            'block w-full rounded-lg border border-input bg-background text-sm text-muted-foreground shadow-xs file:mr-3 file:h-10 file:cursor-pointer file:border-0 file:border-r file:border-input file:bg-secondary file:px-3 file:text-sm file:font-medium file:text-foreground hover:file:bg-secondary-hover focus-visible:outline-2 focus-visible:outline-ring',
            fileError && 'border-destructive',
          )}
        />
        <p id={`${fileId}-hint`} className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <FileText aria-hidden="true" className="size-4 shrink-0" />
          {file && !fileError
            ? t('fileChosen', { name: file.name, size: Math.max(1, Math.round(file.size / 1024)) })
            : t('onlyPdf')}
        </p>
        <FieldError id={`${fileId}-error`}>{fileError}</FieldError>
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={noteId}>{t('coverNote')}</Label>
          <span className="text-xs text-muted-foreground" aria-live="polite">
            {formatCount(note.length)}/{formatCount(COVER_NOTE_MAX_LENGTH)}
          </span>
        </div>
        <textarea
          ref={noteInput}
          id={noteId}
          name="cover_note"
          rows={5}
          maxLength={COVER_NOTE_MAX_LENGTH}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setNoteError(null);
          }}
          placeholder={t('coverNotePlaceholder')}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${noteId}-error` : undefined}
          className="w-full min-w-0 rounded-lg border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors placeholder:text-zinc-400 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:text-sm"
        />
        <FieldError id={`${noteId}-error`}>{noteError}</FieldError>
      </div>
      <Button type="submit" className="w-full" disabled={pending} aria-busy={pending || undefined}>
        {pending ? <Spinner label={t('sending')} /> : null}
        {t('apply')}
      </Button>
    </Form>
  );
}
