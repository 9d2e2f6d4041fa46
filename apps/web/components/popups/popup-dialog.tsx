'use client';

import { Fingerprint, Smartphone, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import type { PopupName } from '@/lib/popup-schedule';

/** The Play Store page of the Android app. */
export const ANDROID_APP_URL = 'https://play.google.com/store/apps/details?id=in.learnly.app';

/** The pop-up itself, once `Popups` has decided that `name` is due. */
export function PopupDialog({ name, onDismiss }: { name: PopupName; onDismiss: () => void }) {
  const content =
    name === 'app-download'
      ? {
          icon: Smartphone,
          title: 'Learnly is better in the app',
          body: 'Download lessons for the bus ride, get reminders for your streak, and practise on the go.',
          action: (
            <Button asChild size="sm">
              <a href={ANDROID_APP_URL} rel="noopener" onClick={onDismiss}>
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
              <Link href="/account/security#passkeys" onClick={onDismiss}>
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
      data-popup={name}
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
            <Button size="sm" variant="ghost" onClick={onDismiss}>
              Not now
            </Button>
          </div>
        </div>
        <Button variant="ghost" size="icon" aria-label="Close" className="-mt-1 -mr-1 size-8" onClick={onDismiss}>
          <X aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
