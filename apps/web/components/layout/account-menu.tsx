'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isAuthPage } from '@/lib/safe-callback-url';
import { useAppSession } from '@/lib/session';

/** `/login` with a callback to the page the visitor is on, query included (none from the home page or an auth page). */
export function loginPath(pathname: string, search: string): string {
  if (pathname === '/' && !search) return '/login';
  if (isAuthPage(pathname)) return '/login';
  return `/login?${new URLSearchParams({ callbackUrl: `${pathname}${search ? `?${search}` : ''}` })}`;
}

/** The signed-in menu (Radix) loads only for a signed-in user, never on a visitor's page. */
const SignedInMenu = dynamic(() => import('./signed-in-menu').then((module) => module.SignedInMenu), {
  loading: () => <Skeleton className="size-9 rounded-full" />,
});

const SIGN_IN_CLASSES = buttonVariants({ variant: 'ghost', size: 'sm' });

function SignInLink({ pathname }: { pathname: string }) {
  const search = useSearchParams().toString();
  return (
    <Link href={loginPath(pathname, search)} className={SIGN_IN_CLASSES}>
      Sign in
    </Link>
  );
}

export function AccountMenu() {
  const { status, user } = useAppSession();
  const pathname = usePathname();

  if (status === 'loading') {
    return (
      <div className="flex items-center gap-2">
        <Skeleton className="size-9 rounded-full" />
        <Skeleton className="hidden h-4 w-20 sm:block" />
        <span className="sr-only" role="status">
          Loading account
        </span>
      </div>
    );
  }

  if (status === 'unauthenticated' || !user) {
    return (
      <div className="flex items-center gap-1 sm:gap-2">
        {/* The query (a search, a filtered list) is part of where the visitor was: read it where Next allows, inside Suspense. */}
        <Suspense
          fallback={
            <Link href={loginPath(pathname, '')} className={SIGN_IN_CLASSES}>
              Sign in
            </Link>
          }
        >
          <SignInLink pathname={pathname} />
        </Suspense>
        <Button asChild size="sm">
          <Link href="/register">Register</Link>
        </Button>
      </div>
    );
  }

  return <SignedInMenu user={user} />;
}
