import { zodResolver } from '@hookform/resolvers/zod';
import { mailSignupBodySchema, signupBodySchema, verifyOtpBodySchema } from '@lp/contract/accounts';
import { MESSAGES } from '@lp/contract/messages';
import { z } from 'zod';
import { localizedResolver } from '@/lib/localized-resolver';

const codeSchema = verifyOtpBodySchema.pick({ otp: true });
// On the form the terms box must be ticked (the API also takes a sign-up without it, from older clients).
const detailsSchema = signupBodySchema.pick({ fullName: true, password: true }).extend({
  acceptTerms: z.boolean().refine((agreed) => agreed, MESSAGES.termsNotAccepted),
});

export type EmailFields = z.input<typeof mailSignupBodySchema>;
export type CodeFields = z.input<typeof codeSchema>;
export type DetailsFields = z.input<typeof detailsSchema>;

/** The sign-up steps' checks, loaded when the visitor starts typing (lib/lazy-resolver.ts). */
export const emailResolver = localizedResolver(zodResolver(mailSignupBodySchema));
export const codeResolver = localizedResolver(zodResolver(codeSchema));
export const detailsResolver = localizedResolver(zodResolver(detailsSchema));
