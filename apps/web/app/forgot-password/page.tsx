import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { firstParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Forgot password', robots: { index: false } };

export default async function ForgotPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const email = firstParam((await searchParams).email);
  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your account's email and we will send you a code to set a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link href="/login" className="rounded font-medium text-primary hover:underline">
            Back to sign in
          </Link>
        </>
      }
    >
      <ForgotPasswordForm email={email} />
    </AuthCard>
  );
}
