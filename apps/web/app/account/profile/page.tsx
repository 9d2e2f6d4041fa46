import type { Metadata } from 'next';
import { ProfileScreen } from '@/features/account/components/profile-screen';
import { StreakWidget } from '@/features/learning/components/streak-widget';

export const metadata: Metadata = { title: 'Profile', robots: { index: false } };

export default function AccountProfilePage() {
  return (
    <section>
      <h1 className="sr-only">Profile</h1>
      <ProfileScreen />
      <StreakWidget className="mt-8" />
    </section>
  );
}
