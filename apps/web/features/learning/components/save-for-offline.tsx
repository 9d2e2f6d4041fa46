'use client';

import { CheckCircle2, Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { ProgressBar } from '@/components/ui/progress-bar';
import { errorMessage } from '@/lib/api-error';
import { formatBytes } from '@/lib/data-saver';
// Imported, not loaded on demand: the learn page opens offline, where a chunk it never fetched online
// is not there (ADR 0045).
import { downloads, type SaveProgress, saveCourse, storageUsed } from '@/lib/offline-data';

type State =
  | { kind: 'unknown' }
  | { kind: 'idle' }
  | { kind: 'saving'; progress: SaveProgress }
  | { kind: 'saved'; bytes: number; usage: number | null }
  | { kind: 'error'; message: string };

/**
 * "Save for offline" on an enrolled course's learn page (ADR 0045): stores its lessons, slides and
 * videos (smallest rendition) with a progress bar, then says what it took and what the site now
 * uses on the device. Hidden where the browser has no service worker or Cache API.
 */
export function SaveForOffline({ slug }: { slug: string }) {
  const t = useTranslations('offline.save');
  const [state, setState] = useState<State>({ kind: 'unknown' });

  useEffect(() => {
    if (!('caches' in window) || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    void (async () => {
      const saved = (await downloads()).find((d) => d.slug === slug);
      if (cancelled) return;
      setState(saved ? { kind: 'saved', bytes: saved.bytes, usage: (await storageUsed())?.usage ?? null } : { kind: 'idle' });
    })();
    return () => {
      cancelled = true;
    };
  }, [slug]);

  const save = async () => {
    setState({ kind: 'saving', progress: { done: 0, total: 1, bytes: 0 } });
    try {
      const saved = await saveCourse(slug, (progress) => setState({ kind: 'saving', progress }));
      setState({ kind: 'saved', bytes: saved.bytes, usage: (await storageUsed())?.usage ?? null });
    } catch (failure) {
      setState({ kind: 'error', message: errorMessage(failure) });
    }
  };

  if (state.kind === 'unknown') return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" aria-live="polite">
      {state.kind === 'saved' ? (
        <>
          <span className="inline-flex items-center gap-1.5 font-medium text-success">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {t('saved', { size: formatBytes(state.bytes) })}
          </span>
          {state.usage !== null ? (
            <span className="text-muted-foreground">{t('usage', { size: formatBytes(state.usage) })}</span>
          ) : null}
          <Link href="/account/downloads" className="font-medium text-primary hover:underline">
            {t('downloads')}
          </Link>
        </>
      ) : state.kind === 'saving' ? (
        <>
          <span className="text-muted-foreground">{t('saving', { size: formatBytes(state.progress.bytes) })}</span>
          <ProgressBar
            label={t('savingLabel')}
            percent={Math.min(100, Math.round((state.progress.done / Math.max(1, state.progress.total)) * 100))}
            className="max-w-48"
          />
        </>
      ) : (
        <>
          <Button variant="outline" size="sm" onClick={() => void save()}>
            <Download aria-hidden="true" />
            {state.kind === 'error' ? t('tryAgain') : t('save')}
          </Button>
          {state.kind === 'error' ? (
            <span role="alert" className="text-destructive">
              {state.message}
            </span>
          ) : null}
        </>
      )}
    </div>
  );
}
