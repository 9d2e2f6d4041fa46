'use client';

import type { Profile } from '@lp/contract/accounts';
import { formatDate } from '@lp/contract/format';
import type { Locale } from '@lp/contract/locale';
import { MESSAGES } from '@lp/contract/messages';
import { IMAGE_MAX_BYTES, IMAGE_MAX_LABEL } from '@lp/contract/uploads';
import { Camera } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Link } from '@/components/ui/link';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useContractMessage } from '@/lib/use-contract-message';
import { useRemovePicture } from '../api/remove-picture';
import { useUploadPicture } from '../api/upload-picture';

/**
 * The profile's head: picture with its controls, name, what they do, member since. The points and
 * streaks are the streak widget's, below it on the page (shown once).
 */
export function ProfileOverview({ profile }: { profile: Profile }) {
  const t = useTranslations('profile');
  const locale = useLocale() as Locale;
  const say = useContractMessage();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPicture();
  const remove = useRemovePicture();
  const busy = upload.isPending || remove.isPending;

  async function onFile(file: File | undefined) {
    if (!file) {
      toast.error(say(MESSAGES.selectImage));
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      toast.error(t('pictureTooLarge', { size: IMAGE_MAX_LABEL }));
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success(t('pictureUpdated'));
    } catch (error) {
      toast.error(say(errorMessage(error)));
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  async function onRemove() {
    try {
      await remove.mutateAsync();
      toast.success(t('pictureRemoved'));
    } catch (error) {
      toast.error(say(errorMessage(error)));
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
              {upload.isPending ? t('uploading') : profile.picture.length > 0 ? t('changePicture') : t('addPicture')}
            </Button>
            {profile.picture.length > 0 ? (
              <Button size="sm" variant="ghost" disabled={busy} onClick={onRemove}>
                {remove.isPending ? t('removing') : t('remove')}
              </Button>
            ) : null}
          </div>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            className="sr-only"
            aria-label={t('pictureLabel')}
            data-testid="picture-input"
            onChange={(event) => onFile(event.target.files?.[0])}
          />
        </div>
        <div className="min-w-0">
          <h2 className="text-2xl font-bold tracking-tight break-words">{profile.fullName}</h2>
          <p className="mt-1 text-muted-foreground">
            {[profile.designation, profile.student === true ? t('student') : profile.student === false ? t('working') : null]
              .filter(Boolean)
              .join(' · ') || t('addWhatYouDo')}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            {t('memberSince', { date: formatDate(profile.memberSince, locale, { month: 'long', year: 'numeric' }) })} ·{' '}
            <Link className="text-primary underline underline-offset-4" href={`/users/${profile.id}`}>
              {t('viewPublicProfile')}
            </Link>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
