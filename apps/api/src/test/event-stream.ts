import { ORIGIN } from './test-app.ts';

export type SseMessage = { event: string; data: unknown; id?: string };

/**
 * Reads the live stream (`GET /api/core/notifications/stream`) of `app` the way EventSource does
 * (comments skipped), with the request's own extra headers (Last-Event-ID, Accept-Language).
 */
export async function openStream(
  app: { request: (url: string, init?: RequestInit) => Response | Promise<Response> },
  cookie: string,
  lastEventId?: string,
  extraHeaders: Record<string, string> = {},
) {
  const headers: Record<string, string> = {
    cookie,
    ...extraHeaders,
    ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
  };
  const res = await app.request(`${ORIGIN}/api/core/notifications/stream`, { headers });
  if (!res.body) throw new Error(`no stream: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  async function next(): Promise<SseMessage> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n').filter((line) => !line.startsWith(':'));
        if (lines.length === 0) continue;
        const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
        const data = lines
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n');
        const id = lines.find((l) => l.startsWith('id: '))?.slice(4);
        return { event, data: data ? JSON.parse(data) : null, ...(id === undefined ? {} : { id }) };
      }
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no server-sent event within 10 s; got so far: ${buffer}`)), 10_000);
      });
      const chunk = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error('the stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  }
  return { res, next, reader, close: () => reader.cancel().catch(() => {}) };
}
