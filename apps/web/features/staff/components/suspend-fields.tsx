'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';

/**
 * The end of a suspension inside a ReasonDialog's form: "until lifted" or a date (the suspension
 * ends at the start of that day, India time). Read back with `suspendUntilFrom`.
 */
export function SuspendFields() {
  const t = useTranslations('staff.suspendFields');
  const id = useId();
  const [mode, setMode] = useState<'lifted' | 'date'>('date');
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{t('until')}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" name="untilMode" value="date" checked={mode === 'date'} onChange={() => setMode('date')} />
        {t('aDate')}
      </label>
      {mode === 'date' ? (
        <div className="grid gap-1 pl-6">
          <Label htmlFor={`${id}-until`} className="sr-only">
            {t('suspendedUntil')}
          </Label>
          <input
            id={`${id}-until`}
            type="date"
            name="until"
            min={tomorrow}
            defaultValue={new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)}
            aria-describedby={`${id}-until-hint`}
            className="h-10 w-full max-w-56 rounded-lg border border-input bg-background px-3 text-sm"
          />
          <p id={`${id}-until-hint`} className="text-sm text-muted-foreground">
            {t('endsHint')}
          </p>
        </div>
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" name="untilMode" value="lifted" checked={mode === 'lifted'} onChange={() => setMode('lifted')} />
        {t('untilLifted')}
      </label>
    </fieldset>
  );
}

/** The `until` of the suspend call from SuspendFields' form: null for "until lifted", else that day's start in India (UTC+05:30). */
export function suspendUntilFrom(form: FormData): string | null {
  if (form.get('untilMode') === 'lifted') return null;
  const day = String(form.get('until') ?? '');
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00+05:30` : null;
}
