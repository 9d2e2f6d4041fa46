'use client';

import { Fingerprint, Smartphone, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import type { PopupName } from '@/lib/popup-schedule';

/** The Play Store page of the Android app. */
export const ANDROID_APP_URL = 'https://play.google.com/store/apps/details?id=in.learnly.app';

/**
 * The pop-up itself, once `Popups` has decided that `name` is due. Its buttons take their classes
 * from button-styles (none conflict), so showing it does not load tailwind-merge.
 */
export function PopupDialog({ name, onDismiss }: { name: PopupName; onDismiss: () => void }) {
  const t = useTranslations('popups');
  const content =
    name === 'app-download'
      ? {
          icon: Smartphone,
          title: t('app.title'),
          body: t('app.body'),
          action: (
            <a href={ANDROID_APP_URL} rel="noopener" onClick={onDismiss} className={buttonClassName({ size: 'sm' })}>
              {t('app.action')}
            </a>
          ),
        }
      : {
          icon: Fingerprint,
          title: t('passkey.title'),
          body: t('passkey.body'),
          action: (
            <Link href="/account/security#passkeys" onClick={onDismiss} className={buttonClassName({ size: 'sm' })}>
              {t('passkey.action')}
            </Link>
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
            <button type="button" className={buttonClassName({ variant: 'ghost', size: 'sm' })} onClick={onDismiss}>
              {t('notNow')}
            </button>
          </div>
        </div>
        <button
          type="button"
          aria-label={t('close')}
          className={`${buttonClassName({ variant: 'ghost', size: 'icon-sm' })} -mt-1 -mr-1`}
          onClick={onDismiss}
        >
          <X aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
