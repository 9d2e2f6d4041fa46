import { createRequire, syncBuiltinESMExports } from 'node:module';
import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { useSpanRunner } from './trace-spans.ts';

/**
 * OpenTelemetry traces (ADR 0042), loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set: the
 * server's entry imports this file dynamically before anything else, so that a server without it
 * loads no part of the SDK. Spans go to the endpoint as OTLP over HTTP (JSON); the exporter reads
 * the standard OTEL_* variables itself (headers, timeouts, OTEL_SERVICE_NAME, batch delays).
 *
 * http: a span per request received (and made with node:http); undici: per fetch made; pg: per
 * PostgreSQL query, a child of the request's span. The embedded database and the job runner make
 * their own spans through trace-spans.ts.
 */
export function startTracing(): void {
  const sdk = new NodeSDK({
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({
        // Static assets and Next.js internals would drown the API's spans.
        ignoreIncomingRequestHook: (request) => !(request.url ?? '/').startsWith('/api'),
      }),
      // Only queries inside a request or a job: the runner's idle polls would be a trace every second.
      new PgInstrumentation({ requireParentSpan: true }),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  // The instrumentations patch a module when it is `require`d; the server imports node:http as an
  // ES module, which does not pass through require: load it through require once (the builtin's
  // exports object is shared), then pass the patched functions on to the ES bindings.
  const require = createRequire(import.meta.url);
  require('node:http');
  require('node:https');
  syncBuiltinESMExports();

  const tracer = trace.getTracer('learnly');
  useSpanRunner(
    (name, attributes, options, fn) =>
      tracer.startActiveSpan(
        name,
        { attributes, kind: options.kind === 'client' ? SpanKind.CLIENT : SpanKind.INTERNAL },
        options.root ? ROOT_CONTEXT : context.active(),
        async (span) => {
          try {
            return await fn();
          } catch (error) {
            span.recordException(error as Error);
            span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
            throw error;
          } finally {
            span.end();
          }
        },
      ),
    () => sdk.shutdown(),
  );
}
