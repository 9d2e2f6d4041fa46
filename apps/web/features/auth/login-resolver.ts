import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@lp/contract/accounts';
import { PASSWORD_MAX_LENGTH } from '@lp/contract/constants';
import { MESSAGES } from '@lp/contract/messages';
import { z } from 'zod';
import { localizedResolver } from '@/lib/localized-resolver';

const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
  /** The authenticator code (or a recovery code), asked for as a second step when the account has one. */
  totp: z.string().trim().max(32, MESSAGES.totpCodeWrong).optional(),
});
export type LoginFields = z.infer<typeof loginSchema>;

/** The sign-in form's checks, loaded when the visitor starts typing (lib/lazy-resolver.ts). */
export const loginResolver = localizedResolver(zodResolver(loginSchema));
