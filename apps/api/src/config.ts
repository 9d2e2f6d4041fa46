import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_ENQUIRY_RETENTION_DAYS } from '@lp/contract/enquiries';
import { z } from 'zod';
import { DEFAULT_DATA_DIR, DEFAULT_NODE_ENV } from './early-config.ts';

/**
 * The one place that reads the environment. Every knob has a default so that
 * `npm start` works on a fresh machine; .env.example documents each of them.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default(DEFAULT_NODE_ENV),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // Unset: no metrics listener. Never the public PORT (refused below).
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  // Read again by the OpenTelemetry SDK itself; here so that a malformed one stops the start.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  APP_ROLE: z.enum(['all', 'api', 'web']).default('all'),
  PUBLIC_URL: z.string().url().optional(),
  INTERNAL_API_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(DEFAULT_DATA_DIR),
  DATABASE_URL: z.string().optional(),
  TEST_DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // One or more read replicas, comma-separated.
  DATABASE_READ_URL: z.string().optional(),
  READ_YOUR_WRITES_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
  AUTH_SECRET: z.string().min(32).optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Learnly <no-reply@learnly.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ON_EMPTY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SEED_DEMO_VIDEO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  COMMUNITY_RATE_LIMIT_FACTOR: z.coerce.number().min(1).max(10_000).default(1),
  MODERATION_AUTO_HIDE_REPORTS: z.coerce.number().int().min(1).max(1000).default(3),
  ENQUIRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(DEFAULT_ENQUIRY_RETENTION_DAYS),
  SHUTDOWN_DEADLINE_SECONDS: z.coerce.number().min(1).max(300).default(10),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(512).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SANDBOX_JS_THREADS: z.coerce.number().int().min(1).max(32).default(2),
  SANDBOX_PYTHON_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  SANDBOX_QUEUE_LIMIT: z.coerce.number().int().min(0).max(1000).default(16),
  SANDBOX_PER_USER_LIMIT: z.coerce.number().int().min(1).max(100).default(2),
  PAYMENTS_GATEWAY: z.enum(['test', 'razorpay']).default('test'),
  PAYMENTS_ALLOW_TEST_GATEWAY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // Unset: a demo unless PUBLIC_URL is set (a server with a public address is a real deployment).
  LEARNLY_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_AUTHORIZE_URL: z.string().url().default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: z.string().url().default('https://github.com/login/oauth/access_token'),
  GITHUB_USER_API_URL: z.string().url().default('https://api.github.com/user'),
  CI: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Where uploads go when S3_BUCKET is set (otherwise DATA_DIR/uploads). */
export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

/**
 * The payment gateway (platform/payments.ts): the local test gateway by default, whose secrets
 * are derived from AUTH_SECRET; Razorpay when PAYMENTS_GATEWAY=razorpay with its three keys.
 */
export type PaymentsConfig =
  | {
      gateway: 'test';
      keyId: string;
      keySecret: string;
      webhookSecret: string;
      /** In production outside a demo, allowed by PAYMENTS_ALLOW_TEST_GATEWAY: said loudly at start and on /premium. */
      allowedInProduction?: boolean;
    }
  | { gateway: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string };

/**
 * GitHub connect (linking a GitHub account to a profile, ADR 0018): an OAuth app's client id and
 * secret, and the provider's addresses (github.com unless told otherwise: GitHub Enterprise, or a
 * local OAuth server in tests). Undefined when no client id is set: the feature says it is not set up.
 */
export type GithubConfig = {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userApiUrl: string;
};

