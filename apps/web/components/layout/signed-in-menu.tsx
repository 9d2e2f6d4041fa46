'use client';

import { signOut } from '@hono/auth-js/react';
import type { SessionUser } from '@lp/contract/session';
import { Bell, BookOpen, ChevronDown, CreditCard, KeyRound, LogOut, ShieldCheck, UserRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Link } from '@/components/ui/link';
import { broadcastSessionChange, markSigningOut } from '@/lib/session-sync';
import { isStaff } from './staff-link-state';

const LINKS = [
  { href: '/account/profile', key: 'profile', icon: UserRound },
  { href: '/account/subscriptions', key: 'subscriptions', icon: CreditCard },
  { href: '/account/courses', key: 'courses', icon: BookOpen },
  { href: '/account/change-password', key: 'changePassword', icon: KeyRound },
  { href: '/account/notifications', key: 'notifications', icon: Bell },
] as const;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

/** The avatar button's face: initials on a gradient. */
function AvatarFace({ name }: { name: string }) {
  const t = useTranslations('nav');
  return (
    <>
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 text-sm font-semibold text-white"
      >
        {initials(name)}
      </span>
      <span className="sr-only">{t('accountMenu')}</span>
      <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
    </>
  );
}

/** The account menu of a signed-in user: their name and email, the account pages and Sign out. */
export function SignedInMenu({ user }: { user: SessionUser }) {
  const t = useTranslations('nav');
  const [signingOut, setSigningOut] = useState(false);
  const [staff, setStaff] = useState(false);
  const askStaff = () => {
    isStaff(user.id).then(setStaff, () => setStaff(false));
  };

  async function handleSignOut() {
    setSigningOut(true);
    markSigningOut();
    try {
      // What was done offline goes to the server first; then nothing of this account stays on the device.
      if ('caches' in window) {
        if (navigator.onLine) await (await import('@/lib/offline-data')).sendQueued().catch(() => null);
        await (await import('@/lib/offline-account')).forgetOfflineData().catch(() => undefined);
      }
      await signOut({ callbackUrl: '/', redirect: false });
    } finally {
      broadcastSessionChange();
      window.location.assign('/');
    }
  }

  return (
    <DropdownMenu onOpenChange={(open) => (open ? askStaff() : undefined)}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          onPointerEnter={askStaff}
          onFocus={askStaff}
          className="flex items-center gap-1.5 rounded-full p-0.5 pr-2 transition-colors hover:bg-muted data-[state=open]:bg-muted"
        >
          <AvatarFace name={user.fullName} />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>
          <span className="block truncate font-semibold">{user.fullName}</span>
          <span className="block truncate text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {LINKS.map(({ href, key, icon: Icon }) => (
            <DropdownMenuItem key={href} asChild>
              <Link href={href}>
                <Icon aria-hidden="true" />
                {t(`links.${key}`)}
              </Link>
            </DropdownMenuItem>
          ))}
          {staff ? (
            <DropdownMenuItem asChild>
              <Link href="/staff">
                <ShieldCheck aria-hidden="true" />
                {t('staff')}
              </Link>
            </DropdownMenuItem>
          ) : null}
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
          {t('signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
