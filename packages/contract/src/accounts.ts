import { z } from 'zod';
import { idSchema, jsonIdOf } from './common.ts';
import {
  DELETE_REASON_IDS,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_CITY_MAX_LENGTH,
  PROFILE_DESIGNATION_MAX_LENGTH,
  PROFILE_NAME_MAX_LENGTH,
} from './constants.ts';
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
  /**
   * The sign-up form's "I agree to the terms of use and the privacy policy": recorded as the
   * `terms` consent (its current version, the time). `false` is refused; left out, as by clients
   * older than the checkbox, the account is created and the consent asked for later.
   */
  acceptTerms: z.literal(true, { error: MESSAGES.termsNotAccepted }).optional(),
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
  stream: idSchema.optional(),
});

export const myTagsSchema = z.object({
  streamId: z.number().int().nullable(),
  tags: z.array(tagSchema),
});
export type MyTags = z.infer<typeof myTagsSchema>;

export const saveTagsBodySchema = z.object({
  stream: jsonIdOf(MESSAGES.unknownStream),
  tags: z.array(jsonIdOf(), { error: MESSAGES.selectTag }).min(1, MESSAGES.selectTag).max(50, 'Choose at most 50 tags.'),
});
export type SaveTagsBody = z.input<typeof saveTagsBodySchema>;

// ── Profile (SPEC §1) ────────────────────────────────────────────────────────────────────────

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone) && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: MESSAGES.timeZoneInvalid })
  .trim()
  .max(64, MESSAGES.timeZoneInvalid)
  .refine(isTimeZone, MESSAGES.timeZoneInvalid);

const nameSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(PROFILE_NAME_MAX_LENGTH, `Use at most ${PROFILE_NAME_MAX_LENGTH} characters.`);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

export const pictureSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type Picture = z.infer<typeof pictureSchema>;

/** A linked GitHub account (issue 10 part 5, ADR 0018). */
export const githubLinkSchema = z.object({
  login: z.string(),
  name: z.string().nullable(),
  /** A copy of the GitHub picture served by us (same origin); null when GitHub had none we could read. */
  avatarUrl: z.string().nullable(),
  /** The account's page on GitHub. */
  profileUrl: z.string(),
  /** ISO date-time of linking. */
  linkedAt: z.string(),
});
export type GithubLink = z.infer<typeof githubLinkSchema>;

export const profileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  designation: z.string().nullable(),
  /** Student (true) or working (false); null when not said. */
  student: z.boolean().nullable(),
  city: z.string().nullable(),
  /** ISO date-time of sign-up. */
  memberSince: z.string(),
  timeZone: z.string(),
  bio: z.string().nullable(),
  /** WebP variants, narrowest first; empty: the default avatar. */
  picture: z.array(pictureSchema),
  phone: z.string().nullable(),
  points: z.number().int(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  github: githubLinkSchema.nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** What anyone may see of a learner. */
export const publicProfileSchema = profileSchema
  .pick({
    id: true,
    fullName: true,
    designation: true,
    student: true,
    memberSince: true,
    bio: true,
    picture: true,
    points: true,
    currentStreak: true,
    longestStreak: true,
  })
  .extend({ github: githubLinkSchema.pick({ login: true, name: true, profileUrl: true }).nullable() });
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const editProfileBodySchema = z.object({
  firstName: nameSchema(MESSAGES.firstNameRequired),
  lastName: z.string().trim().max(PROFILE_NAME_MAX_LENGTH, `Use at most ${PROFILE_NAME_MAX_LENGTH} characters.`).default(''),
  designation: optionalText(PROFILE_DESIGNATION_MAX_LENGTH),
  student: z
    .boolean({ error: MESSAGES.studentChoice })
    .nullish()
    .transform((v) => v ?? null),
  timeZone: timeZoneSchema,
});
export type EditProfileBody = z.input<typeof editProfileBodySchema>;

export const editBioBodySchema = z.object({
  bio: z.string({ error: MESSAGES.bioTooLong }).trim().max(PROFILE_BIO_MAX_LENGTH, MESSAGES.bioTooLong),
});
export type EditBioBody = z.input<typeof editBioBodySchema>;

/** The welcome form's questions besides tags (docs/spec-notes.md). Every field optional. */
export const userInfoBodySchema = z.object({
  student: z.boolean({ error: MESSAGES.studentChoice }).optional(),
  designation: optionalText(PROFILE_DESIGNATION_MAX_LENGTH).optional(),
  city: optionalText(PROFILE_CITY_MAX_LENGTH).optional(),
  timeZone: timeZoneSchema.optional(),
});
export type UserInfoBody = z.input<typeof userInfoBodySchema>;

// ── Deletion and export ──────────────────────────────────────────────────────────────────────

export const deleteReasonSchema = z.object({ id: z.string(), label: z.string() });
export type DeleteReason = z.infer<typeof deleteReasonSchema>;

export const deleteAccountBodySchema = z.object({
  reason: z.enum(DELETE_REASON_IDS, { error: MESSAGES.deleteReasonRequired }),
  confirm: z.literal('yes', { error: MESSAGES.typeYesToDelete }),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

// ── Phone ────────────────────────────────────────────────────────────────────────────────────

/**
 * An Indian mobile number as people type it (+91, 0 or nothing before ten digits starting 6-9;
 * spaces, dashes and brackets allowed), turned into E.164 (`+919876543210`).
 */
export const mobileSchema = z
  .string({ error: MESSAGES.mobile })
  .trim()
  .max(20, MESSAGES.mobile)
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .pipe(z.string().regex(/^(?:\+91|91|0)?[6-9]\d{9}$/, MESSAGES.mobile))
  .transform((value) => `+91${value.slice(-10)}`);

export const sendPhoneOtpBodySchema = z.object({ phone: mobileSchema });
export type SendPhoneOtpBody = z.input<typeof sendPhoneOtpBodySchema>;

export const verifyPhoneOtpBodySchema = z.object({ otp: otpSchema });
export type VerifyPhoneOtpBody = z.input<typeof verifyPhoneOtpBodySchema>;

export const phoneOtpSentSchema = z.object({
  sent: z.literal(true),
  /** The number the code went to, masked (`+91 ••••••3210`). */
  phone: z.string(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type PhoneOtpSent = z.infer<typeof phoneOtpSentSchema>;

/** `+919876543210` → `+91 ••••••3210`. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)} ••••••${phone.slice(-4)}`;
}

// ── Passkeys (SPEC §3, §4, §9) ───────────────────────────────────────────────────────────────

const b64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, MESSAGES.passkeyFailed);

/** The credential payload of SPEC §3: id, rawId, type, response {clientData, attestationObject}. */
export const passkeyCredentialBodySchema = z.object({
  id: b64url.min(1),
  rawId: b64url.min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientData: b64url.min(1),
    attestationObject: b64url.min(1),
    transports: z.array(z.string().max(20)).max(10).optional(),
  }),
  /** What to call it in the list; the browser and system by default. */
  name: z.string().trim().max(60).optional(),
});
export type PasskeyCredentialBody = z.infer<typeof passkeyCredentialBodySchema>;

/** A sign-in assertion: the same shape with the authenticator's signature. */
export const passkeyAssertionBodySchema = z.object({
  id: b64url.min(1),
  rawId: b64url.min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientData: b64url.min(1),
    authenticatorData: b64url.min(1),
    signature: b64url.min(1),
    userHandle: b64url.nullish(),
  }),
});
export type PasskeyAssertionBody = z.infer<typeof passkeyAssertionBodySchema>;

export const passkeyItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  backedUp: z.boolean(),
});
export type PasskeyItem = z.infer<typeof passkeyItemSchema>;

