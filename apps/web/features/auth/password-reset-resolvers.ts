import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBodySchema, resetPasswordBodySchema } from '@lp/contract/accounts';
import { z } from 'zod';

const setPasswordSchema = resetPasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match.',
  });

export type ForgotPasswordFields = z.input<typeof forgotPasswordBodySchema>;
export type SetPasswordFields = z.input<typeof setPasswordSchema>;

/** The password reset forms' checks, loaded when the visitor starts typing (lib/lazy-resolver.ts). */
export const forgotPasswordResolver = zodResolver(forgotPasswordBodySchema);
export const setPasswordResolver = zodResolver(setPasswordSchema);
