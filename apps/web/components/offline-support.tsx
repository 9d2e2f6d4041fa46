'use client';

import { useTranslations } from 'next-intl';
import { useContext, useEffect, useSyncExternalStore } from 'react';
import { keepDataOf } from '@/lib/offline-account';
import { queuedActions } from '@/lib/offline-queue';
import { offlineUserKey } from '@/lib/offline-rules';
import { SessionContext } from '@/lib/session-context';
import { toast } from '@/lib/toast';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is online; true on the server and in the first render. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The shell's part of the installable app (ADR 0045): registers the service worker once the page
 * has loaded, tells the stored data whose it is as the session becomes known, sends what was done
 * offline when back online, and says when the browser is offline (a polite live region, present from the start so that the change is announced).
 */
export function OfflineSupport() {
  const t = useTranslations('offline.status');
  const online = useOnline();
  const session = useContext(SessionContext);
  const status = session?.reconnecting ? 'loading' : session?.status;
  const userId = (session?.data?.user as { id?: unknown } | undefined)?.id;

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);

  useEffect(() => {
    // Only an answer from the server says who is signed in: offline, a page shows what it has.
    if (!('caches' in window) || status === undefined || status === 'loading') return;
    const user = offlineUserKey(status === 'authenticated' && typeof userId === 'number' ? userId : null);
    let cancelled = false;
    void (async () => {
      await keepDataOf(user);
      // Sending needs the API client, loaded only then: online, so the chunk can be fetched.
      if (cancelled || !online || (await queuedActions(user)).length === 0) return;
      const result = await (await import('@/lib/offline-data')).sendQueued();
      if (!result) return;
      if (result.sent > 0) {
        const { tabQueryClient } = await import('./query-provider');
        void tabQueryClient()?.invalidateQueries({ queryKey: ['learning'] });
        toast.success(t('sent', { count: result.sent }));
      }
      for (const refused of result.refused) toast.error(refused.message);
    })();
    return () => {
      cancelled = true;
    };
  }, [status, userId, online, t]);

  return (
    <div role="status" className="contents">
      {online ? null : <p className="bg-amber-100 px-4 py-2 text-center text-amber-950 text-sm">{t('banner')}</p>}
    </div>
  );
}
