/** Constants of SPEC.md §9 and our readings of it (docs/spec-notes.md). */

/**
 * SPEC §5's default error text (MESSAGES.default). The web's error pages and API client import it
 * from here, so every page does not load the whole MESSAGES table.
 */
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong. Please try later.';

/**
 * Shown while the server does not answer; the user stays signed in. Here rather than only in
 * MESSAGES so that the app shell, on every page's first load, does not carry every message.
 */
export const RECONNECTING_MESSAGE = 'Reconnecting…';

/** SPEC §5's text for an action that needs an account (MESSAGES.notSignedIn), for client components. */
export const NOT_SIGNED_IN_MESSAGE = 'Please sign in to continue.';
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

/**
 * A video lesson completes once this share of its (probed) length was watched. The player reports
 * the seconds it played; the server credits a report at most `maxPlaybackRate` times the wall-clock
 * time since the previous one (counted up to `reportWindowSeconds`), so watched time cannot be
 * claimed faster than the fastest speed the player offers.
 */
export const VIDEO_WATCH = { completeFraction: 0.8, maxPlaybackRate: 2, reportWindowSeconds: 60 } as const;

export const CURRENCY = 'INR';

/** App-download and passwordless pop-ups: first delay 1 day, doubled on each dismissal. */
export const POPUP_FIRST_DELAY_MS = 24 * 60 * 60 * 1000;

export const PASSKEY = {
  timeoutMs: 60000,
  algorithm: -7,
  residentKey: 'required',
  attestation: 'direct',
} as const;

/** Profile fields (SPEC §1). */
export const PROFILE_NAME_MAX_LENGTH = 50;
export const PROFILE_DESIGNATION_MAX_LENGTH = 100;
export const PROFILE_CITY_MAX_LENGTH = 100;
export const PROFILE_BIO_MAX_LENGTH = 1000;
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** Why people delete their account (`/api/accounts/delete-reason`), in menu order. */
export const DELETE_REASONS = [
  { id: 'not-useful', label: 'I do not find the courses useful' },
  { id: 'too-many-emails', label: 'I get too many emails or notifications' },
  { id: 'another-account', label: 'I have another account' },
  { id: 'privacy', label: 'I am worried about my privacy' },
  { id: 'found-job', label: 'I found what I was looking for' },
  { id: 'other', label: 'Something else' },
] as const;
export const DELETE_REASON_IDS = ['not-useful', 'too-many-emails', 'another-account', 'privacy', 'found-job', 'other'] as const;

/** Phone verification codes: a new one after this many seconds; this many per number and per account an hour. */
export const PHONE_OTP_RESEND_AFTER_SECONDS = 30;
export const PHONE_OTP_TTL_SECONDS = 10 * 60;
export const PHONE_OTPS_PER_HOUR = 5;

/** Premium renewal: the first charge this many days before the end date, retried daily, then the plan expires. */
export const PREMIUM_RENEW_BEFORE_DAYS = 3;
export const PREMIUM_RENEWAL_RETRY_HOURS = 24;
export const PREMIUM_RENEWAL_MAX_ATTEMPTS = 3;
/** A checkout left unpaid this long counts as abandoned. */
export const PREMIUM_CHECKOUT_ABANDONED_HOURS = 24;
/** GST on online training (SAC 999293), included in plan prices. */
export const GST_RATE_PERCENT = 18;
/** Seconds after a timed quiz's limit during which a submission still counts (the answers' trip over the network). */
export const QUIZ_SUBMIT_GRACE_SECONDS = 5;
/** How often the job runner closes timed quiz attempts whose time ran out. */
export const QUIZ_EXPIRY_SWEEP_MS = 60_000;
/** The longest private note a learner may keep on one lesson (characters). */
export const ITEM_NOTE_MAX_LENGTH = 5000;
/** Per-user budgets per minute for community writes (their own buckets, not the sign-in one). */
export const COMMUNITY_RATE_LIMITS = {
  ask: 5,
  answer: 10,
  vote: 60,
  post: 5,
  comment: 20,
  like: 120,
  report: 10,
} as const;

/** Images a feed post may carry (SPEC notes: `images`, up to 4). */
export const POST_IMAGES_MAX = 4;
export const POST_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const POST_TEXT_MAX = 3000;
export const COMMENT_MAX = 1000;
/** Shown instead of the author of a question, answer, post or comment whose account was deleted (ADR 0012). */
export const DELETED_USER_NAME = 'Deleted user';

/**
 * Reviews and enquiries: the limits their forms show on the course and institute pages, kept here
 * (no zod) so those pages do not load the schemas until a form is checked.
 */
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const RATINGS = [5, 4, 3, 2, 1] as const;
export const ENQUIRY_MESSAGE_MAX_LENGTH = 1000;

/** Jobs (here, not in jobs.ts, because the jobs list's filters need them without the schemas). */
/** The filters' experience input accepts 0 to this many years. */
export const EXPERIENCE_MAX_YEARS = 50;

/** The experience filter's choices: every year to 10, then steps of at most 5 up to the maximum. */
export const EXPERIENCE_STEPS: readonly number[] = [
  ...Array.from({ length: 11 }, (_, years) => years),
  12,
  15,
  20,
  25,
  30,
  35,
  40,
  45,
  EXPERIENCE_MAX_YEARS,
];
