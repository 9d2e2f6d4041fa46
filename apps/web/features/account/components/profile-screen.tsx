'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { useContractMessage } from '@/lib/use-contract-message';
import { useProfile } from '../api/get-profile';
import { BioForm } from './bio-form';
import { GithubCard } from './github-card';
import { PhoneCard } from './phone-card';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfileOverview } from './profile-overview';

/** The account area's profile: picture, numbers, details, bio, and what the page adds below (`children`). */
export function ProfileScreen({ children }: { children?: ReactNode }) {
  const profile = useProfile();
  const common = useTranslations('common');
  const say = useContractMessage();
  if (profile.isPending) {
    return (
      <div className="grid gap-6" aria-busy="true">
        <Skeleton className="h-52 w-full rounded-2xl" />
        <Skeleton className="h-96 w-full rounded-2xl" />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
        <span>{say(errorMessage(profile.error))}</span>
        <Button size="sm" variant="outline" onClick={() => profile.refetch()}>
          {common('tryAgain')}
        </Button>
      </Alert>
    );
  }
  return (
    <div className="grid gap-6">
      <ProfileOverview profile={profile.data} />
      {children}
      <ProfileDetailsForm key={profile.data.timeZone + profile.data.fullName} profile={profile.data} />
      <BioForm profile={profile.data} />
      <PhoneCard profile={profile.data} />
      <div id="github" className="scroll-mt-24">
        <GithubCard profile={profile.data} />
      </div>
    </div>
  );
}
