import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package required the first time it is used rather than when the server starts: for
 * packages most starts never touch (Redis, node-postgres's LISTEN client, the rate limiter's
 * stores, nodemailer), each of which costs tens of milliseconds of every start and of every
 * restart after a crash (ADR 0020). Synchronous, so the factories that use it stay synchronous.
 */
export function requireWhenNeeded<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(specifier) as T;
    return loaded;
  };
}
