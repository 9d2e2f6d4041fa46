import { z } from 'zod';
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { MESSAGES } from './messages.ts';

export const emailSchema = z
  .string({ error: MESSAGES.emailInvalid })
  .trim()
  .max(EMAIL_MAX_LENGTH, MESSAGES.emailInvalid)
  .pipe(z.email({ error: MESSAGES.emailInvalid }))
  .transform((email) => email.toLowerCase());

export const otpSchema = z
  .string({ error: MESSAGES.otpFormat })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.otpFormat);

/** A new password: length bounds, at least one letter and one digit. */
export const newPasswordSchema = z
  .string({ error: MESSAGES.passwordWeak })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordWeak)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong)
  .regex(/\p{L}/u, MESSAGES.passwordWeak)
  .regex(/\p{N}/u, MESSAGES.passwordWeak);

export const fullNameSchema = z
  .string({ error: MESSAGES.fullNameRequired })
  .trim()
  .min(1, MESSAGES.fullNameRequired)
  .max(FULL_NAME_MAX_LENGTH, `Use at most ${FULL_NAME_MAX_LENGTH} characters.`);

export const mailSignupBodySchema = z.object({ email: emailSchema });
export type MailSignupBody = z.input<typeof mailSignupBodySchema>;

export const verifyOtpBodySchema = z.object({ email: emailSchema, otp: otpSchema });
export type VerifyOtpBody = z.input<typeof verifyOtpBodySchema>;

export const signupBodySchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  fullName: fullNameSchema,
  password: newPasswordSchema,
});
export type SignupBody = z.input<typeof signupBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  newPassword: newPasswordSchema,
  otp: otpSchema,
  email: emailSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z.object({
  newPassword: newPasswordSchema,
  oldPassword: z.string({ error: MESSAGES.passwordWrong }).min(1, MESSAGES.passwordWrong).max(PASSWORD_MAX_LENGTH),
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const signInBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

/** What mail-signup and forgot-password answer: when the code expires and when another may be asked for. */
export const otpSentSchema = z.object({
  sent: z.literal(true),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type OtpSent = z.infer<typeof otpSentSchema>;

export const verifiedSchema = z.object({ verified: z.literal(true) });

export const tagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  streamId: z.number().int(),
});
export type Tag = z.infer<typeof tagSchema>;

export const streamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
});
export type Stream = z.infer<typeof streamSchema>;

export const tagsQuerySchema = z.object({
  stream: z.coerce.number().int().positive().optional(),
});

export const myTagsSchema = z.object({
  streamId: z.number().int().nullable(),
  tags: z.array(tagSchema),
});
export type MyTags = z.infer<typeof myTagsSchema>;

export const saveTagsBodySchema = z.object({
  stream: z.number({ error: MESSAGES.unknownStream }).int().positive(),
  tags: z
    .array(z.number().int().positive(), { error: MESSAGES.selectTag })
    .min(1, MESSAGES.selectTag)
    .max(50, 'Choose at most 50 tags.'),
});
export type SaveTagsBody = z.input<typeof saveTagsBodySchema>;
