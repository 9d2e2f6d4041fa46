import { POPUP_FIRST_DELAY_MS } from '@lp/contract/constants';
import { describe, expect, it } from 'vitest';
import { afterDismissal, dismissPopup, isAndroidBrowser, isDue, popupAllowedOn, readPopup } from './popup-schedule';

const DAY = 86_400_000;

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('pop-up back-off', () => {
  it('shows until dismissed, then after 1, 2, 4 and 8 days', () => {
    expect(POPUP_FIRST_DELAY_MS).toBe(DAY);
    const storage = memoryStorage();
    let now = Date.UTC(2026, 10, 23, 9, 0);
    expect(isDue(readPopup('passwordless', storage), now)).toBe(true);
    for (const days of [1, 2, 4, 8]) {
      const state = dismissPopup('passwordless', now, storage);
      expect(isDue(state, now + days * DAY - 1)).toBe(false);
      expect(isDue(state, now + days * DAY)).toBe(true);
      now += days * DAY;
    }
    expect(readPopup('passwordless', storage)?.dismissals).toBe(4);
  });

  it('keeps each pop-up apart and ignores broken stored values', () => {
    const storage = memoryStorage();
    dismissPopup('app-download', 0, storage);
    expect(readPopup('passwordless', storage)).toBeNull();
    storage.setItem('learnly.popup.passwordless', '{not json');
    expect(readPopup('passwordless', storage)).toBeNull();
    expect(afterDismissal(null, 10)).toEqual({ dismissals: 1, nextAt: 10 + DAY });
  });

  it('never shows on the privacy and terms pages', () => {
    expect(popupAllowedOn('/privacy')).toBe(false);
    expect(popupAllowedOn('/terms')).toBe(false);
    expect(popupAllowedOn('/courses')).toBe(true);
    expect(popupAllowedOn('/privacy-notes')).toBe(true);
  });

  it('shows none during onboarding: signing up and the welcome form', () => {
    expect(popupAllowedOn('/register')).toBe(false);
    expect(popupAllowedOn('/welcome')).toBe(false);
    expect(popupAllowedOn('/welcomes')).toBe(true);
  });

  it('offers the app only to Android browsers', () => {
    expect(
      isAndroidBrowser('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'),
    ).toBe(true);
    expect(isAndroidBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1')).toBe(
      false,
    );
    expect(isAndroidBrowser('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36')).toBe(false);
  });
});