export const passkeyRegisteredSchema = z.object({ message: z.string(), passkey: passkeyItemSchema });

// The WebAuthn options the server sends and the browser passes to navigator.credentials (W3C
// WebAuthn Level 3, PublicKeyCredentialCreationOptionsJSON / PublicKeyCredentialRequestOptionsJSON;
// binary values as base64url strings): the shape @simplewebauthn/server writes and
// @simplewebauthn/browser takes.
/** UserVerificationRequirement and ResidentKeyRequirement share these values. */
const requirementSchema = z.enum(['discouraged', 'preferred', 'required']);
const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).optional(),
});
const optionsExtensionsSchema = z.object({
  appid: z.string().optional(),
  credProps: z.boolean().optional(),
  hmacCreateSecret: z.boolean().optional(),
});

/** GET /api/accounts/webauthn-register: what the browser needs to create a passkey. */
export const passkeyCreationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: requirementSchema.optional(),
      userVerification: requirementSchema.optional(),
    })
    .optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  extensions: optionsExtensionsSchema.optional(),
});
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptionsSchema>;

/** GET /api/accounts/webauthn-authenticate: what the browser needs to sign in with a passkey. */
export const passkeyRequestOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: requirementSchema.optional(),
  extensions: optionsExtensionsSchema.optional(),
});
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptionsSchema>;
export const passkeyTokenSchema = z.object({ token: z.string() });

// ── GitHub connect (issue 10 part 5, ADR 0018) ───────────────────────────────────────────────

/** POST github-connect: where the browser goes next (the provider's consent page). */
export const githubConnectStartSchema = z.object({ authorizeUrl: z.string() });
export type GithubConnectStart = z.infer<typeof githubConnectStartSchema>;

/**
 * Why a connection failed, as the callback's redirect says it
 * (`/account/profile?github=error&reason=<reason>`), and what the profile then shows.
 */
export const GITHUB_CONNECT_ERRORS = {
  /** The state is missing, wrong, used, expired or another user's (or the session ended meanwhile). */
  state: MESSAGES.githubStateMismatch,
  /** The person said no on GitHub's page. */
  denied: MESSAGES.githubDenied,
  /** GitHub refused the code, or its answers could not be read. */
  failed: MESSAGES.githubFailed,
  /** The GitHub account is linked to another learner. */
  taken: MESSAGES.githubTaken,
  /** GitHub connect is not set up on this server. */
  unavailable: MESSAGES.githubNotConfigured,
} as const;
export type GithubConnectError = keyof typeof GITHUB_CONNECT_ERRORS;

export function githubConnectErrorMessage(reason: string | null | undefined): string {
  return reason && Object.hasOwn(GITHUB_CONNECT_ERRORS, reason)
    ? GITHUB_CONNECT_ERRORS[reason as GithubConnectError]
    : MESSAGES.githubFailed;
}
