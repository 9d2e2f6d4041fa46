import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { earlyConfig } from './early-config.ts';

/** A secret given, so that loadConfig writes nothing into the data directory. */
const AUTH_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

describe('earlyConfig', () => {
  it('reads the embedded database as loadConfig does, without zod', () => {
    const cases: NodeJS.ProcessEnv[] = [
      {},
      { DATA_DIR: '/tmp/lp-early' },
      { DATA_DIR: 'relative/data' },
      { APP_ROLE: 'api', DATA_DIR: '/tmp/lp-early' },
      { APP_ROLE: 'all' },
      { APP_ROLE: 'web' },
      { DATABASE_URL: 'postgres://localhost/x' },
      { DATABASE_URL: '' },
    ];
    for (const env of cases) {
      const config = loadConfig({ ...env, AUTH_SECRET });
      const expected = config.role === 'web' || config.databaseUrl ? undefined : config.dataDir;
      expect(earlyConfig({ ...env }).embeddedDataDir, JSON.stringify(env)).toBe(expected);
    }
    expect(earlyConfig({}).embeddedDataDir).toBe(path.resolve('data'));
  });

  it('makes the NODE_ENV default visible before the libraries load, as loadConfig does', () => {
    const source: NodeJS.ProcessEnv = {};
    earlyConfig(source);
    const loaded: NodeJS.ProcessEnv = { AUTH_SECRET };
    loadConfig(loaded);
    expect(source.NODE_ENV).toBe(loaded.NODE_ENV);
    expect(earlyConfig({ NODE_ENV: 'development' }).embeddedDataDir).toBeDefined();
  });
});
