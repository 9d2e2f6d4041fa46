import type { MediaStatus, VideoUploadRequest } from '@lp/contract/studio-media';
import { useQuery } from '@tanstack/react-query';
import { client, unwrap } from '@/lib/api-client';

/** How often the studio asks for a video's state while it uploads or transcodes. */
const POLL_MS = 2_000;
const WORKING: MediaStatus[] = ['uploading', 'queued', 'processing'];

export const videoMediaKeys = {
  media: (id: number) => ['studio', 'media', id] as const,
};

/** Starts a video item's upload: its media row and the tus endpoint to send the file to. */
export function startVideoUpload(itemId: number, body: VideoUploadRequest) {
  return unwrap(client.api.studio.items[':id'].video.$post({ param: { id: String(itemId) }, json: body }));
}

export function getMedia(id: number, signal?: AbortSignal) {
  return unwrap(client.api.studio.media[':id'].$get({ param: { id: String(id) } }, { init: { signal } }));
}

/** A video's state, asked again every POLL_MS while it is still on its way (transcode progress). */
export function useMedia(id: number | null) {
  return useQuery({
    queryKey: videoMediaKeys.media(id ?? 0),
    queryFn: ({ signal }) => getMedia(id as number, signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && WORKING.includes(query.state.data.status) ? POLL_MS : false),
  });
}

/** WebVTT or SRT captions for the item's video (multipart). */
export function uploadCaptions(itemId: number, file: File) {
  const form = new FormData();
  form.set('file', file);
  return unwrap(client.api.studio.items[':id'].captions.$post({ param: { id: String(itemId) } }, { init: { body: form } }));
}
