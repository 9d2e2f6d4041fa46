'use client';

import type { Media } from '@lp/contract/studio-media';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import type { Upload } from 'tus-js-client';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ApiError } from '@/lib/api-error';
import { startVideoUpload, uploadCaptions, useMedia, videoMediaKeys } from '../api/video-media';
import { VideoPreview } from './video-preview';

const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov';
/** Each PATCH carries this much: a dropped connection loses at most one chunk. */
const CHUNK_BYTES = 16 * 1024 * 1024;
/** tus-js-client tries again after these waits when the connection drops, resuming from the server's offset. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];

type Sending = { sent: number; total: number; paused: boolean; retrying: boolean };

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0);

function formatDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return `${m}:${String(s).padStart(2, '0')}`;
}

/**
 * The video of a video item in the studio's item editor (issue 31 point 3): pick a file, watch it
 * upload (resumable: tus, ADR 0035; paused or dropped uploads go on from where they stopped), then
 * the transcode's progress and status, a clear error for a file that cannot be read, a preview
 * player, and captions (WebVTT or SRT).
 */
export function VideoItemPanel({ itemId, mediaId: initialMediaId }: { itemId: number; mediaId: number | null }) {
  const t = useTranslations('studio.video');
  const headingId = useId();
  const queryClient = useQueryClient();
  const [mediaId, setMediaId] = useState<number | null>(initialMediaId);
  const [sending, setSending] = useState<Sending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [captionsNote, setCaptionsNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const uploadRef = useRef<Upload | null>(null);
  const media = useMedia(mediaId);

  useEffect(() => setMediaId(initialMediaId), [initialMediaId]);
  useEffect(() => () => void uploadRef.current?.abort(), []);

  async function send(file: File) {
    setError(null);
    try {
      const { Upload } = await import('tus-js-client');
      const current = media.data;
      // The same file picked again for a media still waiting for it: go on with that upload.
      const probe = new Upload(file, { endpoint: '/api/studio/uploads' });
      const previous =
        current?.status === 'uploading'
          ? (await probe.findPreviousUploads()).find((p) => p.metadata.mediaId === String(current.id))
          : undefined;
      let metadata: Record<string, string>;
      if (previous) {
        metadata = previous.metadata;
      } else {
        const session = await startVideoUpload(itemId, {
          filename: file.name,
          size: file.size,
          ...(file.type ? { type: file.type } : {}),
        });
        metadata = session.upload.metadata;
        setMediaId(session.media.id);
      }
      const id = Number(metadata.mediaId);
      const upload = new Upload(file, {
        endpoint: '/api/studio/uploads',
        metadata,
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS_MS,
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        onProgress: (sent, total) => setSending({ sent, total, paused: false, retrying: false }),
        onShouldRetry: () => {
          setSending((s) => (s ? { ...s, retrying: true } : s));
          return true;
        },
        onError: (failure) => {
          const body = 'originalResponse' in failure ? failure.originalResponse?.getBody() : undefined;
          let message = t('uploadStopped');
          try {
            const parsed = body ? (JSON.parse(body) as { error?: string }) : null;
            if (parsed?.error) message = parsed.error;
          } catch {
            // Not the API's JSON: keep the general message.
          }
          setError(message);
          setSending((s) => (s ? { ...s, paused: true, retrying: false } : s));
        },
        onSuccess: () => {
          setSending(null);
          uploadRef.current = null;
          void queryClient.invalidateQueries({ queryKey: videoMediaKeys.media(id) });
        },
      });
      if (previous) upload.resumeFromPreviousUpload(previous);
      uploadRef.current = upload;
      setSending({ sent: 0, total: file.size, paused: false, retrying: false });
      upload.start();
      void queryClient.invalidateQueries({ queryKey: videoMediaKeys.media(id) });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('uploadNotStarted'));
    }
  }

  function pause() {
    void uploadRef.current?.abort();
    setSending((s) => (s ? { ...s, paused: true } : s));
  }

  function resume() {
    setError(null);
    uploadRef.current?.start();
    setSending((s) => (s ? { ...s, paused: false } : s));
  }

  async function sendCaptions(file: File) {
    setCaptionsNote(null);
    try {
      const updated = await uploadCaptions(itemId, file);
      queryClient.setQueryData(videoMediaKeys.media(updated.id), updated);
      setCaptionsNote({ tone: 'success', text: t('captionsAdded') });
    } catch (failure) {
      setCaptionsNote({
        tone: 'error',
        text: failure instanceof ApiError ? failure.message : t('captionsFailed'),
      });
    }
  }

  const current: Media | undefined = media.data;
  const size = (bytes: number) => t('megabytes', { value: megabytes(bytes) });
  const percentSent = sending ? Math.floor((sending.sent / Math.max(1, sending.total)) * 100) : 0;

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-md border p-4" data-testid="video-item-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-medium">
          {t('heading')}
        </h3>
        {!sending ? (
          <label
            className={buttonVariants({
              size: 'sm',
              className:
                'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            })}
          >
            <input
              type="file"
              accept={VIDEO_ACCEPT}
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void send(file);
              }}
            />
            {current ? t('replace') : t('choose')}
          </label>
        ) : null}
      </div>
      <p className="text-muted-foreground text-sm">{t('formats')}</p>

      {sending ? (
        <div className="grid gap-2" data-testid="video-upload-progress">
          <div className="flex items-center gap-3">
            <ProgressBar label={t('upload')} percent={percentSent} />
            <span className="w-12 text-right text-sm tabular-nums">{percentSent}%</span>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2 text-muted-foreground text-sm">
            <span aria-live="polite">
              {sending.paused
                ? t('pausedAt', { sent: size(sending.sent), total: size(sending.total) })
                : sending.retrying
                  ? t('retrying')
                  : t('uploading', { sent: size(sending.sent), total: size(sending.total) })}
            </span>
            {sending.paused ? (
              <Button size="sm" onClick={resume}>
                {t('resume')}
              </Button>
            ) : (
              <Button size="sm" variant="outline" onClick={pause}>
                {t('pause')}
              </Button>
            )}
          </div>
        </div>
      ) : null}

      {error ? <Alert tone="error">{error}</Alert> : null}

      {current && !sending ? <MediaState media={current} /> : null}
      {!current && !sending && mediaId === null ? <p className="text-sm">{t('none')}</p> : null}

      {current && current.status !== 'failed' ? (
        <div className="grid gap-2 border-t pt-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="text-sm">{current.captionsUrl ? t('captionsOn') : t('captionsNone')}</span>
            <label
              className={buttonVariants({
                variant: 'outline',
                size: 'sm',
                className:
                  'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              })}
            >
              <input
                type="file"
                accept=".vtt,.srt,text/vtt"
                className="sr-only"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void sendCaptions(file);
                }}
              />
              {current.captionsUrl ? t('replaceCaptions') : t('addCaptions')}
            </label>
          </div>
          {captionsNote ? <Alert tone={captionsNote.tone}>{captionsNote.text}</Alert> : null}
        </div>
      ) : null}
    </section>
  );
}

function MediaState({ media }: { media: Media }) {
  const t = useTranslations('studio.video');
  if (media.status === 'uploading') {
    return <p className="text-sm">{t('unfinished', { filename: media.filename })}</p>;
  }
  if (media.status === 'queued') {
    return (
      <div className="grid gap-2" data-testid="video-transcode">
        <p className="text-sm" aria-live="polite">
          {t('queued')}
        </p>
        <ProgressBar label={t('conversion')} percent={0} />
      </div>
    );
  }
  if (media.status === 'processing') {
    return (
      <div className="grid gap-2" data-testid="video-transcode">
        <div className="flex items-center gap-3">
          <ProgressBar label={t('conversion')} percent={media.progress} />
          <span className="w-12 text-right text-sm tabular-nums">{media.progress}%</span>
        </div>
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {t('converting')}
        </p>
      </div>
    );
  }
  if (media.status === 'failed') {
    return (
      <Alert tone="error" data-testid="video-failed">
        {media.error ?? t('failed')}
      </Alert>
    );
  }
  return (
    <div className="grid gap-2" data-testid="video-ready">
      <p className="text-sm">
        {t('ready', {
          duration: media.durationSeconds ? formatDuration(media.durationSeconds) : '',
          renditions: media.renditions.map((r) => r.label).join(', '),
        })}
      </p>
      <VideoPreview media={media} />
    </div>
  );
}
