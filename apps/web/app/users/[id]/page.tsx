import type { Metadata } from 'next';
import { loadPublicProfile } from '@/features/account/api/load-public-profile';
import { PublicProfileView } from '@/features/account/components/public-profile';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const profile = await loadPublicProfile((await params).id);
  return {
    title: profile.fullName,
    description: profile.designation ?? `${profile.fullName} is learning on Learnly.`,
  };
}

export default async function PublicProfilePage({ params }: Props) {
  const profile = await loadPublicProfile((await params).id);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <PublicProfileView profile={profile} />
    </div>
  );
}
