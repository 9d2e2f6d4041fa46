'use client';

import type { Profile } from '@lp/contract/accounts';
import { PROFILE_BIO_MAX_LENGTH } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Form } from '@/components/ui/form';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useContractMessage } from '@/lib/use-contract-message';
import { useEditBio } from '../api/edit-bio';

export function BioForm({ profile }: { profile: Profile }) {
  const t = useTranslations('profile');
  const say = useContractMessage();
  const edit = useEditBio();
  const [bio, setBio] = useState(profile.bio ?? '');
  const [error, setError] = useState<string>();
  const tooLong = bio.trim().length > PROFILE_BIO_MAX_LENGTH;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (tooLong) {
      setError(say(MESSAGES.bioTooLong));
      return;
    }
    setError(undefined);
    try {
      const saved = await edit.mutateAsync(bio);
      setBio(saved.bio ?? '');
      toast.success(saved.bio ? t('bioSaved') : t('bioCleared'));
    } catch (err) {
      setError(say(errorMessage(err)));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('bioTitle')}</CardTitle>
        <CardDescription>{t('bioDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form onSubmit={save} className="grid gap-3" aria-label={t('bioTitle')}>
          <textarea
            aria-label={t('bioTitle')}
            rows={4}
            value={bio}
            onChange={(e) => setBio(e.target.value)}
            aria-invalid={error || tooLong ? true : undefined}
            placeholder={t('bioPlaceholder')}
            className="w-full rounded-lg border border-input bg-background px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
          <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
            <FieldError>{error}</FieldError>
            <span className={tooLong ? 'text-destructive' : undefined}>
              {bio.trim().length}/{PROFILE_BIO_MAX_LENGTH}
            </span>
          </div>
          <div>
            <Button type="submit" disabled={edit.isPending || bio === (profile.bio ?? '')}>
              {edit.isPending ? t('saving') : t('saveBio')}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
