import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SetPasswordForm } from '@/features/auth/components/set-password-form';
import { firstParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Set a new password', robots: { index: false } };

export default async function SetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const email = firstParam((await searchParams).email);
  return (
    <AuthCard
      title="Set a new password"
      description="Enter the code we emailed you and choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link href="/login" className="rounded font-medium text-primary hover:underline">
            Back to sign in
          </Link>
        </>
      }
    >
      <SetPasswordForm email={email} />
    </AuthCard>
  );
}
