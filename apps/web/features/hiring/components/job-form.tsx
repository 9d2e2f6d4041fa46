'use client';

import { JOB_TYPES, WORK_MODES } from '@lp/contract/catalogue';
import type { StaffJob } from '@lp/contract/hiring';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Markdown } from '@/components/markdown';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Form } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useContractMessage } from '@/lib/use-contract-message';
import { cn } from '@/lib/utils';
import { useCities, useSaveJob, useStaffJob, useStreams, useStreamTags } from '../api/staff-jobs';

const selectClass =
  'flex h-10 w-full min-w-0 rounded-lg border border-input bg-background px-3 py-0 text-base shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:text-sm';

function SelectField({
  label,
  name,
  value,
  onChange,
  error,
  children,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

type Draft = {
  title: string;
  role: string;
  description: string;
  stream: string;
  type: (typeof JOB_TYPES)[number];
  workMode: (typeof WORK_MODES)[number];
  city: string;
  experienceMinYears: string;
  experienceMaxYears: string;
  salaryMinInr: string;
  salaryMaxInr: string;
  openings: string;
  closesOn: string;
  skills: string[];
};

const EMPTY: Draft = {
  title: '',
  role: '',
  description: '',
  stream: '',
  type: 'full-time',
  workMode: 'on-site',
  city: '',
  experienceMinYears: '0',
  experienceMaxYears: '2',
  salaryMinInr: '',
  salaryMaxInr: '',
  openings: '1',
  closesOn: '',
  skills: [],
};

const fromJob = (job: StaffJob): Draft => ({
  title: job.title,
  role: job.role,
  description: job.description,
  stream: job.stream.slug,
  type: job.type,
  workMode: job.workMode,
  city: job.city.slug,
  experienceMinYears: String(job.experienceMinYears),
  experienceMaxYears: String(job.experienceMaxYears),
  salaryMinInr: job.salaryMinInr === null ? '' : String(job.salaryMinInr),
  salaryMaxInr: job.salaryMaxInr === null ? '' : String(job.salaryMaxInr),
  openings: String(job.openings),
  closesOn: job.closesOn ?? '',
  skills: job.skills.map((s) => s.slug),
});

const whole = (value: string) => (value.trim() === '' ? null : Number(value));

/** Post a job (saved as a draft) or edit one: every field, the description in Markdown with a preview. */
export function JobForm({ id }: { id: number | null }) {
  const contractMessage = useContractMessage();
  const job = useStaffJob(id);
  if (id !== null && job.isPending) return <Skeleton className="h-96 w-full rounded-2xl" />;
  if (id !== null && job.isError) return <Alert tone="error">{contractMessage(errorMessage(job.error))}</Alert>;
  return <JobFormFields id={id} initial={job.data ? fromJob(job.data) : EMPTY} />;
}

function JobFormFields({ id, initial }: { id: number | null; initial: Draft }) {
  const t = useTranslations('hiring');
  const contractMessage = useContractMessage();
  const router = useRouter();
  const save = useSaveJob(id);
  const streams = useStreams();
  const cities = useCities();
  const [draft, setDraft] = useState<Draft>(initial);
  const streamId = streams.data?.results.find((s) => s.slug === draft.stream)?.id;
  const tags = useStreamTags(streamId);
  const [preview, setPreview] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const descriptionId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        title: draft.title,
        role: draft.role,
        description: draft.description,
        stream: draft.stream,
        type: draft.type,
        workMode: draft.workMode,
        // A remote job has no city (the API files it under the company's city for the lists' filters).
        city: draft.workMode === 'remote' ? null : draft.city || null,
        experienceMinYears: Number(draft.experienceMinYears),
        experienceMaxYears: Number(draft.experienceMaxYears),
        salaryMinInr: whole(draft.salaryMinInr),
        salaryMaxInr: whole(draft.salaryMaxInr),
        openings: Number(draft.openings),
        closesOn: draft.closesOn || null,
        skills: draft.skills,
      });
      router.push(id === null ? `/staff/jobs?status=draft&saved=${saved.id}` : '/staff/jobs');
    } catch (error) {
      // The API's messages come in the page's language (the contract's checks, ADR 0046); the table is a safety net.
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [field, contractMessage(text)])));
      } else setFailure(contractMessage(errorMessage(error)));
    }
  }

  return (
    <Form onSubmit={submit} noValidate className="grid gap-5">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {Object.keys(errors).length > 0 ? <Alert tone="error">{t('form.checkFields')}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.title')}
          name="title"
          value={draft.title}
          onChange={(e) => set('title', e.target.value)}
          error={errors.title}
          required
          maxLength={120}
        />
        <TextField
          label={t('form.role')}
          name="role"
          value={draft.role}
          onChange={(e) => set('role', e.target.value)}
          error={errors.role}
          hint={t('form.roleHint')}
          required
          maxLength={80}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('form.field')}
          name="stream"
          value={draft.stream}
          onChange={(v) => setDraft((d) => ({ ...d, stream: v, skills: [] }))}
          error={errors.stream}
        >
          <option value="">{t('form.chooseField')}</option>
          {streams.data?.results.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('form.jobType')}
          name="type"
          value={draft.type}
          onChange={(v) => set('type', v as Draft['type'])}
          error={errors.type}
        >
          {JOB_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`jobTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('form.workMode')}
          name="workMode"
          value={draft.workMode}
          onChange={(v) => set('workMode', v as Draft['workMode'])}
          error={errors.workMode}
        >
          {WORK_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`workModes.${m}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {draft.workMode === 'remote' ? (
        <p className="text-sm text-muted-foreground">{t('form.remoteNote', { remote: t('workModes.remote') })}</p>
      ) : (
        <SelectField label={t('form.city')} name="city" value={draft.city} onChange={(v) => set('city', v)} error={errors.city}>
          <option value="">{t('form.chooseCity')}</option>
          {cities.data?.results.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}, {c.state}
            </option>
          ))}
        </SelectField>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('form.skills')}</legend>
        {streamId === undefined ? (
          <p className="text-sm text-muted-foreground">{t('form.chooseFieldFirst')}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {tags.data?.results.map((tag) => {
              const on = draft.skills.includes(tag.slug);
              return (
                <label
                  key={tag.slug}
                  className={cn(
                    'inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-ring',
                    on ? 'border-primary bg-primary/10 font-medium' : 'border-input bg-background',
                  )}
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-[var(--color-primary)]"
                    checked={on}
                    onChange={() => set('skills', on ? draft.skills.filter((s) => s !== tag.slug) : [...draft.skills, tag.slug])}
                  />
                  {tag.name}
                </label>
              );
            })}
          </div>
        )}
        <FieldError id="skills-error">{errors.skills}</FieldError>
      </fieldset>
      {/* Bottom-aligned: a label that wraps on a phone does not push its input below its neighbour's. */}
      <div className="grid grid-cols-2 items-end gap-4 sm:grid-cols-4">
        <TextField
          label={t('form.experienceFrom')}
          name="experienceMinYears"
          type="number"
          inputMode="numeric"
          min={0}
          max={50}
          value={draft.experienceMinYears}
          onChange={(e) => set('experienceMinYears', e.target.value)}
          error={errors.experienceMinYears}
        />
        <TextField
          label={t('form.experienceTo')}
          name="experienceMaxYears"
          type="number"
          inputMode="numeric"
          min={0}
          max={50}
          value={draft.experienceMaxYears}
          onChange={(e) => set('experienceMaxYears', e.target.value)}
          error={errors.experienceMaxYears}
        />
        <TextField
          label={t('form.salaryFrom')}
          name="salaryMinInr"
          type="number"
          inputMode="numeric"
          min={0}
          value={draft.salaryMinInr}
          onChange={(e) => set('salaryMinInr', e.target.value)}
          error={errors.salaryMinInr}
        />
        <TextField
          label={t('form.salaryTo')}
          name="salaryMaxInr"
          type="number"
          inputMode="numeric"
          min={0}
          value={draft.salaryMaxInr}
          onChange={(e) => set('salaryMaxInr', e.target.value)}
          error={errors.salaryMaxInr}
        />
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <TextField
          label={t('form.openings')}
          name="openings"
          type="number"
          inputMode="numeric"
          min={1}
          max={500}
          value={draft.openings}
          onChange={(e) => set('openings', e.target.value)}
          error={errors.openings}
        />
        <TextField
          label={t('form.closingDate')}
          className="col-span-2 sm:col-span-1"
          name="closesOn"
          type="date"
          value={draft.closesOn}
          onChange={(e) => set('closesOn', e.target.value)}
          error={errors.closesOn}
          hint={t('form.optional')}
        />
      </div>
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Label htmlFor={descriptionId}>{t('form.description')}</Label>
          <fieldset className="inline-flex rounded-lg border border-input p-0.5">
            <legend className="sr-only">{t('form.descriptionView')}</legend>
            <Button
              type="button"
              size="sm"
              variant={preview ? 'ghost' : 'secondary'}
              aria-pressed={!preview}
              onClick={() => setPreview(false)}
            >
              {t('form.write')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant={preview ? 'secondary' : 'ghost'}
              aria-pressed={preview}
              onClick={() => setPreview(true)}
            >
              {t('form.preview')}
            </Button>
          </fieldset>
        </div>
        {preview ? (
          <div className="min-h-48 rounded-lg border border-border bg-card p-4">
            {draft.description.trim() ? (
              <Markdown source="user">{draft.description}</Markdown>
            ) : (
              <p className="text-sm text-muted-foreground">{t('form.nothingToPreview')}</p>
            )}
          </div>
        ) : (
          <Textarea
            id={descriptionId}
            name="description"
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
            className="min-h-48 font-mono text-sm"
            maxLength={20000}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={`${descriptionId}-hint${errors.description ? ` ${descriptionId}-error` : ''}`}
          />
        )}
        <p id={`${descriptionId}-hint`} className="text-sm text-muted-foreground">
          {t('form.descriptionHint')}
        </p>
        <FieldError id={`${descriptionId}-error`}>{errors.description}</FieldError>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('form.saving') : id === null ? t('form.saveDraft') : t('form.saveChanges')}
        </Button>
        <Button type="button" variant="outline" onClick={() => router.push('/staff/jobs')}>
          {t('form.cancel')}
        </Button>
      </div>
    </Form>
  );
}
