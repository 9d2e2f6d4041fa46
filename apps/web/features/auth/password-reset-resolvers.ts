import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBodySchema, resetPasswordBodySchema } from '@lp/contract/accounts';
import { MESSAGES } from '@lp/contract/messages';
import { z } from 'zod';
import { localizedResolver } from '@/lib/localized-resolver';

const setPasswordSchema = resetPasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDontMatch,
  });

export type ForgotPasswordFields = z.input<typeof forgotPasswordBodySchema>;
export type SetPasswordFields = z.input<typeof setPasswordSchema>;

/** The password reset forms' checks, loaded when the visitor starts typing (lib/lazy-resolver.ts). */
export const forgotPasswordResolver = localizedResolver(zodResolver(forgotPasswordBodySchema));
export const setPasswordResolver = localizedResolver(zodResolver(setPasswordSchema));
