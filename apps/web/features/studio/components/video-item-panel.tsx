'use client';

/**
 * The video of a video item in the item editor (issue 31 part 3). The media pipeline (studio-media)
 * replaces this body with the upload, its progress and the captions; the editor only places it.
 */
export function VideoItemPanel({ itemId, mediaId }: { itemId: number; mediaId: number | null }) {
  return (
    <section aria-labelledby={`video-${itemId}`} className="rounded-md border p-4">
      <h3 id={`video-${itemId}`} className="font-medium">
        Video
      </h3>
      <p className="text-muted-foreground text-sm">
        {mediaId === null ? 'No video uploaded yet.' : `Video file #${mediaId} is attached.`}
      </p>
    </section>
  );
}
