'use client';

import { Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/components/ui/link';
import { formatDownloadSize } from '@/lib/data-saver';
// Imported, not loaded on demand: the offline page's files are what the worker keeps for it, and a
// chunk loaded on demand is not among them.
import { type Download, removeDownload, downloads as savedDownloads, storageUsed } from '@/lib/offline-data';

type Listed = { downloads: Download[]; usage: number | null; quota: number | null };

/**
 * The courses saved for offline on this device (ADR 0045), with what they take and remove; on the
 * Downloads page and on the offline page. Read from this browser's storage, not the server.
 */
export function DownloadsList({ removable = true }: { removable?: boolean }) {
  const [listed, setListed] = useState<Listed | null>(null);
  const t = useTranslations('settings.downloads');
  const locale = useLocale() === 'hi' ? 'hi' : 'en';

  const refresh = useCallback(async () => {
    if (!('caches' in window)) {
      setListed({ downloads: [], usage: null, quota: null });
      return;
    }
    const [downloads, storage] = await Promise.all([savedDownloads(), storageUsed()]);
    setListed({ downloads, usage: storage?.usage ?? null, quota: storage?.quota ?? null });
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  if (!listed) return <p className="text-muted-foreground">{t('looking')}</p>;
  return (
    <div className="grid gap-4">
      {listed.downloads.length === 0 ? (
        <p className="text-muted-foreground">{t('nothing')}</p>
      ) : (
        <ul aria-label={t('savedCourses')} className="grid gap-3">
          {listed.downloads.map((download) => (
            <li
              key={download.slug}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-card p-4"
            >
              <div className="min-w-0">
                <Link href={`/courses/${download.slug}/learn`} className="font-semibold hover:text-primary">
                  {download.title}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {t('contents', {
                    lessons: download.lessons,
                    videos: download.videos,
                    size: formatDownloadSize(download.bytes, locale),
                  })}
                </p>
              </div>
              {removable ? (
                <button
                  type="button"
                  className={buttonClassName({ variant: 'outline', size: 'sm' })}
                  onClick={async () => {
                    await removeDownload(download.slug);
                    await refresh();
                  }}
                >
                  <Trash2 aria-hidden="true" />
                  {t.rich('remove', {
                    title: download.title,
                    hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                  })}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {listed.usage !== null ? (
        <p className="text-sm text-muted-foreground">
          {listed.quota
            ? t('usageWithQuota', {
                size: formatDownloadSize(listed.usage, locale),
                quota: formatDownloadSize(listed.quota, locale),
              })
            : t('usage', { size: formatDownloadSize(listed.usage, locale) })}
        </p>
      ) : null}
    </div>
  );
}
