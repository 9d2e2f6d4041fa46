import { authConfigManager, getCsrfToken, getSession } from '@hono/auth-js/react';
import { translateMessage } from '@lp/contract/message-locale';
import { MESSAGES } from '@lp/contract/messages';
import { type SessionUser, sessionUserSchema } from '@lp/contract/session';
import { documentLocale } from '@/lib/localized-resolver';
import { broadcastSessionChange } from '@/lib/session-sync';

export type SignInResult =
  | { ok: true; user: SessionUser | null }
  /** `needsCode`: the password was right and the account asks for its authenticator code (a second step). */
  | { ok: false; error: string; needsCode?: boolean };

/**
 * Signs in through the Auth.js credentials provider without leaving the page, tells other tabs,
 * and returns the new session's user (to decide between the welcome form and the callback).
 * The post is made here rather than with `signIn()` from @hono/auth-js/react because that one
 * cannot read our 429 envelope ("Too many sign-in attempts. Try again in 40 seconds.").
 */
export async function signInWithCredentials(email: string, password: string, totp?: string): Promise<SignInResult> {
  const result = await attemptSignIn(email, password, totp);
  // The texts decided here are English (MESSAGES); the page may be in Hindi.
  return result.ok ? result : { ...result, error: translateMessage(result.error, documentLocale()) };
}

async function attemptSignIn(email: string, password: string, totp?: string): Promise<SignInResult> {
  let res: Response;
  let data: { url?: string; error?: string; fields?: Record<string, string> } | null;
  try {
    const csrfToken = await getCsrfToken();
    res = await fetch('/api/auth/callback/credentials', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Auth-Return-Redirect': '1' },
      // A clean callbackUrl: the answer's URL carries the error, and the login page's own URL may carry error=SessionRequired.
      body: new URLSearchParams({
        email,
        password,
        ...(totp ? { totp } : {}),
        csrfToken,
        callbackUrl: `${window.location.origin}/`,
      }),
      credentials: 'same-origin',
    });
    data = (await res.json().catch(() => null)) as typeof data;
  } catch {
    return { ok: false, error: MESSAGES.default };
  }
  if (res.status === 429) return { ok: false, error: data?.error ?? MESSAGES.rateLimited };
  // The server's own refusal after a right password: the authenticator code (401) or a suspension (403).
  if ((res.status === 401 || res.status === 403) && data?.error) {
    return { ok: false, error: data.error, needsCode: Boolean(data.fields?.totp) };
  }
  if (!data?.url) return { ok: false, error: MESSAGES.default };
  const error = new URL(data.url, window.location.origin).searchParams.get('error');
  if (error) return { ok: false, error: error === 'CredentialsSignin' ? MESSAGES.credentialsWrong : MESSAGES.default };
  if (!res.ok) return { ok: false, error: MESSAGES.default };
  await authConfigManager.getConfig().fetchSession?.({ event: 'storage' });
  broadcastSessionChange();
  const session = await getSession();
  const parsed = sessionUserSchema.safeParse(session?.user);
  return { ok: true, user: parsed.success ? parsed.data : null };
}
