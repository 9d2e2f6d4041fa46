import { authConfigManager, getCsrfToken, getSession } from '@hono/auth-js/react';
import { MESSAGES } from '@lp/contract/messages';
import { type SessionUser, sessionUserSchema } from '@lp/contract/session';
import { startAuthentication } from '@simplewebauthn/browser';
import { client, unwrap } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { broadcastSessionChange } from '@/lib/session-sync';
import type { SignInResult } from './sign-in-with-credentials';

/**
 * Passkey sign-in (discoverable: no email typed): the server's options, the browser's WebAuthn
 * prompt, the assertion back to the server for a single-use token, then the token through the
 * Auth.js `passkey` provider: the same session cookie a password sign-in gets.
 */
export async function signInWithPasskey(): Promise<SignInResult> {
  let token: string;
  try {
    const options = await unwrap(client.api.accounts['webauthn-authenticate'].$get());
    let assertion: Awaited<ReturnType<typeof startAuthentication>>;
    try {
      assertion = await startAuthentication({ optionsJSON: options });
    } catch (error) {
      const name = (error as { name?: string }).name;
      return { ok: false, error: name === 'NotAllowedError' ? 'Passkey sign-in was cancelled.' : MESSAGES.passkeyFailed };
    }
    ({ token } = await unwrap(
      client.api.accounts['webauthn-authenticate'].$post({
        json: {
          id: assertion.id,
          rawId: assertion.rawId,
          type: assertion.type,
          response: {
            clientData: assertion.response.clientDataJSON,
            authenticatorData: assertion.response.authenticatorData,
            signature: assertion.response.signature,
            userHandle: assertion.response.userHandle ?? null,
          },
        },
      }),
    ));
  } catch (error) {
    return { ok: false, error: errorMessage(error) };
  }
  let res: Response;
  let data: { url?: string; error?: string } | null;
  try {
    const csrfToken = await getCsrfToken();
    res = await fetch('/api/auth/callback/passkey', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Auth-Return-Redirect': '1' },
      body: new URLSearchParams({ token, csrfToken, callbackUrl: `${window.location.origin}/` }),
      credentials: 'same-origin',
    });
    data = (await res.json().catch(() => null)) as typeof data;
  } catch {
    return { ok: false, error: MESSAGES.default };
  }
  // A suspended account's refusal comes with its reason.
  if (res.status === 403 && data?.error) return { ok: false, error: data.error };
  if (!res.ok || !data?.url || new URL(data.url, window.location.origin).searchParams.get('error')) {
    return { ok: false, error: MESSAGES.passkeyFailed };
  }
  await authConfigManager.getConfig().fetchSession?.({ event: 'storage' });
  broadcastSessionChange();
  const session = await getSession();
  const parsed = sessionUserSchema.safeParse(session?.user);
  const user: SessionUser | null = parsed.success ? parsed.data : null;
  return { ok: true, user };
}
