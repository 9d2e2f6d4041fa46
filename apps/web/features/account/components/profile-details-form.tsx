'use client';

import { editProfileBodySchema, type Profile } from '@lp/contract/accounts';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Form } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useContractMessage } from '@/lib/use-contract-message';
import { useEditProfile } from '../api/edit-profile';

/** The browser's IANA zone, or undefined where the runtime does not say. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

function timeZones(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = (Intl as unknown as { supportedValuesOf(key: string): string[] }).supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return [...new Set([...zones, 'UTC', current])].sort();
}

type Values = { firstName: string; lastName: string; designation: string; student: 'yes' | 'no' | ''; timeZone: string };

const selectClass =
  'h-10 w-full rounded-lg border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** First name, last name, designation, student or working, time zone (IANA, the browser's offered). */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const t = useTranslations('profile');
  const say = useContractMessage();
  const edit = useEditProfile();
  const [browserZone, setBrowserZone] = useState<string>();
  useEffect(() => setBrowserZone(browserTimeZone()), []);
  const zones = useMemo(() => timeZones(profile.timeZone), [profile.timeZone]);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm<Values>({
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      designation: profile.designation ?? '',
      student: profile.student === null ? '' : profile.student ? 'yes' : 'no',
      timeZone: profile.timeZone,
    },
  });
  const zone = watch('timeZone');

  const onSubmit = handleSubmit(async (values) => {
    const body = {
      firstName: values.firstName,
      lastName: values.lastName,
      designation: values.designation,
      student: values.student === '' ? null : values.student === 'yes',
      timeZone: values.timeZone,
    };
    const parsed = editProfileBodySchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Values;
        setError(field, { type: 'client', message: say(issue.message) });
      }
      return;
    }
    try {
      const saved = await edit.mutateAsync(body);
      reset({
        firstName: saved.firstName,
        lastName: saved.lastName,
        designation: saved.designation ?? '',
        student: saved.student === null ? '' : saved.student ? 'yes' : 'no',
        timeZone: saved.timeZone,
      });
      toast.success(t('detailsSaved'));
    } catch (error) {
      applyServerErrors(error, setError, ['firstName', 'lastName', 'designation', 'student', 'timeZone']);
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('detailsTitle')}</CardTitle>
        <CardDescription>{t('detailsDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={t('detailsTitle')}>
          {errors.root?.server?.message ? <Alert tone="error">{errors.root.server.message}</Alert> : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('firstName')}
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              label={t('lastName')}
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </div>
          <TextField
            label={t('designation')}
            placeholder={t('designationPlaceholder')}
            autoComplete="organization-title"
            error={errors.designation?.message}
            {...register('designation')}
          />
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">{t('student')}</legend>
            <div className="flex flex-wrap gap-4">
              {[
                ['yes', t('iAmStudent')],
                ['no', t('iAmWorking')],
              ].map(([value, label]) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input type="radio" value={value} className="size-4 accent-primary" {...register('student')} />
                  {label}
                </label>
              ))}
            </div>
            <FieldError>{errors.student?.message}</FieldError>
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor="time-zone">{t('timeZone')}</Label>
            <select id="time-zone" className={selectClass} {...register('timeZone')}>
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
            {browserZone && browserZone !== zone ? (
              <p className="text-sm text-muted-foreground">
                {t('browserZone', { zone: browserZone.replaceAll('_', ' ') })}{' '}
                <button
                  type="button"
                  className="text-primary underline underline-offset-4"
                  onClick={() => setValue('timeZone', browserZone, { shouldDirty: true })}
                >
                  {t('useIt')}
                </button>
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">{t('zoneHint')}</p>
            )}
            <FieldError>{errors.timeZone?.message}</FieldError>
          </div>
          <div>
            <Button type="submit" disabled={isSubmitting || !isDirty}>
              {isSubmitting ? t('saving') : t('saveDetails')}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
