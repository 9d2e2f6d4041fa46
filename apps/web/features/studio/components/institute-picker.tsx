'use client';

import { useTranslations } from 'next-intl';
import { useDeferredValue, useState } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { useStudioInstitutes } from '../api/studio';

const selectClass = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm';

/**
 * The new course's institute (field `instituteId`): shown to an admin (any institute, found by
 * name) and to an instructor of several; an instructor of one institute gets no picker.
 */
export function InstitutePicker({ error }: { error?: string }) {
  const t = useTranslations('studio');
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const query = useStudioInstitutes(q);
  const [chosen, setChosen] = useState('');
  const data = query.data;
  if (!data || (!data.any && data.results.length <= 1)) return null;
  return (
    <div className="grid gap-3 rounded-2xl border border-border bg-muted/40 p-4 sm:grid-cols-2">
      {data.any ? (
        <TextField
          label={t('findInstitute')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('findInstitutePlaceholder')}
        />
      ) : null}
      <div className={data.any ? 'grid gap-2' : 'grid gap-2 sm:col-span-2'}>
        <Label htmlFor="course-institute">{t('institute')}</Label>
        <select
          id="course-institute"
          name="instituteId"
          required
          className={selectClass}
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
          aria-invalid={error ? true : undefined}
        >
          <option value="">{data.results.length ? t('chooseInstitute') : t('noInstituteMatches')}</option>
          {data.results.map((institute) => (
            <option key={institute.id} value={institute.id}>
              {institute.name}
            </option>
          ))}
        </select>
        <FieldError>{error}</FieldError>
      </div>
    </div>
  );
}
