import { MESSAGES } from '@lp/contract/messages';
import { ApiError, errorMessage } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/form-errors';
import { mailSignup } from './api/mail-signup';
import { signInWithCredentials } from './api/sign-in-with-credentials';
import { signup } from './api/signup';
import { verifyOtp } from './api/verify-otp';

/** Whether sign-up failed because the code was wrong or has expired (the visitor needs a new one). */
function isCodeRejected(error: unknown): boolean {
  return error instanceof ApiError && (Boolean(error.fields.otp) || error.message === MESSAGES.otpInvalid);
}

/**
 * What the sign-up form calls, loaded when the visitor starts typing rather than with the page
 * (docs/decisions/0021): the API client, the calls and the server's error texts.
 */
export const registerCalls = {
  mailSignup,
  verifyOtp,
  signup,
  signInWithCredentials,
  applyServerErrors,
  errorMessage,
  isCodeRejected,
};
