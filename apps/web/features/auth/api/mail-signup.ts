import type { MailSignupBody } from '@lp/contract/accounts';
import { client, unwrap } from '@/lib/api-client';

/** Sends a 6-digit sign-up code to the email (or, when it already has an account, a sign-in link; the answer is the same). */
export function mailSignup(body: MailSignupBody) {
  return unwrap(client.api.accounts['mail-signup'].$post({ json: body }));
}
