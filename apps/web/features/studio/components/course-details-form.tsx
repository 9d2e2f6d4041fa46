'use client';

import { COURSE_LEVELS, COURSE_TYPES } from '@lp/contract/catalogue';
import { COURSE_LANGUAGES, courseLanguageLabel, DEFAULT_COURSE_LANGUAGE, isCourseLanguage } from '@lp/contract/course-languages';
import type { Locale } from '@lp/contract/locale';
import type { StudioCourse, StudioCourseCreate } from '@lp/contract/studio';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Form } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useContractMessage } from '@/lib/use-contract-message';
import { useStreamsAndTags } from '../api/studio';
import { InstitutePicker } from './institute-picker';

const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm';

/** A course's details: the new-course form and the edit form of the studio. */
export function CourseDetailsForm({
  course,
  submitLabel,
  onSubmit,
}: {
  course?: StudioCourse;
  submitLabel: string;
  onSubmit: (values: StudioCourseCreate) => Promise<unknown>;
}) {
  const options = useStreamsAndTags();
  const catalogue = useTranslations('catalogue');
  const t = useTranslations('studio');
  const contract = useContractMessage();
  const locale = useLocale() as Locale;
  const [streamId, setStreamId] = useState<number | null>(course?.streamId ?? null);
  const [type, setType] = useState<(typeof COURSE_TYPES)[number]>(course?.type ?? 'online');
  const [tagIds, setTagIds] = useState<number[]>(course?.tagIds ?? []);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const stream = streamId ?? options.data?.streams[0]?.id ?? null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    setBusy(true);
    setError(null);
    setFields({});
    setSaved(false);
    try {
      await onSubmit({
        title: text('title'),
        summary: text('summary'),
        description: text('description'),
        streamId: Number(stream),
        tagIds,
        level: text('level') as StudioCourseCreate['level'],
        type,
        cityId: type === 'online' || !text('cityId') ? null : Number(text('cityId')),
        durationWeeks: Number(text('durationWeeks')),
        priceInr: Number(text('priceInr') || '0'),
        isPremium: data.get('isPremium') === 'on',
        // A course saved before the list may hold other text: sent as it is, the API asks for a language from the list.
        language: text('language') as StudioCourseCreate['language'],
        ...(text('instituteId') ? { instituteId: Number(text('instituteId')) } : {}),
      });
      setSaved(true);
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields) setFields(caught.fields);
      setError(contract(errorMessage(caught)));
    } finally {
      setBusy(false);
    }
  }

  const tags = options.data?.tags.filter((tag) => tag.streamId === stream) ?? [];
  return (
    <Form onSubmit={submit} className="grid gap-4" noValidate>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {saved && course ? <Alert tone="success">{t('savedAfterPublish')}</Alert> : null}
      {course ? null : <InstitutePicker error={fields.instituteId} />}
      <TextField
        label={t('titleLabel')}
        name="title"
        required
        defaultValue={course?.title}
        error={fields.title}
        maxLength={120}
      />
      <div className="grid gap-2">
        <Label htmlFor="course-summary">{t('summary')}</Label>
        <Textarea id="course-summary" name="summary" rows={2} defaultValue={course?.summary} maxLength={300} />
        <FieldError>{fields.summary}</FieldError>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="course-description">{t('description')}</Label>
        <Textarea id="course-description" name="description" rows={5} defaultValue={course?.description} />
        <FieldError>{fields.description}</FieldError>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="course-stream">{t('stream')}</Label>
          <select
            id="course-stream"
            className={selectClass}
            value={stream ?? ''}
            onChange={(e) => {
              setStreamId(Number(e.target.value));
              setTagIds([]);
            }}
          >
            {options.data?.streams.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
          <FieldError>{fields.streamId}</FieldError>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="course-level">{t('level')}</Label>
          <select id="course-level" name="level" className={selectClass} defaultValue={course?.level ?? 'certificate'}>
            {COURSE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {catalogue(`levels.${level}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="course-type">{t('type')}</Label>
          <select
            id="course-type"
            className={selectClass}
            value={type}
            onChange={(e) => setType(e.target.value as (typeof COURSE_TYPES)[number])}
          >
            {COURSE_TYPES.map((courseType) => (
              <option key={courseType} value={courseType}>
                {catalogue(`types.${courseType}`)}
              </option>
            ))}
          </select>
        </div>
        {type !== 'online' ? (
          <div className="grid gap-2">
            <Label htmlFor="course-city">{t('city')}</Label>
            <select id="course-city" name="cityId" className={selectClass} defaultValue={course?.cityId ?? ''}>
              <option value="">{t('institutesCity')}</option>
              {options.data?.cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            <FieldError>{fields.cityId}</FieldError>
          </div>
        ) : null}
        <TextField
          label={t('duration')}
          name="durationWeeks"
          type="number"
          min={1}
          max={208}
          required
          defaultValue={course?.durationWeeks ?? 4}
          error={fields.durationWeeks}
        />
        <TextField
          label={t('price')}
          name="priceInr"
          type="number"
          min={0}
          defaultValue={course?.priceInr ?? 0}
          error={fields.priceInr}
        />
        <div className="grid gap-2">
          <Label htmlFor="course-language">{catalogue('language')}</Label>
          <select
            id="course-language"
            name="language"
            className={selectClass}
            defaultValue={course?.language ?? DEFAULT_COURSE_LANGUAGE}
            aria-invalid={fields.language ? true : undefined}
            aria-describedby={fields.language ? 'course-language-error' : undefined}
          >
            {course && !isCourseLanguage(course.language) ? <option value={course.language}>{course.language}</option> : null}
            {COURSE_LANGUAGES.map((language) => (
              <option key={language.code} value={language.name}>
                {courseLanguageLabel(language.name, locale)}
              </option>
            ))}
          </select>
          <FieldError id="course-language-error">{fields.language}</FieldError>
        </div>
      </div>
      {tags.length ? (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{t('tags')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {tags.map((tag) => (
              <label key={tag.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={tagIds.includes(tag.id)}
                  onChange={(e) => setTagIds(e.target.checked ? [...tagIds, tag.id] : tagIds.filter((id) => id !== tag.id))}
                />
                {tag.name}
              </label>
            ))}
          </div>
          <FieldError>{fields.tagIds}</FieldError>
        </fieldset>
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="isPremium" defaultChecked={course?.isPremium ?? false} />
        {t('premium')}
      </label>
      <div>
        <Button type="submit" disabled={busy || !options.data}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
