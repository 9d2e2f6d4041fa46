/** Constants of SPEC.md §9 and our readings of it (docs/spec-notes.md). */
export const SESSION_REFETCH_SECONDS = 300;
export const SESSION_COOKIE_CHUNK_SIZE = 3933;
export const AUTH_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const STATE_COOKIE_MAX_AGE_SECONDS = 900;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const INSTITUTE_COURSES_PAGE_SIZE = 4;
export const RECENT_ITEMS_PAGE_SIZE = 1;

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
/** A new code for the same email and purpose may be sent after this many seconds. */
export const OTP_RESEND_AFTER_SECONDS = 30;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const FULL_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** Largest JSON body the API reads. Multipart uploads state their own limits. */
export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

export const POINTS = {
  moduleItem: 10,
  slideDeck: 5,
  slideCollectionPassed: 20,
  quizPassed: 50,
  mockInterviewCompleted: 30,
  fixmeSolved: 40,
  acceptedAnswer: 25,
} as const;

export const CURRENCY = 'INR';

/** App-download and passwordless pop-ups: first delay 1 day, doubled on each dismissal. */
export const POPUP_FIRST_DELAY_MS = 24 * 60 * 60 * 1000;

export const PASSKEY = {
  timeoutMs: 60000,
  algorithm: -7,
  residentKey: 'required',
  attestation: 'direct',
} as const;
