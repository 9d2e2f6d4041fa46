/** The entry (`npm start`): the embedded database starts booting while the server's modules load (early-database.ts). */
import { earlyConfig } from '@lp/api/early-config';
import { abandonEarlyDatabase, startDatabaseEarly } from './early-database.ts';

startDatabaseEarly();
// Before the server's modules load, so that http and pg are instrumented as they load; without
// OTEL_EXPORTER_OTLP_ENDPOINT, nothing of OpenTelemetry is imported (ADR 0042).
if (earlyConfig().tracingEndpoint) (await import('@lp/api/platform/tracing')).startTracing();
try {
  await import('./server.ts');
} catch (error) {
  await abandonEarlyDatabase();
  throw error;
}
