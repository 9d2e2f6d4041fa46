import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The one place that reads the environment. Every knob has a default so that
 * `npm start` works on a fresh machine; .env.example documents each of them.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_ROLE: z.enum(['all', 'api', 'web']).default('all'),
  PUBLIC_URL: z.string().url().optional(),
  INTERNAL_API_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  TEST_DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  AUTH_SECRET: z.string().min(32).optional(),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Learnly <no-reply@learnly.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ON_EMPTY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  CI: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export type AppConfig = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  role: Env['APP_ROLE'];
  publicUrl: string | undefined;
  internalApiUrl: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  authSecret: string;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: Env['LOG_LEVEL'];
  seedOnEmpty: boolean;
  rateLimitAuthPerMinute: number;
  trustProxy: boolean;
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

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = readEnv(source);
  // Next.js and the libraries read NODE_ENV themselves: make the default visible to them.
  (source as Record<string, string | undefined>).NODE_ENV ??= env.NODE_ENV;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    role: env.APP_ROLE,
    publicUrl: env.PUBLIC_URL,
    internalApiUrl: env.INTERNAL_API_URL,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    authSecret: authSecretFor(dataDir, env.AUTH_SECRET),
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    logLevel: env.LOG_LEVEL,
    seedOnEmpty: env.SEED_ON_EMPTY,
    rateLimitAuthPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
  };
}

/** Settings for tests: an in-memory database, a throwaway data dir, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    role: 'api',
    publicUrl: 'http://localhost:3000',
    internalApiUrl: undefined,
    dataDir: path.resolve('data/test'),
    databaseUrl: undefined,
    databasePoolSize: 4,
    authSecret: 'test-secret-test-secret-test-secret-1234',
    redisUrl: undefined,
    smtpUrl: undefined,
    mailFrom: 'Learnly <no-reply@learnly.local>',
    logLevel: 'silent',
    seedOnEmpty: false,
    rateLimitAuthPerMinute: 10,
    trustProxy: true,
    ...overrides,
  };
}

/** A Redis server for the shared rate-limit test, when set (CI sets it). */
export function testRedisUrl(source: NodeJS.ProcessEnv = process.env): string | undefined {
  return source.TEST_REDIS_URL || undefined;
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
