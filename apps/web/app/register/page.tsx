import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { firstParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Create an account', robots: { index: false } };

export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const callbackUrl = firstParam((await searchParams).callbackUrl);
  const loginHref = callbackUrl ? `/login?${new URLSearchParams({ callbackUrl })}` : '/login';
  return (
    <AuthCard
      title="Create your account"
      description="Free forever. All you need is an email address."
      footer={
        <>
          Already have an account?{' '}
          <Link href={loginHref} className="rounded font-medium text-primary hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm callbackUrl={callbackUrl} />
    </AuthCard>
  );
}
