import type { Metadata } from 'next';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { safeCallbackUrl } from '@/lib/safe-callback-url';
import { firstParam, type SearchParams } from '@/lib/search-params';
import { getServerSession } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Create an account', robots: { index: false } };

export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const callbackUrl = firstParam((await searchParams).callbackUrl);
  const user = await getServerSession();
  if (user) {
    // Said, not a silent redirect: someone who opens "Create an account" while signed in should know why there is no form.
    return (
      <AuthCard title="You already have an account" description={`You are signed in as ${user.email}.`}>
        <div className="grid gap-3">
          <Button asChild size="lg">
            <Link href={safeCallbackUrl(callbackUrl, '/')}>Continue to Learnly</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/account/profile">Your account</Link>
          </Button>
          <p className="text-sm text-muted-foreground">To create another account, sign out first from the account menu.</p>
        </div>
      </AuthCard>
    );
  }
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
