'use client';

import { useEffect, useRef, useState } from 'react';
import { saveVideoPosition } from '../api/item-progress';

const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
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
  captions,
  title,
  startAt,
  onEnded,
}: {
  itemId: number;
  src: string;
  captions: string | null;
  title: string;
  startAt: number;
  onEnded?: () => void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(startAt);
  const reported = useRef(0);
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;
  const [speed, setSpeed] = useState<number>(1);

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
      if (startAt > 0 && startAt < video.duration) video.currentTime = startAt;
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
  }, [itemId, startAt]);

  useEffect(() => {
    if (ref.current) ref.current.playbackRate = speed;
  }, [speed]);

  return (
    <div className="grid gap-2">
      <div className="overflow-hidden rounded-xl bg-black">
        {/* biome-ignore lint/a11y/useMediaCaption: the captions track is added below when the lesson has one */}
        <video
          ref={ref}
          key={src}
          controls
          preload="metadata"
          playsInline
          crossOrigin="anonymous"
          className="aspect-video w-full"
          aria-label={title}
          data-testid="lesson-video"
        >
          <source src={src} type="video/webm" />
          {captions ? <track kind="captions" src={captions} srcLang="en" label="English" default /> : null}
        </video>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span>{startAt > 0 ? `Resumed at ${formatClock(startAt)}` : 'Captions are on; turn them off in the player.'}</span>
        <label className="flex items-center gap-2">
          Speed
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
