import type { EventHandler, Events, EventType } from './events.ts';
import type { JobHandler, JobOptions, JobRunner } from './jobs.ts';

/** An event handler a module declares; the composition root subscribes it under its stable `name`. */
export type Reaction = { [T in EventType]: { event: T; name: string; handle: EventHandler<T> } }[EventType];

/** A background job a module declares; `everyMs` also schedules it (once per interval across instances). */
export type JobDefinition = {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: each job's payload type is its own; the runner stores JSON
  handle: JobHandler<any>;
  options?: JobOptions;
  everyMs?: number;
};

/**
 * What a module is (docs/adding-a-module.md, ADR 0031): the routes it serves, the events it
 * reacts to, the jobs it runs and what it offers other modules. A `define<Module>(deps)` returns
 * one; nothing in it is registered until the composition root calls `registerModule`.
 */
export type ModuleDefinition<Router, Offers = Record<string, never>> = {
  router: Router;
  reactions: Reaction[];
  jobs: JobDefinition[];
  offers: Offers;
};

export function reaction<T extends EventType>(event: T, name: string, handle: EventHandler<T>): Reaction {
  return { event, name, handle } as Reaction;
}

export function job<P>(
  name: string,
  handle: JobHandler<P>,
  options: { retry?: JobOptions['retry']; leaseMs?: number; everyMs?: number } = {},
): JobDefinition {
  const { retry, leaseMs } = options;
  return {
    name,
    handle,
    ...(retry || leaseMs ? { options: { ...(retry ? { retry } : {}), ...(leaseMs ? { leaseMs } : {}) } } : {}),
    ...(options.everyMs ? { everyMs: options.everyMs } : {}),
  };
}

/** Defines a module's jobs (and their schedules) and subscribes its reactions: the only registration. */
export function registerModule(
  definition: Pick<ModuleDefinition<unknown, unknown>, 'reactions' | 'jobs'>,
  platform: { events: Events; jobRunner: JobRunner },
): void {
  for (const { name, handle, options, everyMs } of definition.jobs) {
    platform.jobRunner.define(name, handle, options);
    if (everyMs) platform.jobRunner.every(name, everyMs);
  }
  for (const { event, name, handle } of definition.reactions) {
    platform.events.on(event, handle as EventHandler<typeof event>, { name });
  }
}
