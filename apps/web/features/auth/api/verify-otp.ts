import type { VerifyOtpBody } from '@lp/contract/accounts';
import { client, unwrap } from '@/lib/api-client';

/** Checks a code without using it up (422 when wrong or expired). */
export function verifyOtp(body: VerifyOtpBody) {
  return unwrap(client.api.accounts['verify-otp'].$post({ json: body }));
}
