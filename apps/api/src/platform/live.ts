import { localeFromAcceptLanguage } from '@lp/contract/locale';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { signedIn } from './access.ts';
import { type Broadcast, MAX_BROADCAST_BYTES } from './broadcast.ts';
import type { Logger } from './logger.ts';
import { watchLiveStreams } from './metrics.ts';
import type { Notifications } from './notifications.ts';
import { createRouter, defineRoute, errorResponses } from './openapi.ts';

/** Server-sent event names a browser can receive on the live stream. */
export type LiveEvent = 'unread-count' | 'notification';

type Connection = {
  send(event: string, data: unknown): void;
  /** Ends the stream, after `last` when given (sent first, with a moment to reach the client). */
  end(last?: { event: string; data: unknown }): void;
};

/** Sent to a stream just before it is ended for a newer one of the same user. */
export const REPLACED_EVENT = 'replaced';

export type Live = ReturnType<typeof createLive>;

const CHANNEL = 'lp_live';
export const HEARTBEAT_MS = 25_000;
/** A client that stops reading is dropped after this many messages waiting for it. */
const MAX_QUEUED_WRITES = 100;
/**
 * Open streams one user may hold on one instance; the next one ends the oldest (told `replaced`
 * first, so that its tab stops reconnecting). Per process: with N instances a user may hold N times this.
 */
export const LIVE_STREAMS_PER_USER = 10;
/** How long an ended stream's last event may take to be written. */
const LAST_WORD_MS = 1_000;

/**
 * Live delivery to the signed-in user's open tabs. `publish` goes through the broadcast, so a
 * message published on one API instance reaches the streams held by every instance.
 */
export function createLive(options: { broadcast: Broadcast; logger: Logger }) {
  const { broadcast, logger } = options;
  const connections = new Map<number, Set<Connection>>();

  const stopListening = broadcast.subscribe(CHANNEL, (message) => {
    let parsed: { u: number; e: string; d: unknown };
    try {
      parsed = JSON.parse(message);
    } catch {
      return logger.warn({ message: message.slice(0, 200) }, 'unreadable live message');
    }
    for (const connection of connections.get(parsed.u) ?? []) connection.send(parsed.e, parsed.d);
  });
  const unwatch = watchLiveStreams(() => {
    let count = 0;
    for (const set of connections.values()) count += set.size;
    return count;
  });

  return {
    /** Sends `event` with `data` (JSON) to every stream the user has open, on any instance. */
    async publish(userId: number, event: LiveEvent, data: unknown): Promise<void> {
      const message = JSON.stringify({ u: userId, e: event, d: data });
      if (Buffer.byteLength(message) > MAX_BROADCAST_BYTES) throw new Error(`live message too large (${event})`);
      await broadcast.publish(CHANNEL, message);
    },

    /** Registers one open stream of this instance, ending the user's oldest past LIVE_STREAMS_PER_USER; returns its removal. */
    connect(userId: number, connection: Connection): () => void {
      let set = connections.get(userId);
      if (!set) {
        set = new Set();
        connections.set(userId, set);
      }
      // A Set keeps insertion order: the first is the oldest.
      for (const oldest of set) {
        if (set.size < LIVE_STREAMS_PER_USER) break;
        set.delete(oldest);
        oldest.end({ event: REPLACED_EVENT, data: { reason: 'too-many-streams' } });
      }
      set.add(connection);
      return () => {
        set.delete(connection);
        if (set.size === 0 && connections.get(userId) === set) connections.delete(userId);
      };
    },

    /** Open streams on this instance (of one user when `userId` is given). */
    connectionCount(userId?: number): number {
      if (userId !== undefined) return connections.get(userId)?.size ?? 0;
      let count = 0;
      for (const set of connections.values()) count += set.size;
      return count;
    },

    /** Ends every open stream and stops listening (on shutdown). */
    async close(): Promise<void> {
      stopListening();
      unwatch();
      for (const set of connections.values()) for (const connection of set) connection.end();
      connections.clear();
    },
  };
}

