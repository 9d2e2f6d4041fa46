'use client';

import type { Media } from '@lp/contract/studio-media';
import { useTranslations } from 'next-intl';

/**
 * The instructor's preview of a ready video: the smallest rendition (quick to start), its poster
 * and, when uploaded, the captions, as learners will get them.
 */
export function VideoPreview({ media }: { media: Media }) {
  const t = useTranslations('studio.video');
  const rendition = media.renditions[0];
  if (!rendition) return null;
  return (
    <div className="overflow-hidden rounded-lg bg-black">
      {/* biome-ignore lint/a11y/useMediaCaption: the captions track is added below when the video has one */}
      <video
        key={`${rendition.url}${media.captionsUrl ?? ''}`}
        controls
        preload="metadata"
        playsInline
        poster={media.posterUrl ?? undefined}
        className="aspect-video w-full"
        aria-label={t('previewOf', { filename: media.filename })}
        data-testid="video-preview"
      >
        <source src={rendition.url} type="video/mp4" />
        {media.captionsUrl ? (
          <track kind="captions" src={media.captionsUrl} srcLang="en" label={t('captionsLanguage')} default />
        ) : null}
      </video>
    </div>
  );
}
