/**
 * One read of /api/auth/session and what it means for the session the page holds. An outage (a
 * 5xx such as the API's 503 while the database restarts, or no answer at all) is not a sign-out:
 * the page keeps the user it had and says it is reconnecting, and reads again after Retry-After.
 * Only an answer from a working server (200 with a session, or 200 `null`) changes who is signed in.
 */
export type SessionSnapshot<S> = { session: S | null; reconnecting: boolean; retryAfterMs?: number };

/** Waits before reading the session again when the server gave no Retry-After. */
export const DEFAULT_SESSION_RETRY_MS = 5_000;
const MAX_SESSION_RETRY_MS = 60_000;

export async function readSession<S>(previous: S | null, fetchSession: () => Promise<Response>): Promise<SessionSnapshot<S>> {
  let res: Response;
  try {
    res = await fetchSession();
  } catch {
    return { session: previous, reconnecting: true, retryAfterMs: DEFAULT_SESSION_RETRY_MS };
  }
  if (res.status >= 500 || res.status === 429) {
    const seconds = Number(res.headers.get('retry-after'));
    const retryAfterMs =
      Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_SESSION_RETRY_MS) : DEFAULT_SESSION_RETRY_MS;
    return { session: previous, reconnecting: true, retryAfterMs };
  }
  if (!res.ok) return { session: null, reconnecting: false };
  try {
    const body = (await res.json()) as S | null;
    return { session: body && typeof body === 'object' && Object.keys(body).length > 0 ? body : null, reconnecting: false };
  } catch {
    return { session: previous, reconnecting: true, retryAfterMs: DEFAULT_SESSION_RETRY_MS };
  }
}
