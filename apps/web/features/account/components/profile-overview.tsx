'use client';

import type { Profile } from '@lp/contract/accounts';
import { MESSAGES } from '@lp/contract/messages';
import { IMAGE_MAX_BYTES, IMAGE_MAX_LABEL } from '@lp/contract/uploads';
import { Camera } from 'lucide-react';
import { useRef } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useRemovePicture } from '../api/remove-picture';
import { useUploadPicture } from '../api/upload-picture';

const memberSince = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { month: 'long', year: 'numeric' });

/**
 * The profile's head: picture with its controls, name, what they do, member since. The points and
 * streaks are the streak widget's, below it on the page (shown once).
 */
export function ProfileOverview({ profile }: { profile: Profile }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPicture();
  const remove = useRemovePicture();
  const busy = upload.isPending || remove.isPending;

  async function onFile(file: File | undefined) {
    if (!file) {
      toast.error(MESSAGES.selectImage);
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      toast.error(`That picture is larger than ${IMAGE_MAX_LABEL}. Choose a smaller one.`);
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success('Your picture has been updated.');
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  async function onRemove() {
    try {
      await remove.mutateAsync();
      toast.success('Your picture has been removed.');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <Card>
      <CardContent className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-center">
        <div className="flex flex-col items-center gap-3">
          <Avatar picture={profile.picture} name={profile.fullName} size={112} />
          <div className="flex flex-wrap justify-center gap-2">
            <Button size="sm" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
              <Camera aria-hidden="true" />
              {upload.isPending ? 'Uploading…' : profile.picture.length > 0 ? 'Change picture' : 'Add picture'}
            </Button>
            {profile.picture.length > 0 ? (
              <Button size="sm" variant="ghost" disabled={busy} onClick={onRemove}>
                {remove.isPending ? 'Removing…' : 'Remove'}
              </Button>
            ) : null}
          </div>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            className="sr-only"
            aria-label="Profile picture"
            data-testid="picture-input"
            onChange={(event) => onFile(event.target.files?.[0])}
          />
        </div>
        <div className="min-w-0">
          <h2 className="text-2xl font-bold tracking-tight break-words">{profile.fullName}</h2>
          <p className="mt-1 text-muted-foreground">
            {[profile.designation, profile.student === true ? 'Student' : profile.student === false ? 'Working' : null]
              .filter(Boolean)
              .join(' · ') || 'Add what you do in your details below.'}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            Member since {memberSince(profile.memberSince)} ·{' '}
            <Link className="text-primary underline underline-offset-4" href={`/users/${profile.id}`}>
              View public profile
            </Link>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