export type AppConfig = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /**
   * Where /metrics (Prometheus) is served: a port of its own, never the public one; undefined
   * when METRICS_PORT is unset (no listener). The host defaults to loopback.
   */
  metrics: { port: number; host: string } | undefined;
  /** The OTLP collector traces go to (OTEL_EXPORTER_OTLP_ENDPOINT); undefined: tracing off, its SDK never loaded. */
  tracingEndpoint: string | undefined;
  role: Env['APP_ROLE'];
  publicUrl: string | undefined;
  internalApiUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /**
   * Read replicas of DATABASE_URL (DATABASE_READ_URL, comma-separated): catalogue and search reads
   * go there, except a browser's reads for `readYourWritesSeconds` after its write (ADR 0042).
   */
  databaseReadUrls: string[];
  readYourWritesSeconds: number;
  authSecret: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: Env['LOG_LEVEL'];
  seedOnEmpty: boolean;
  /**
   * Whether the demo seed uploads the draft's video lesson and queues its transcode (a newcomer
   * watches the pipeline convert it). Off for the browser journeys: the conversion would take a core
   * of CI's two while they run, and journeys upload their own video.
   */
  seedDemoVideo: boolean;
  rateLimitAuthPerMinute: number;
  /** Multiplies the community write budgets (COMMUNITY_RATE_LIMITS): raised for load tests and benches. */
  communityRateLimitFactor: number;
  /** Distinct reporters that hide a text at once, pending a moderator's review (issue 30). */
  moderationAutoHideReports: number;
  /** Enquiries older than this lose the learner's contact details (issue 32; a job anonymises them). */
  enquiryRetentionDays: number;
  trustProxy: boolean;
  /** With trustProxy: how many proxies of ours stand in front; the client is that many X-Forwarded-For entries from the right. */
  trustProxyHops: number;
  /** On SIGTERM/SIGINT, in-flight work gets this long; then the process exits whatever is pending. */
  shutdownDeadlineSeconds: number;
  /** Server processes asked for (node:cluster); unset: one per core with DATABASE_URL, else one. */
  webConcurrency: number | undefined;
  /** The S3-compatible bucket for uploads, or undefined for the local disk. */
  s3: S3Config | undefined;
  /**
   * The code sandbox of fix-me submissions: threads per language, runs that may wait (more: 429)
   * and runs one user may have running or waiting (more: 429).
   */
  sandbox: { javascriptThreads: number; pythonThreads: number; queueLimit: number; perOwnerLimit: number };
  payments: PaymentsConfig;
  github: GithubConfig | undefined;
};

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}

