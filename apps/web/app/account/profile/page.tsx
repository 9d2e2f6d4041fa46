import type { Metadata } from 'next';
import { ProfileScreen } from '@/features/account/components/profile-screen';

export const metadata: Metadata = { title: 'Profile', robots: { index: false } };

export default function AccountProfilePage() {
  return (
    <section>
      <h1 className="sr-only">Profile</h1>
      <ProfileScreen />
    </section>
  );
}
