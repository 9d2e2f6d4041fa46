import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@lp/contract/messages';
import type { SessionUser } from '@lp/contract/session';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { premiumOnly, requireOwned, requirePremiumAccess, signedIn } from './access.ts';
import type { AppEnv } from './context.ts';
import { handleError } from './error-handler.ts';
import { ApiError } from './errors.ts';
import { createLogger } from './logger.ts';

const alice: SessionUser = { id: 7, email: 'alice@example.com', fullName: 'Alice', showPreferences: false };

/** A bare app whose session is given (readSessionUser answers from c.var.sessionUser). */
function appWith(user: SessionUser | null, premiumIds: number[] = []) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('logger', createLogger({ level: 'silent', pretty: false }));
    c.set('sessionUser', user);
    c.set('isPremium', async (id) => premiumIds.includes(id));
    await next();
  });
  app.get('/signed-in', signedIn, (c) => c.json({ data: 'ok' }));
  app.get('/premium', premiumOnly, (c) => c.json({ data: 'ok' }));
  app.onError(handleError);
  return app;
}

describe('route access', () => {
  it('signedIn: 401 for a visitor, through for a user', async () => {
    expect((await appWith(null).request('/signed-in')).status).toBe(401);
    expect((await appWith(alice).request('/signed-in')).status).toBe(200);
  });

  it('premiumOnly: 401 for a visitor, 403 without a subscription, through with one', async () => {
    expect((await appWith(null).request('/premium')).status).toBe(401);
    const refused = await appWith(alice).request('/premium');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: MESSAGES.premiumOnly });
    expect((await appWith(alice, [alice.id]).request('/premium')).status).toBe(200);
  });
});

describe('requireOwned', () => {
  const status = (run: () => unknown) => {
    try {
      run();
      return 200;
    } catch (error) {
      return error instanceof ApiError ? error.status : 500;
    }
  };

  it('is 404 for a missing row, 403 for another user’s, and the row for its owner', () => {
    expect(status(() => requireOwned(undefined, alice))).toBe(404);
    expect(status(() => requireOwned({ userId: 8 }, alice))).toBe(403);
    expect(status(() => requireOwned({ userId: null }, alice))).toBe(403);
    expect(requireOwned({ userId: 7, text: 'mine' }, alice)).toEqual({ userId: 7, text: 'mine' });
  });
});

/** The non-test source files of every module, with what they contain. */
function moduleSources(): { file: string; text: string }[] {
  const modules = fileURLToPath(new URL('../modules/', import.meta.url));
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    });
  return walk(modules).map((file) => ({ file: file.slice(modules.length), text: readFileSync(file, 'utf8') }));
}

describe('the one ownership check', () => {
  it('is the only place that answers 403 "not yours": modules go through requireOwned', () => {
    const sources = moduleSources();
    expect(sources.length).toBeGreaterThan(20);
    const own403 = sources.filter(({ text }) => /ApiError\(\s*403,\s*MESSAGES\.\w*[nN]otYours/.test(text)).map((s) => s.file);
    expect(own403).toEqual([]);
  });
});

describe('requirePremiumAccess (a premium object, checked by the service that loads it)', () => {
  const check = async (item: { isPremium: boolean }, userId: number | null, members: number[] = []) => {
    try {
      await requirePremiumAccess(async (id) => members.includes(id), item, userId);
      return 200;
    } catch (error) {
      return error instanceof ApiError ? `${error.status} ${error.message}` : 500;
    }
  };

  it('lets anyone at a free object, 401 for a visitor and 403 "premium only" for a non-member at a premium one', async () => {
    expect(await check({ isPremium: false }, null)).toBe(200);
    expect(await check({ isPremium: false }, 7)).toBe(200);
    expect(await check({ isPremium: true }, null)).toMatch(/^401 /);
    expect(await check({ isPremium: true }, 7)).toBe(`403 ${MESSAGES.premiumOnly}`);
    expect(await check({ isPremium: true }, 7, [7])).toBe(200);
  });

  it('is the one copy of the rule: no module answers "premium only" itself', () => {
    const own = moduleSources()
      .filter(({ text }) => /MESSAGES\.premiumOnly/.test(text))
      .map((s) => s.file);
    expect(own).toEqual([]);
  });
});
