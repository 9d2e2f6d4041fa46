/**
 * Spans of our own (a job run, a query on the embedded database, which no instrumentation sees)
 * without importing OpenTelemetry: tracing.ts plugs the tracer in when tracing is on
 * (OTEL_EXPORTER_OTLP_ENDPOINT); otherwise `inSpan` just runs the function, and nothing of
 * OpenTelemetry is loaded at all (ADR 0042).
 */
export type SpanAttributes = Record<string, string | number | boolean>;
export type SpanOptions = {
  /** `client` for a call to another system (a query), `internal` otherwise. */
  kind?: 'internal' | 'client';
  /** A trace of its own (a job run), not a child of whatever was active when its timer was set. */
  root?: boolean;
};
export type SpanRunner = <T>(name: string, attributes: SpanAttributes, options: SpanOptions, fn: () => Promise<T>) => Promise<T>;

let runner: SpanRunner | undefined;
let flush: (() => Promise<void>) | undefined;

export function useSpanRunner(next: SpanRunner | undefined, flushing?: () => Promise<void>): void {
  runner = next;
  flush = flushing;
}

/** Whether spans are being made (to skip building their names and attributes when not). */
export function tracingOn(): boolean {
  return runner !== undefined;
}

/** Sends the spans still batched (on shutdown); nothing when tracing is off. */
export async function flushSpans(): Promise<void> {
  await flush?.();
}

/** Runs `fn` inside a span named `name` (a child of the active one, unless `root`) when tracing is on. */
export function inSpan<T>(name: string, attributes: SpanAttributes, options: SpanOptions, fn: () => Promise<T>): Promise<T> {
  return runner ? runner(name, attributes, options, fn) : fn();
}
