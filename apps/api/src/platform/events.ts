import { asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { outboxEvents } from '../db/schema/platform.ts';
import type { JobRunner } from './jobs.ts';

/**
 * Every domain event and its payload. A module that emits a new event adds it here (one place,
 * so that emitters and subscribers agree on the shape). Ids are the database ids.
 */
export type DomainEvents = {
  'item.completed': { userId: number; courseId: number; itemId: number };
  'slide-deck.completed': { userId: number; deckId: number };
  'slide-collection.passed': { userId: number; collectionId: number; score: number };
  'quiz.passed': { userId: number; quizId: number; score: number };
  'interview.completed': { userId: number; interviewId: number; attemptId: number };
  'fixme.solved': { userId: number; problemId: number };
  // The author of a question, answer or post is null once their account is deleted (ADR 0012).
  'answer.accepted': { questionId: number; answerId: number; answerAuthorId: number | null; acceptedBy: number };
  'answer.posted': { questionId: number; answerId: number; askerId: number | null; answerAuthorId: number };
  'question.voted': { questionId: number; authorId: number | null; votedBy: number };
  'answer.voted': { questionId: number; answerId: number; authorId: number | null; votedBy: number };
  'post.liked': { postId: number; postAuthorId: number | null; likedBy: number };
  'post.commented': { postId: number; postAuthorId: number | null; commentId: number; commentedBy: number };
  /** The account and its rows are gone (its id no longer exists); modules with data elsewhere clean up. */
  'account.deleted': { userId: number };
};

export type EventType = keyof DomainEvents;

export type DomainEvent<T extends EventType = EventType> = {
  id: number;
  type: T;
  payload: DomainEvents[T];
  userId: number | null;
  createdAt: Date;
};

/**
 * Runs after the emitting transaction committed, outside any transaction, AT LEAST once: a
 * handler that fails is retried with back-off, and one that succeeded may still run again (a
 * crash before its delivery was recorded). So a handler must be idempotent: award through the
 * points ledger's unique key, notify with a `key`, write with `ON CONFLICT`.
 */
export type EventHandler<T extends EventType> = (event: DomainEvent<T>) => Promise<void>;

export type Events = ReturnType<typeof createEvents>;

const DELIVER_JOB = 'events.deliver';
const RELAY_BATCH = 100;

/**
 * The outbox (ADR 0008): `emit` inserts the event in the caller's transaction; the relay (a
 * step of the job runner) turns each new event into one delivery job per subscriber, so every
 * subscriber is retried on its own and runs once per event across instances.
 */
export function createEvents(options: { db: Database; jobs: JobRunner }) {
  const { db, jobs } = options;
  const handlers = new Map<string, Map<string, EventHandler<never>>>();

  jobs.define<{ eventId: number; handler: string }>(
    DELIVER_JOB,
    async ({ eventId, handler: name }) => {
      const [row] = await db
        .select()
        .from(outboxEvents)
        .where(inArray(outboxEvents.id, [eventId]));
      // Cleaned up already (older than the retention): nothing left to deliver.
      if (!row) return;
      const handler = handlers.get(row.type)?.get(name);
      if (!handler) throw new Error(`no handler ${name} for ${row.type} in this instance`);
      await (handler as EventHandler<EventType>)({
        id: row.id,
        type: row.type as EventType,
        payload: row.payload as DomainEvents[EventType],
        userId: row.userId,
        createdAt: row.createdAt,
      });
    },
    { retry: { maxAttempts: 10, backoffMs: 2_000 } },
  );

  async function relay(): Promise<number> {
    return db.transaction(async (tx) => {
      const pending = await tx
        .select({ id: outboxEvents.id, type: outboxEvents.type })
        .from(outboxEvents)
        .where(isNull(outboxEvents.dispatchedAt))
        .orderBy(asc(outboxEvents.id))
        .limit(RELAY_BATCH)
        .for('update', { skipLocked: true });
      if (pending.length === 0) return 0;
      for (const event of pending) {
        for (const name of handlers.get(event.type)?.keys() ?? []) {
          await jobs.enqueue(DELIVER_JOB, { eventId: event.id, handler: name }, { tx, key: `event:${event.id}:${name}` });
        }
      }
      await tx
        .update(outboxEvents)
        .set({ dispatchedAt: sql`now()` })
        .where(
          inArray(
            outboxEvents.id,
            pending.map((e) => e.id),
          ),
        );
      return pending.length;
    });
  }
  jobs.addStep(relay);

  /** Events waiting for the relay, and the oldest one's age in seconds (the outbox gauges, platform/metrics.ts). */
  async function lag(): Promise<{ undispatched: number; oldestAgeSeconds: number }> {
    const [row] = await db
      .select({
        undispatched: sql<number>`count(*)::int`,
        oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outboxEvents.createdAt})), 0)::float8`,
      })
      .from(outboxEvents)
      .where(isNull(outboxEvents.dispatchedAt));
    return { undispatched: Number(row?.undispatched ?? 0), oldestAgeSeconds: Number(row?.oldestAgeSeconds ?? 0) };
  }

  return {
    /**
     * Subscribes `handler` to `type`. `name` identifies the subscription in stored deliveries
     * (keep it stable across releases); by default it is the type and the registration order.
     */
    on<T extends EventType>(type: T, handler: EventHandler<T>, handlerOptions: { name?: string } = {}): void {
      let byName = handlers.get(type);
      if (!byName) {
        byName = new Map();
        handlers.set(type, byName);
      }
      const name = handlerOptions.name ?? `${type}#${byName.size + 1}`;
      if (byName.has(name)) throw new Error(`a handler named ${name} is already subscribed to ${type}`);
      byName.set(name, handler as EventHandler<never>);
    },

    /** Records the event in the caller's transaction; subscribers see it only once that commits. */
    async emit<T extends EventType>(tx: Executor, event: { type: T; payload: DomainEvents[T]; userId?: number }): Promise<void> {
      await tx.insert(outboxEvents).values({ type: event.type, payload: event.payload, userId: event.userId ?? null });
      await jobs.wake(tx);
    },

    /** Hands new events to their subscribers' delivery jobs now (the runner does this on every pass). */
    relay,
    lag,
  };
}
