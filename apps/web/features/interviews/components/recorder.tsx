'use client';

import { RECORDER_BITRATES } from '@lp/contract/interview-labels';
import { clsx } from 'clsx';
import { Circle, Mic, RotateCcw, Square, Video } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button-styles';

type Mode = 'video' | 'audio';
type Phase = 'idle' | 'asking' | 'recording' | 'recorded';

/** What the browser can record, best first (Chrome and Firefox: WebM; Safari: MP4). */
const TYPES: Record<Mode, string[]> = {
  video: ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'],
  audio: ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'],
};

function supportedType(mode: Mode): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return TYPES[mode].find((type) => MediaRecorder.isTypeSupported(type));
}

/** What went wrong with the camera or microphone, in words a learner can act on. */
export function permissionMessage(error: unknown, mode: Mode, t: (key: string, values: { mode: Mode }) => string): string {
  const name = error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return t('blocked', { mode });
    case 'NotFoundError':
    case 'OverconstrainedError':
      return t('notFound', { mode });
    case 'NotReadableError':
      return t('inUse', { mode });
    case 'SecurityError':
      return t('insecure', { mode });
    default:
      return t('notStarted', { mode });
  }
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Records an answer with MediaRecorder: camera or microphone, a visible timer that stops at the
 * question's limit, a preview to play back, and re-record before sending. `onRecorded` gets the
 * recording (or null after "Re-record").
 */
export function Recorder({ limitSeconds, onRecorded }: { limitSeconds: number; onRecorded: (blob: Blob | null) => void }) {
  const t = useTranslations('interviews.recorder');
  const [mode, setMode] = useState<Mode>('video');
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [preview, setPreview] = useState<string | null>(null);
  const live = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stopTracks = () => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
  };

  // Leaving the question stops the camera and the timer.
  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
      for (const track of stream.current?.getTracks() ?? []) track.stop();
    },
    [],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  const start = async () => {
    setError(null);
    const type = supportedType(mode);
    if (!navigator.mediaDevices?.getUserMedia || type === undefined) {
      setError(t('unsupported'));
      return;
    }
    setPhase('asking');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({
        audio: true,
        video: mode === 'video' ? { width: { ideal: 640 }, height: { ideal: 360 } } : false,
      });
    } catch (caught) {
      setPhase('idle');
      setError(permissionMessage(caught, mode, (key, values) => t(`device.${key}`, values)));
      return;
    }
    if (live.current && mode === 'video') {
      live.current.srcObject = stream.current;
      void live.current.play().catch(() => undefined);
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream.current, {
      mimeType: type,
      videoBitsPerSecond: RECORDER_BITRATES.video,
      audioBitsPerSecond: RECORDER_BITRATES.audio,
    });
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      const blob = new Blob(chunks, { type: media.mimeType || type });
      stopTracks();
      setPreview(URL.createObjectURL(blob));
      setPhase('recorded');
      onRecorded(blob);
    };
    recorder.current = media;
    media.start(1000);
    setElapsed(0);
    setPhase('recording');
    const startedAt = Date.now();
    timer.current = setInterval(() => {
      const seconds = Math.floor((Date.now() - startedAt) / 1000);
      setElapsed(seconds);
      if (seconds >= limitSeconds) stop();
    }, 250);
  };

  const reRecord = () => {
    setPreview(null);
    setElapsed(0);
    setPhase('idle');
    onRecorded(null);
  };

  return (
    <div className="grid gap-3 rounded-xl border border-border bg-card p-4">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t('recordWith')}</legend>
        {(['video', 'audio'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={mode === option}
            disabled={phase === 'recording' || phase === 'asking'}
            onClick={() => setMode(option)}
            className={clsx(
              'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm',
              mode === option ? 'border-primary bg-primary-soft text-primary' : 'border-border hover:bg-muted',
            )}
          >
            {option === 'video' ? <Video aria-hidden="true" className="size-4" /> : <Mic aria-hidden="true" className="size-4" />}
            {option === 'video' ? t('camera') : t('microphoneOnly')}
          </button>
        ))}
        <span
          className={clsx(
            'ml-auto font-mono text-sm tabular-nums',
            phase === 'recording' ? 'text-rose-700' : 'text-muted-foreground',
          )}
          role="timer"
          aria-label={t('time')}
          data-testid="record-timer"
        >
          {clock(elapsed)} / {clock(limitSeconds)}
        </span>
      </fieldset>

      {mode === 'video' && phase !== 'recorded' && (
        <video
          ref={live}
          muted
          playsInline
          aria-label={t('preview')}
          className={clsx('aspect-video w-full rounded-lg bg-slate-900 object-cover', phase === 'idle' && 'hidden')}
        />
      )}
      {phase === 'recorded' && preview && (
        // biome-ignore lint/a11y/useMediaCaption: the learner's own recording has no captions to offer
        <video
          src={preview}
          controls
          playsInline
          data-testid="recording-preview"
          className={clsx('w-full rounded-lg bg-slate-900', mode === 'video' ? 'aspect-video' : 'h-14')}
        />
      )}

      {error && <Alert tone="error">{error}</Alert>}

      <div className="flex flex-wrap gap-2">
        {(phase === 'idle' || phase === 'asking') && (
          <button type="button" className={buttonClassName()} onClick={start} disabled={phase === 'asking'}>
            <Circle aria-hidden="true" className="fill-current text-rose-500" />
            {phase === 'asking' ? t('waiting') : t('record')}
          </button>
        )}
        {phase === 'recording' && (
          <button type="button" className={buttonClassName({ variant: 'destructive' })} onClick={stop}>
            <Square aria-hidden="true" /> {t('stop')}
          </button>
        )}
        {phase === 'recorded' && (
          <button type="button" className={buttonClassName({ variant: 'outline' })} onClick={reRecord}>
            <RotateCcw aria-hidden="true" /> {t('reRecord')}
          </button>
        )}
      </div>
    </div>
  );
}
