'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { loadOnce, useLoadedWhen } from '@/lib/load-on-demand';
import { isAuthPage } from '@/lib/safe-callback-url';
import { useAppSession } from '@/lib/session';

/** `/login` with a callback to the page the visitor is on, query included (none from the home page or an auth page). */
export function loginPath(pathname: string, search: string): string {
  if (pathname === '/' && !search) return '/login';
  if (isAuthPage(pathname)) return '/login';
  return `/login?${new URLSearchParams({ callbackUrl: `${pathname}${search ? `?${search}` : ''}` })}`;
}

/** The signed-in menu (Radix) loads only for a signed-in user, never on a visitor's page. */
const loadSignedInMenu = loadOnce(() => import('./signed-in-menu').then((module) => module.SignedInMenu));

// Plain class strings, not Button or Skeleton: those merge classes with tailwind-merge, which would
// then be part of every visitor's first load.
const SIGN_IN_CLASSES = buttonClassName({ variant: 'ghost', size: 'sm' });
const REGISTER_CLASSES = buttonClassName({ size: 'sm' });
const PULSE = 'animate-pulse bg-muted';

function AvatarPlaceholder() {
  return <div aria-hidden="true" className={`size-9 rounded-full ${PULSE}`} />;
}

function SignInLink({ pathname }: { pathname: string }) {
  const search = useSearchParams().toString();
  const t = useTranslations('nav');
  return (
    <Link href={loginPath(pathname, search)} className={SIGN_IN_CLASSES}>
      {t('signIn')}
    </Link>
  );
}

export function AccountMenu() {
  const { status, user } = useAppSession();
  const pathname = usePathname();
  const t = useTranslations('nav');
  const { loaded: SignedInMenu } = useLoadedWhen(status === 'authenticated', loadSignedInMenu);

  if (status === 'loading') {
    return (
      <div className="flex items-center gap-2">
        <AvatarPlaceholder />
        <div aria-hidden="true" className={`hidden h-4 w-20 rounded-md sm:block ${PULSE}`} />
        <span className="sr-only" role="status">
          {t('loadingAccount')}
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
              {t('signIn')}
            </Link>
          }
        >
          <SignInLink pathname={pathname} />
        </Suspense>
        <Link href="/register" className={REGISTER_CLASSES}>
          {t('register')}
        </Link>
      </div>
    );
  }

  return SignedInMenu ? <SignedInMenu user={user} /> : <AvatarPlaceholder />;
}
