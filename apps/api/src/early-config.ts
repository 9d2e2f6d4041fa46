import path from 'node:path';

export const DEFAULT_DATA_DIR = './data';
export const DEFAULT_NODE_ENV = 'production';

/**
 * The little the server's entry needs before anything else loads (apps/server early-database.ts):
 * whether this process opens the embedded database, and where. Read from the environment exactly
 * as loadConfig (config.ts) reads it, but without zod, so that the database's boot starts before
 * the validation library has loaded; loadConfig validates the same variables right after and
 * stops the process if they are invalid. Like loadConfig, it makes NODE_ENV's default visible to
 * the libraries that read it themselves, before they load.
 */
export function earlyConfig(source: NodeJS.ProcessEnv = process.env): {
  embeddedDataDir: string | undefined;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: tracing must start before http and pg are loaded (platform/tracing.ts). */
  tracingEndpoint: string | undefined;
} {
  (source as Record<string, string | undefined>).NODE_ENV ??= DEFAULT_NODE_ENV;
  const tracingEndpoint = source.OTEL_EXPORTER_OTLP_ENDPOINT || undefined;
  const role = source.APP_ROLE ?? 'all';
  if ((role !== 'all' && role !== 'api') || source.DATABASE_URL) return { embeddedDataDir: undefined, tracingEndpoint };
  return { embeddedDataDir: path.resolve(source.DATA_DIR ?? DEFAULT_DATA_DIR), tracingEndpoint };
}
