'use client';

import { Fingerprint, Smartphone, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { browserSupportsPasskeys, readPasskeyPrompt } from '@/lib/passkey-prompt';
import { dismissPopup, isAndroidBrowser, isDue, type PopupName, popupAllowedOn, readPopup } from '@/lib/popup-schedule';
import { useAppSession } from '@/lib/session';

/** The Play Store page of the Android app. */
export const ANDROID_APP_URL = 'https://play.google.com/store/apps/details?id=in.learnly.app';
/** Where the passwordless pop-up may appear: the profile, never over a task in progress elsewhere. */
const PASSWORDLESS_PATHS = ['/account/profile'];
/** A pop-up waits this long after a page opens, so it never covers what the visitor came for at once. */
const SHOW_AFTER_MS = 3_000;

/**
 * The app-download pop-up (Android browsers) and the passwordless-login pop-up (signed in, a
 * browser that can make passkeys, no passkey set up here yet): one at a time, never on the
 * privacy and terms pages, back after 1, 2, 4… days per dismissal (lib/popup-schedule.ts).
 */
export function Popups() {
  const pathname = usePathname();
  const { status } = useAppSession();
  const [shown, setShown] = useState<PopupName | null>(null);

  useEffect(() => {
    setShown(null);
    if (!popupAllowedOn(pathname) || status === 'loading') return;
    const timer = window.setTimeout(() => {
      const now = Date.now();
      if (isAndroidBrowser(navigator.userAgent) && isDue(readPopup('app-download'), now)) {
        setShown('app-download');
      } else if (
        status === 'authenticated' &&
        PASSWORDLESS_PATHS.includes(pathname) &&
        readPasskeyPrompt().showPopUp &&
        browserSupportsPasskeys() &&
        isDue(readPopup('passwordless'), now)
      ) {
        setShown('passwordless');
      }
    }, SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, status]);

  if (!shown) return null;
  const dismiss = () => {
    dismissPopup(shown, Date.now());
    setShown(null);
  };

  const content =
    shown === 'app-download'
      ? {
          icon: Smartphone,
          title: 'Learnly is better in the app',
          body: 'Download lessons for the bus ride, get reminders for your streak, and practise on the go.',
          action: (
            <Button asChild size="sm">
              <a href={ANDROID_APP_URL} rel="noopener" onClick={dismiss}>
                Get the app
              </a>
            </Button>
          ),
        }
      : {
          icon: Fingerprint,
          title: 'Sign in with your fingerprint',
          body: 'Set up a passkey and sign in with your fingerprint, face or screen lock. No password to remember.',
          action: (
            <Button asChild size="sm">
              <Link href="/account/security#passkeys" onClick={dismiss}>
                Set up a passkey
              </Link>
            </Button>
          ),
        };
  const Icon = content.icon;

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="popup-title"
      data-popup={shown}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-md rounded-2xl border border-border bg-background p-4 shadow-2xl sm:right-6 sm:bottom-6 sm:left-auto"
    >
      <div className="flex gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-soft text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p id="popup-title" className="font-semibold">
            {content.title}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">{content.body}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {content.action}
            <Button size="sm" variant="ghost" onClick={dismiss}>
              Not now
            </Button>
          </div>
        </div>
        <Button variant="ghost" size="icon" aria-label="Close" className="-mt-1 -mr-1 size-8" onClick={dismiss}>
          <X aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
