import { applyServerErrors } from '@/lib/form-errors';
import { forgotPassword } from './api/forgot-password';
import { resetPassword } from './api/reset-password';

/**
 * What the password reset forms call, loaded when the visitor starts typing rather than with the
 * page (docs/decisions/0021): the API client, the calls and the server's error texts.
 */
export const passwordResetCalls = { forgotPassword, resetPassword, applyServerErrors };
