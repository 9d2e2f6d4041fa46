'use client';

import type { Rendition } from '@lp/contract/studio-media';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { formatBytes } from '@/lib/data-saver';
import { useDataSaver } from '@/lib/data-saver-context';
import { saveVideoPosition } from '../api/item-progress';

const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
const AUTO = 'auto';

/**
 * The rendition for a player this many CSS pixels wide: the smallest at least as wide as its
 * device pixels, else the largest; with data saver, the smallest whatever the screen.
 */
export function renditionForWidth(
  renditions: Rendition[],
  cssWidth: number,
  pixelRatio: number,
  dataSaver = false,
): Rendition | undefined {
  const sorted = [...renditions].sort((a, b) => a.width - b.width);
  if (dataSaver) return sorted[0];
  return sorted.find((r) => r.width >= cssWidth * pixelRatio) ?? sorted.at(-1);
}
const SAVE_EVERY_SECONDS = 5;

/** Seconds of the video this page has played (its `played` ranges, each second once). */
function playedSeconds(video: HTMLVideoElement): number {
  let total = 0;
  for (let i = 0; i < video.played.length; i++) total += video.played.end(i) - video.played.start(i);
  return total;
}

/**
 * An HTML5 video with WebVTT captions, a playback-speed choice and the position remembered on
 * the server (every few seconds while playing, on pause and when the page is left). Each save
 * also reports the seconds played since the last one: the server completes a video lesson only
 * once most of it was watched, and `onEnded` (the lesson's completion) runs after the last report.
 */
export function VideoLesson({
  itemId,
  src,
  renditions = [],
  poster = null,
  captions,
  title,
  startAt,
  onEnded,
  smallest = false,
}: {
  itemId: number;
  src: string;
  /** A studio video's MP4 renditions: the player picks one by its width, or the learner's choice. */
  renditions?: Rendition[];
  poster?: string | null;
  captions: string | null;
  title: string;
  startAt: number;
  onEnded?: () => void;
  /** Offline: the smallest rendition, the one "Save for offline" stored. */
  smallest?: boolean;
}) {
  const t = useTranslations('learn.video');
  const ref = useRef<HTMLVideoElement>(null);
  const dataSaver = useDataSaver().on || smallest;
  const lastSaved = useRef(startAt);
  const reported = useRef(0);
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;
  const [speed, setSpeed] = useState<number>(1);
  const [quality, setQuality] = useState<string>(AUTO);
  const [autoLabel, setAutoLabel] = useState<string | undefined>(undefined);
  /** Where to go on after a quality change swaps the source. */
  const resumeAt = useRef<{ at: number; play: boolean } | null>(null);

  useEffect(() => {
    if (renditions.length === 0) return;
    const pick = () => {
      const width = ref.current?.clientWidth || window.innerWidth;
      setAutoLabel(renditionForWidth(renditions, width, window.devicePixelRatio || 1, dataSaver)?.label);
    };
    pick();
    window.addEventListener('resize', pick);
    return () => window.removeEventListener('resize', pick);
  }, [renditions, dataSaver]);

  const chosen =
    renditions.length > 0
      ? (renditions.find((r) => r.label === (quality === AUTO ? autoLabel : quality)) ?? renditions[0])
      : undefined;
  const source = chosen
    ? { src: chosen.url, type: 'video/mp4' }
    : { src, type: src.endsWith('.mp4') ? 'video/mp4' : 'video/webm' };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a quality change swaps the <video> (its key): listen on the new one
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    reported.current = 0;
    // Reports go one after another, so the completion on `ended` reaches the server after them.
    let queue: Promise<unknown> = Promise.resolve();
    const report = (force = false): Promise<unknown> => {
      const at = Math.floor(video.currentTime);
      const played = playedSeconds(video);
      const watched = played - reported.current;
      if (force || at !== lastSaved.current || watched >= 1) {
        lastSaved.current = at;
        reported.current = played;
        queue = queue.then(() => saveVideoPosition(itemId, at, watched).catch(() => {}));
      }
      return queue;
    };
    const save = () => void report();
    const onTime = () => {
      if (Math.abs(video.currentTime - lastSaved.current) >= SAVE_EVERY_SECONDS) save();
    };
    const onEnd = () => {
      void report(true).then(() => onEndedRef.current?.());
    };
    const onLoaded = () => {
      const resume = resumeAt.current;
      resumeAt.current = null;
      const at = resume?.at ?? startAt;
      if (at > 0 && at < video.duration) video.currentTime = at;
      if (resume?.play) void video.play().catch(() => {});
    };
    if (video.readyState >= 1) onLoaded();
    video.addEventListener('loadedmetadata', onLoaded);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('pause', save);
    video.addEventListener('seeked', save);
    video.addEventListener('ended', onEnd);
    window.addEventListener('pagehide', save);
    return () => {
      save();
      video.removeEventListener('loadedmetadata', onLoaded);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('pause', save);
      video.removeEventListener('seeked', save);
      video.removeEventListener('ended', onEnd);
      window.removeEventListener('pagehide', save);
    };
  }, [itemId, startAt, source.src]);

  useEffect(() => {
    if (ref.current) ref.current.playbackRate = speed;
  }, [speed]);

  return (
    <div className="grid gap-2">
      <div className="overflow-hidden rounded-xl bg-black">
        {/* biome-ignore lint/a11y/useMediaCaption: the captions track is added below when the lesson has one */}
        <video
          ref={ref}
          key={source.src}
          controls
          // With data saver nothing of the video loads before the learner presses play.
          preload={dataSaver ? 'none' : 'metadata'}
          playsInline
          poster={poster ?? undefined}
          crossOrigin="anonymous"
          className="aspect-video w-full"
          aria-label={title}
          data-testid="lesson-video"
        >
          <source src={source.src} type={source.type} />
          {captions ? <track kind="captions" src={captions} srcLang="en" label={t('captionsLanguage')} default /> : null}
        </video>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>
          {startAt > 0 ? t('resumedAt', { time: formatClock(startAt) }) : t('captionsOn')}
          {chosen ? (
            <span className="block" data-testid="video-download-size">
              {dataSaver
                ? t('downloadsDataSaver', { label: chosen.label, size: formatBytes(chosen.bytes) })
                : t('downloads', { label: chosen.label, size: formatBytes(chosen.bytes) })}
            </span>
          ) : null}
        </span>
        {renditions.length > 1 ? (
          <label className="flex items-center gap-2">
            {t('quality')}
            <select
              value={quality}
              onChange={(event) => {
                const video = ref.current;
                // Go on from the same moment in the other rendition (playing if it was).
                resumeAt.current = video ? { at: video.currentTime, play: !video.paused } : null;
                setQuality(event.target.value);
              }}
              className="h-8 rounded-md border border-input bg-background px-2 text-foreground"
              data-testid="video-quality"
            >
              <option value={AUTO}>
                {autoLabel
                  ? dataSaver
                    ? t('autoDataSaver', { label: autoLabel })
                    : t('autoLabel', { label: autoLabel })
                  : t('auto')}
              </option>
              {renditions.map((r) => (
                <option key={r.label} value={r.label}>
                  {r.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="flex items-center gap-2">
          {t('speed')}
          <select
            value={speed}
            onChange={(event) => setSpeed(Number(event.target.value))}
            className="h-8 rounded-md border border-input bg-background px-2 text-foreground"
          >
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}

export function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.floor(seconds % 60);
  return `${m}:${String(s).padStart(2, '0')}`;
}
