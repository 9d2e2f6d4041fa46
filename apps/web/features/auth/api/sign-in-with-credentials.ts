import { getSession, signIn } from '@hono/auth-js/react';
import { MESSAGES } from '@lp/contract/messages';
import { type SessionUser, sessionUserSchema } from '@lp/contract/session';
import { broadcastSessionChange } from '@/lib/session-sync';

export type SignInResult = { ok: true; user: SessionUser | null } | { ok: false; error: string };

/**
 * Signs in through the Auth.js credentials provider without leaving the page, tells other tabs,
 * and returns the new session's user (to decide between the welcome form and the callback).
 */
export async function signInWithCredentials(email: string, password: string): Promise<SignInResult> {
  let result: Awaited<ReturnType<typeof signIn>>;
  try {
    // A clean callbackUrl: the client reads an `error` parameter from the URL it gets back, and
    // the login page's own URL may carry error=SessionRequired.
    result = await signIn('credentials', { email, password, redirect: false, callbackUrl: `${window.location.origin}/` });
  } catch {
    return { ok: false, error: MESSAGES.default };
  }
  if (!result) return { ok: false, error: MESSAGES.default };
  if (result.error) {
    return { ok: false, error: result.error === 'CredentialsSignin' ? MESSAGES.credentialsWrong : MESSAGES.default };
  }
  if (!result.ok) return { ok: false, error: MESSAGES.default };
  broadcastSessionChange();
  const session = await getSession();
  const parsed = sessionUserSchema.safeParse(session?.user);
  return { ok: true, user: parsed.success ? parsed.data : null };
}