/** AUTH_SECRET when given; otherwise one generated into DATA_DIR on first start and reused after. */
function authSecretFor(dataDir: string, given: string | undefined): string {
  if (given) return given;
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function paymentsConfig(env: Env, authSecret: string): PaymentsConfig {
  if (env.PAYMENTS_GATEWAY === 'razorpay') {
    const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = env;
    if (!keyId || !keySecret || !webhookSecret) {
      throw new Error(
        'Invalid configuration:\n  PAYMENTS_GATEWAY=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
      );
    }
    return { gateway: 'razorpay', keyId, keySecret, webhookSecret };
  }
  if (env.NODE_ENV !== 'production' || isDemo(env)) return testGatewayConfig(authSecret);
  // The test gateway's checkout approves with one click: in a real deployment that is premium for free.
  if (!env.PAYMENTS_ALLOW_TEST_GATEWAY) {
    throw new Error(
      'Invalid configuration:\n  PAYMENTS_GATEWAY=test in production would give premium away without payment. ' +
        'Set PAYMENTS_GATEWAY=razorpay with its keys; or PAYMENTS_ALLOW_TEST_GATEWAY=true on a staging server; ' +
        'or LEARNLY_DEMO=true for a demo.',
    );
  }
  return { ...testGatewayConfig(authSecret), allowedInProduction: true };
}

/** A demo install: LEARNLY_DEMO when set, otherwise whether no PUBLIC_URL is set. */
function isDemo(env: Env): boolean {
  return env.LEARNLY_DEMO ?? !env.PUBLIC_URL;
}

/** Loopback hosts: the only ones a provider address may use plain http with (a local OAuth server). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function githubConfig(env: Env): GithubConfig | undefined {
  const { GITHUB_CLIENT_ID: clientId, GITHUB_CLIENT_SECRET: clientSecret } = env;
  if (!clientId && !clientSecret) return undefined;
  const problems: string[] = [];
  if (!clientId || !clientSecret) problems.push('GitHub connect needs both GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET');
  const urls = {
    GITHUB_AUTHORIZE_URL: env.GITHUB_AUTHORIZE_URL,
    GITHUB_TOKEN_URL: env.GITHUB_TOKEN_URL,
    GITHUB_USER_API_URL: env.GITHUB_USER_API_URL,
  };
  for (const [name, value] of Object.entries(urls)) {
    const url = new URL(value);
    const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
    if (!allowed) problems.push(`${name} must be an https address (plain http only on localhost)`);
  }
  if (problems.length > 0 || !clientId || !clientSecret) {
    throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return {
    clientId,
    clientSecret,
    authorizeUrl: urls.GITHUB_AUTHORIZE_URL,
    tokenUrl: urls.GITHUB_TOKEN_URL,
    userApiUrl: urls.GITHUB_USER_API_URL,
  };
}

/** The local test gateway's keys, derived from the auth secret (stable across restarts, never a constant). */
export function testGatewayConfig(authSecret: string): Extract<PaymentsConfig, { gateway: 'test' }> {
  const derive = (label: string) => createHmac('sha256', authSecret).update(label).digest('hex');
  return {
    gateway: 'test',
    keyId: `rzp_test_${derive('test-gateway-key-id').slice(0, 14)}`,
    keySecret: derive('test-gateway-key-secret'),
    webhookSecret: derive('test-gateway-webhook-secret'),
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = readEnv(source);
  const databaseReadUrls = (env.DATABASE_READ_URL ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (databaseReadUrls.length > 0 && !env.DATABASE_URL) {
    throw new Error('Invalid configuration:\n  DATABASE_READ_URL needs DATABASE_URL: replicas are of a PostgreSQL primary');
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    throw new Error('Invalid configuration:\n  METRICS_PORT must differ from PORT: metrics are never served on the public port');
  }
  // Next.js and the libraries read NODE_ENV themselves: make the default visible to them.
  (source as Record<string, string | undefined>).NODE_ENV ??= env.NODE_ENV;
  const dataDir = path.resolve(env.DATA_DIR);
  const authSecret = authSecretFor(dataDir, env.AUTH_SECRET);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    metrics: env.METRICS_PORT === undefined ? undefined : { port: env.METRICS_PORT, host: env.METRICS_HOST },
    tracingEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    role: env.APP_ROLE,
    publicUrl: env.PUBLIC_URL,
    internalApiUrl: env.INTERNAL_API_URL,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databaseReadUrls,
    readYourWritesSeconds: env.READ_YOUR_WRITES_SECONDS,
    authSecret,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    seedOnEmpty: env.SEED_ON_EMPTY,
    seedDemoVideo: env.SEED_DEMO_VIDEO,
    rateLimitAuthPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE,
    communityRateLimitFactor: env.COMMUNITY_RATE_LIMIT_FACTOR,
    moderationAutoHideReports: env.MODERATION_AUTO_HIDE_REPORTS,
    enquiryRetentionDays: env.ENQUIRY_RETENTION_DAYS,
    trustProxy: env.TRUST_PROXY,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    shutdownDeadlineSeconds: env.SHUTDOWN_DEADLINE_SECONDS,
    webConcurrency: env.WEB_CONCURRENCY,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    sandbox: {
      javascriptThreads: env.SANDBOX_JS_THREADS,
      pythonThreads: env.SANDBOX_PYTHON_THREADS,
      queueLimit: env.SANDBOX_QUEUE_LIMIT,
      perOwnerLimit: env.SANDBOX_PER_USER_LIMIT,
    },
    payments: paymentsConfig(env, authSecret),
    github: githubConfig(env),
  };
}

/** Settings for tests: an in-memory database, a throwaway data dir, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    metrics: undefined,
    tracingEndpoint: undefined,
    role: 'api',
    publicUrl: 'http://localhost:3000',
    internalApiUrl: undefined,
    dataDir: path.resolve('data/test'),
    databaseUrl: undefined,
    databasePoolSize: 4,
    databaseReadUrls: [],
    readYourWritesSeconds: 5,
    authSecret: 'test-secret-test-secret-test-secret-1234',
    redisUrl: undefined,
    smtpUrl: undefined,
    mailFrom: 'Learnly <no-reply@learnly.local>',
    logLevel: 'silent',
    seedOnEmpty: false,
    seedDemoVideo: true,
    rateLimitAuthPerMinute: 10,
    // Test files write fast from few users; the budgets themselves are tested with a factor of 1.
    communityRateLimitFactor: 50,
    moderationAutoHideReports: 3,
    enquiryRetentionDays: DEFAULT_ENQUIRY_RETENTION_DAYS,
    trustProxy: true,
    trustProxyHops: 1,
    shutdownDeadlineSeconds: 10,
    webConcurrency: undefined,
    s3: undefined,
    sandbox: { javascriptThreads: 2, pythonThreads: 1, queueLimit: 16, perOwnerLimit: 2 },
    payments: testGatewayConfig('test-secret-test-secret-test-secret-1234'),
    github: undefined,
    ...overrides,
  };
}

/** A Redis server for the shared rate-limit test, when set (CI sets it). */
export function testRedisUrl(source: NodeJS.ProcessEnv = process.env): string | undefined {
  return source.TEST_REDIS_URL || undefined;
}

/** The directories of PATH, where the backup looks for pg_dump and pg_restore. */
export function executableSearchPath(source: NodeJS.ProcessEnv = process.env): string[] {
  return (source.PATH ?? '').split(path.delimiter).filter(Boolean);
}

/** The PostgreSQL server the API suite runs against a second time, when set. */
export function testDatabaseUrl(source: NodeJS.ProcessEnv = process.env): string | undefined {
  return source.TEST_DATABASE_URL || undefined;
}

/**
 * The web tier's server components call the API over loopback; the one-process server tells
 * them where once it knows its port.
 */
export function shareWithWeb(internalApiUrl: string, target: NodeJS.ProcessEnv = process.env): void {
  target.INTERNAL_API_URL ??= internalApiUrl;
}
