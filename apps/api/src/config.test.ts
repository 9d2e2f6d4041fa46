import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { AUTH_SECRET: 'a'.repeat(40), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lp-config-')) };

describe('the test payment gateway in production', () => {
  it('is refused in a real deployment (a public address, or LEARNLY_DEMO=false): its checkout gives premium away', () => {
    const deployed = { ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://learnly.example.in' };
    expect(() => loadConfig({ ...deployed })).toThrow(/PAYMENTS_GATEWAY=test in production/);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', LEARNLY_DEMO: 'false' })).toThrow(/PAYMENTS_ALLOW_TEST_GATEWAY/);
    // Allowed only when asked for by name, and then marked (logged at start, a banner on /premium).
    expect(loadConfig({ ...deployed, PAYMENTS_ALLOW_TEST_GATEWAY: 'true' }).payments).toMatchObject({
      gateway: 'test',
      allowedInProduction: true,
    });
  });

  it('is the default of the demo (npm start on a fresh clone) and of development', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).payments).toMatchObject({ gateway: 'test' });
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).payments).not.toHaveProperty('allowedInProduction');
    const demoWithAddress = { ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://demo.example.in', LEARNLY_DEMO: 'true' };
    expect(loadConfig(demoWithAddress).payments.gateway).toBe('test');
    expect(loadConfig({ ...base, NODE_ENV: 'development', PUBLIC_URL: 'https://x.example.in' }).payments.gateway).toBe('test');
  });
});

describe("the demo seed's video", () => {
  it('is uploaded and queued for its conversion unless SEED_DEMO_VIDEO=false, and a wrong value is refused', () => {
    expect(loadConfig({ ...base }).seedDemoVideo).toBe(true);
    expect(loadConfig({ ...base, SEED_DEMO_VIDEO: 'false' }).seedDemoVideo).toBe(false);
    expect(() => loadConfig({ ...base, SEED_DEMO_VIDEO: 'no' })).toThrow(/SEED_DEMO_VIDEO/);
  });
});
