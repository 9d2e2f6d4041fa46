import { MESSAGES } from '@lp/contract/messages';
import { STAFF_ROLE_LABELS } from '@lp/contract/staff';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/query-provider';
import { SessionWatch } from '@/components/session-watch';
import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { StaffProvider } from '@/features/staff/components/staff-context';
import { StaffNav } from '@/features/staff/components/staff-nav';
import { requireUser, serverApi, serverData, settle } from '@/lib/server-api';

export const metadata: Metadata = { title: { template: '%s · Staff', default: 'Staff' }, robots: { index: false } };

/**
 * The staff console: only for staff (anyone else gets the not-found page); its tools wait for a
 * second factor, and for a session signed in with it (ADR 0028).
 */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const user = await requireUser('/staff');
  const me = await settle(serverData(serverApi().api.staff.me.$get()));
  if (!me.ok) {
    if (me.status === 403 && me.message === MESSAGES.secondFactorNotUsed) return <SignInAgain email={user.email} />;
    if (me.status === 401 || me.status === 403) notFound();
    throw new Error(me.message);
  }
  const roles = [...new Set(me.data.roles.map((grant) => STAFF_ROLE_LABELS[grant.role]))].join(', ');
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <SessionWatch />
      <p className="text-sm text-muted-foreground">
        Staff console · <span className="font-medium text-foreground">{me.data.user.fullName}</span> ({roles})
      </p>
      {me.data.secondFactor ? (
        <div className="mt-6 grid gap-6 md:grid-cols-[14rem_1fr] md:gap-10">
          <aside className="min-w-0">
            <StaffProvider me={me.data}>
              <StaffNav />
            </StaffProvider>
          </aside>
          <div className="min-w-0">
            <QueryProvider>
              <StaffProvider me={me.data}>{children}</StaffProvider>
            </QueryProvider>
          </div>
        </div>
      ) : (
        <section className="mt-6 max-w-xl">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Set up a second factor</h1>
          <Alert tone="info" className="mt-4">
            Staff tools need a second factor: an authenticator app or a passkey.{' '}
            <Link href="/account/security#authenticator" className="font-medium underline underline-offset-2">
              Set one up in Sign-in and security
            </Link>
            , then come back.
          </Alert>
        </section>
      )}
    </div>
  );
}

/** Staff whose session was signed in with the password alone: their second factor is needed again. */
function SignInAgain({ email }: { email: string }) {
  const href = `/login?${new URLSearchParams({ callbackUrl: '/staff', email })}`;
  return (
    <section className="mx-auto max-w-xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Sign in again</h1>
      <Alert tone="info" className="mt-4">
        {MESSAGES.secondFactorNotUsed}{' '}
        <Link href={href} className="font-medium underline underline-offset-2">
          Sign in again
        </Link>
      </Alert>
    </section>
  );
}
