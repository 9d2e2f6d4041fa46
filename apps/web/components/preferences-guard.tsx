'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { preferencesSavedInThisPage } from '@/lib/preferences-flag';
import { isAuthPage, isPreferencesExempt, welcomePath } from '@/lib/safe-callback-url';
import { useAppSession } from '@/lib/session';

/**
 * A signed-in user who has not yet chosen a stream and tags (showPreferences) is sent to the
 * welcome form from any page except the welcome form itself, the API, privacy and terms (and
 * the sign-in screens, which navigate on their own after signing in).
 */
export function PreferencesGuard() {
  const { status, user } = useAppSession();
  const pathname = usePathname();
  const router = useRouter();
  const mustChoose = status === 'authenticated' && user?.showPreferences === true;

  useEffect(() => {
    if (!mustChoose || preferencesSavedInThisPage()) return;
    if (isPreferencesExempt(pathname) || isAuthPage(pathname)) return;
    router.replace(welcomePath(`${pathname}${window.location.search}`));
  }, [mustChoose, pathname, router]);

  return null;
}
