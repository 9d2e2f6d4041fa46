import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_RETRY_MS, readSession } from './session-read';

const signedIn = { user: { id: 7, email: 'a@example.in', fullName: 'A', showPreferences: false }, expires: '2027-01-01' };
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('reading the session', () => {
  it('keeps the signed-in user through a 503 and says it is reconnecting, retrying after Retry-After', async () => {
    const read = await readSession(signedIn, async () =>
      json({ error: 'Something went wrong. Please try later.' }, 503, { 'retry-after': '5' }),
    );
    expect(read).toEqual({ session: signedIn, reconnecting: true, retryAfterMs: 5_000 });
  });

  it('keeps the user when the server does not answer at all', async () => {
    const read = await readSession(signedIn, async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(read).toEqual({ session: signedIn, reconnecting: true, retryAfterMs: DEFAULT_SESSION_RETRY_MS });
  });

  it('signs out only on an answer from a working server', async () => {
    expect(await readSession(signedIn, async () => json(null))).toEqual({ session: null, reconnecting: false });
    expect(await readSession(signedIn, async () => json({}))).toEqual({ session: null, reconnecting: false });
    expect(await readSession(null, async () => json(signedIn))).toEqual({ session: signedIn, reconnecting: false });
  });
});