const streamRoute = defineRoute({
  method: 'get',
  path: '/core/notifications/stream',
  middleware: [signedIn] as const,
  tags: ['notifications'],
  summary: 'Live notifications (server-sent events)',
  description: [
    'An event stream for the signed-in user. On connect: `unread-count` with `{"count": n}`.',
    'A notification created just before connecting may be both counted and sent: dedupe by id.',
    'Then `notification` with `{id, type, title, body, link, createdAt}` for each new notification,',
    "its title and body in the language of the user's settings (else, for the resumed ones, Accept-Language's),",
    'and a `ping` comment every 25 s. Reconnect with EventSource; the stream ends on sign-out or shutdown.',
    'Each `notification` has its id as the event id: a client reconnecting with `Last-Event-ID` first gets the',
    'notifications created after that id, and those of the last 2 minutes below it (published out of id order: dedupe by id), up to 100, oldest first, on whichever instance it reaches.',
    `A user holds at most ${LIVE_STREAMS_PER_USER} streams on an instance: one more sends \`replaced\` to the oldest and ends it;`,
    'a client that receives `replaced` should not reconnect until it is in use again.',
  ].join(' '),
  responses: {
    200: {
      description: 'The event stream',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    ...errorResponses(401),
  },
});

/** `GET /api/core/notifications/stream` (mounted at /api like every module router). */
export function liveRouter(deps: { live: Live; notifications: Notifications }) {
  return createRouter().openapi(streamRoute, async (c) => {
    const user = c.var.user;
    return streamSSE(c, async (stream) => {
      let finish = () => {};
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      let queued = 0;
      const write = (chunk: Promise<unknown>) => {
        queued += 1;
        if (queued > MAX_QUEUED_WRITES) return finish();
        void chunk.finally(() => {
          queued -= 1;
        });
      };
      // A notification carries its id as the event's id, so that EventSource reconnects with
      // Last-Event-ID and the stream first sends what the client missed (another instance may
      // serve the reconnect: the missed rows are read from the database, not a buffer of ours).
      const lastEventId = Number(c.req.header('last-event-id'));
      const resume = Number.isSafeInteger(lastEventId) && lastEventId >= 0 ? lastEventId : undefined;
      const sent = new Set<number>();
      /** Live notifications that arrive while the missed ones are read, sent after them. */
      let held: unknown[] | undefined = resume === undefined ? undefined : [];
      const sendNotification = (data: unknown) => {
        const id = (data as { id?: unknown }).id;
        if (typeof id !== 'number') return write(stream.writeSSE({ event: 'notification', data: JSON.stringify(data) }));
        if (sent.has(id)) return;
        sent.add(id);
        write(stream.writeSSE({ event: 'notification', data: JSON.stringify(data), id: String(id) }));
      };
      // Listen before counting, so that nothing created in between is missed.
      const disconnect = deps.live.connect(user.id, {
        send: (event, data) => {
          if (event !== 'notification') return write(stream.writeSSE({ event, data: JSON.stringify(data) }));
          if (held) held.push(data);
          else sendNotification(data);
        },
        end: (last) => {
          if (!last) return finish();
          const said = stream.writeSSE({ event: last.event, data: JSON.stringify(last.data) });
          // A client that stopped reading is not waited for.
          void Promise.race([said, new Promise((resolve) => setTimeout(resolve, LAST_WORD_MS))]).finally(finish);
        },
      });
      stream.onAbort(() => finish());
      const heartbeat = setInterval(() => write(stream.write(': ping\n\n')), HEARTBEAT_MS);
      try {
        const count = await deps.notifications.unreadCount(user.id);
        await stream.writeSSE({ event: 'unread-count', data: JSON.stringify({ count }), retry: 3_000 });
        if (resume !== undefined) {
          const fallbackLocale = localeFromAcceptLanguage(c.req.header('accept-language'));
          for (const missed of await deps.notifications.since(user.id, resume, { fallbackLocale })) sendNotification(missed);
          for (const data of held ?? []) sendNotification(data);
          held = undefined;
        }
        await finished;
      } finally {
        clearInterval(heartbeat);
        disconnect();
      }
    }) as never;
  });
}
