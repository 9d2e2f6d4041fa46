import { POPUP_FIRST_DELAY_MS } from '@lp/contract/constants';
import { popupDelayMs } from '@lp/contract/format';

/**
 * When a pop-up may show again (SPEC §2, §9): never dismissed, it shows; each dismissal puts it
 * away for a delay that starts at one day and doubles (1, 2, 4, 8… days). Kept in localStorage
 * per pop-up, so it is per browser.
 */
export type PopupName = 'app-download' | 'passwordless';
export type PopupState = { dismissals: number; nextAt: number };

const key = (name: PopupName) => `learnly.popup.${name}`;

/**
 * Pages where no pop-up shows: the privacy and terms pages (SPEC §2), and onboarding (signing up and
 * the welcome form's steps), where a pop-up would cover the form a new learner is filling in.
 */
export const POPUP_FREE_PATHS = ['/privacy', '/terms', '/register', '/welcome'];

export function popupAllowedOn(pathname: string): boolean {
  return !POPUP_FREE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export function isDue(state: PopupState | null, now: number): boolean {
  return !state || now >= state.nextAt;
}

export function afterDismissal(state: PopupState | null, now: number): PopupState {
  const dismissals = (state?.dismissals ?? 0) + 1;
  return { dismissals, nextAt: now + popupDelayMs(dismissals, POPUP_FIRST_DELAY_MS) };
}

export function readPopup(name: PopupName, storage: Pick<Storage, 'getItem'> = window.localStorage): PopupState | null {
  try {
    const parsed = JSON.parse(storage.getItem(key(name)) ?? 'null') as Partial<PopupState> | null;
    if (!parsed || typeof parsed.dismissals !== 'number' || typeof parsed.nextAt !== 'number') return null;
    return { dismissals: parsed.dismissals, nextAt: parsed.nextAt };
  } catch {
    return null;
  }
}

export function dismissPopup(name: PopupName, now: number, storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage) {
  const next = afterDismissal(readPopup(name, storage), now);
  try {
    storage.setItem(key(name), JSON.stringify(next));
  } catch {
    // Storage unavailable: it shows again on the next visit.
  }
  return next;
}

/** Android browsers only (the app exists for Android). */
export function isAndroidBrowser(userAgent: string): boolean {
  return /Android/i.test(userAgent) && !/; wv\)/.test(userAgent);
}
