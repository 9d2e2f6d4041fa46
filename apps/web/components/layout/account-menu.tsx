'use client';

import { signOut } from '@hono/auth-js/react';
import { Bell, BookOpen, ChevronDown, CreditCard, KeyRound, LogOut, UserRound } from 'lucide-react';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { isAuthPage } from '@/lib/safe-callback-url';
import { useAppSession } from '@/lib/session';
import { broadcastSessionChange, markSigningOut } from '@/lib/session-sync';

const LINKS = [
  { href: '/account/profile', label: 'Profile', icon: UserRound },
  { href: '/account/subscriptions', label: 'Subscriptions', icon: CreditCard },
  { href: '/account/courses', label: 'Registered courses', icon: BookOpen },
  { href: '/account/change-password', label: 'Change password', icon: KeyRound },
  { href: '/account/notifications', label: 'Notifications', icon: Bell },
] as const;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

/** `/login` with a callback to the page the visitor is on, query included (none from the home page or an auth page). */
export function loginPath(pathname: string, search: string): string {
  if (pathname === '/' && !search) return '/login';
  if (isAuthPage(pathname)) return '/login';
  return `/login?${new URLSearchParams({ callbackUrl: `${pathname}${search ? `?${search}` : ''}` })}`;
}

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
  const [signingOut, setSigningOut] = useState(false);

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

  async function handleSignOut() {
    setSigningOut(true);
    markSigningOut();
    try {
      await signOut({ callbackUrl: '/', redirect: false });
    } finally {
      broadcastSessionChange();
      window.location.assign('/');
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className="flex items-center gap-1.5 rounded-full p-0.5 pr-2 transition-colors hover:bg-muted data-[state=open]:bg-muted"
        >
          <span
            aria-hidden="true"
            className="grid size-9 place-items-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 text-sm font-semibold text-white"
          >
            {initials(user.fullName)}
          </span>
          <span className="sr-only">Account menu</span>
          <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>
          <span className="block truncate font-semibold">{user.fullName}</span>
          <span className="block truncate text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {LINKS.map(({ href, label, icon: Icon }) => (
            <DropdownMenuItem key={href} asChild>
              <Link href={href}>
                <Icon aria-hidden="true" />
                {label}
              </Link>
            </DropdownMenuItem>
          ))}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={signingOut}
          onSelect={(event) => {
            event.preventDefault();
            void handleSignOut();
          }}
        >
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
