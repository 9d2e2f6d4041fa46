import { MESSAGES } from '@lp/contract/messages';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { firstParam, type SearchParams } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } };

/** Auth.js error codes that can arrive in the URL, as sentences ("SessionRequired" is a notice of its own). */
function urlErrorMessage(error: string | undefined): string | undefined {
  if (!error || error === 'SessionRequired') return undefined;
  if (error === 'CredentialsSignin') return MESSAGES.credentialsWrong;
  return MESSAGES.default;
}

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const callbackUrl = firstParam(params.callbackUrl);
  const error = firstParam(params.error);
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
      <LoginForm
        callbackUrl={callbackUrl}
        email={firstParam(params.email)}
        sessionRequired={error === 'SessionRequired' ? MESSAGES.notSignedIn : undefined}
        urlError={urlErrorMessage(error)}
      />
    </AuthCard>
  );
}
