'use client';

import type { Profile } from '@lp/contract/accounts';
import { PROFILE_BIO_MAX_LENGTH } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Form } from '@/components/ui/form';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useEditBio } from '../api/edit-bio';

export function BioForm({ profile }: { profile: Profile }) {
  const edit = useEditBio();
  const [bio, setBio] = useState(profile.bio ?? '');
  const [error, setError] = useState<string>();
  const tooLong = bio.trim().length > PROFILE_BIO_MAX_LENGTH;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (tooLong) {
      setError(MESSAGES.bioTooLong);
      return;
    }
    setError(undefined);
    try {
      const saved = await edit.mutateAsync(bio);
      setBio(saved.bio ?? '');
      toast.success(saved.bio ? 'Your bio has been saved.' : 'Your bio has been cleared.');
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Bio</CardTitle>
        <CardDescription>A few lines about you for your public profile: what you are learning, what you build.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form onSubmit={save} className="grid gap-3" aria-label="Bio">
          <textarea
            aria-label="Bio"
            rows={4}
            value={bio}
            onChange={(e) => setBio(e.target.value)}
            aria-invalid={error || tooLong ? true : undefined}
            placeholder="I am learning SQL and Python to move into data analysis."
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
              {edit.isPending ? 'Saving…' : 'Save bio'}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
