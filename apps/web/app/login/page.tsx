import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { firstParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } };

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const callbackUrl = firstParam(params.callbackUrl);
  const registerHref = callbackUrl ? `/register?${new URLSearchParams({ callbackUrl })}` : '/register';
  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in to continue learning."
      footer={
        <>
          New to Learnly?{' '}
          <Link href={registerHref} className="rounded font-medium text-primary hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm callbackUrl={callbackUrl} email={firstParam(params.email)} error={firstParam(params.error)} />
    </AuthCard>
  );
}
