'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { loadOnce, useLoadedWhen } from '@/lib/load-on-demand';
import { browserSupportsPasskeys, readPasskeyPrompt } from '@/lib/passkey-prompt';
import { dismissPopup, isAndroidBrowser, isDue, type PopupName, popupAllowedOn, readPopup } from '@/lib/popup-schedule';
import { useAppSession } from '@/lib/session';

/** Where the passwordless pop-up may appear: the profile, never over a task in progress elsewhere. */
const PASSWORDLESS_PATHS = ['/account/profile'];
/** A pop-up waits this long after a page opens, so it never covers what the visitor came for at once. */
const SHOW_AFTER_MS = 3_000;

const loadPopupDialog = loadOnce(() => import('./popup-dialog').then((module) => module.PopupDialog));

/**
 * The app-download pop-up (Android browsers) and the passwordless-login pop-up (signed in, a
 * browser that can make passkeys, no passkey set up here yet): one at a time, never on the
 * privacy and terms pages, back after 1, 2, 4… days per dismissal (lib/popup-schedule.ts).
 * This part only decides; the dialog's code (its buttons and icons) loads when one is due,
 * so a page where none shows never runs it.
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

  const { loaded: PopupDialog } = useLoadedWhen(shown !== null, loadPopupDialog);

  if (!shown || !PopupDialog) return null;
  return (
    <PopupDialog
      name={shown}
      onDismiss={() => {
        dismissPopup(shown, Date.now());
        setShown(null);
      }}
    />
  );
}
