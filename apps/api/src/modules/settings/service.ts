import { DEFAULT_LOCALE, isLocale, type Locale } from '@lp/contract/locale';
import { MESSAGES } from '@lp/contract/messages';
import { NOTIFICATION_TYPES } from '@lp/contract/notifications';
import {
  type Consent,
  DEFAULT_ENQUIRY_MAIL,
  type EnquiryMailChoice,
  type NotificationPreferencesSettings,
  type UpdateUserSettingsBody,
  type UserSettings,
} from '@lp/contract/settings';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { consentRecords, consents, userSettings } from '../../db/schema/settings.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import type { ChannelChoice, NotificationPreferences } from '../../platform/notifications.ts';
import { holdsInstituteStaff } from '../../platform/staff-directory.ts';

/** Every channel of every type is on until the user says otherwise. */
const DEFAULT_CHOICE: ChannelChoice = { inApp: true, email: true };

function withDefaults(stored: Record<string, Partial<ChannelChoice>> | undefined): NotificationPreferencesSettings {
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, { ...DEFAULT_CHOICE, ...(stored?.[type] ?? {}) }]),
  ) as NotificationPreferencesSettings;
}

/**
 * The notification service's preferences port (platform/notifications.ts) read from
 * `user_settings`: what `/user-settings` saved is what `notify` obeys.
 */
export const storedNotificationPreferences: NotificationPreferences = {
  async forUser(executor: Executor, userId, type) {
    const [row] = await executor
      .select({ notifications: userSettings.notifications })
      .from(userSettings)
      .where(eq(userSettings.userId, userId))
      .limit(1);
    return withDefaults(row?.notifications)[type];
  },
  languageOf: (executor, userId) => storedLocale(executor, userId),
};

/** A staff member's choice of mail about new enquiries (the enquiries module's port). */
export async function storedEnquiryMail(executor: Executor, userId: number): Promise<EnquiryMailChoice> {
  const [row] = await executor
    .select({ enquiryMail: userSettings.enquiryMail })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  return row?.enquiryMail ?? DEFAULT_ENQUIRY_MAIL;
}

/** The interface language the user chose, or null when they never chose one (the error envelope's port). */
export async function storedLocale(executor: Executor, userId: number): Promise<Locale | null> {
  const [row] = await executor
    .select({ language: userSettings.language, updatedAt: userSettings.updatedAt })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  return row && isLocale(row.language) ? row.language : null;
}

export function createSettingsService(db: Database) {
  // The consent texts live in code (CONSENTS below); they are written once per process, by slug.
  let consentsReady: Promise<void> | undefined;
  const ensureConsents = () => {
    consentsReady ??= db
      .insert(consents)
      .values(CONSENTS.map((consent, position) => ({ ...consent, position })))
      .onConflictDoNothing({ target: consents.slug })
      .then(() => undefined)
      .catch((error: unknown) => {
        consentsReady = undefined;
        throw error;
      });
    return consentsReady;
  };

  async function read(userId: number): Promise<UserSettings> {
    const [[row], receivesEnquiries] = await Promise.all([
      db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1),
      holdsInstituteStaff(db, userId),
    ]);
    return {
      notifications: withDefaults(row?.notifications),
      enquiryMail: row?.enquiryMail ?? DEFAULT_ENQUIRY_MAIL,
      receivesEnquiries,
      theme: row?.theme ?? 'system',
      language: isLocale(row?.language) ? (row?.language as Locale) : DEFAULT_LOCALE,
      dataSaver: row?.dataSaver ?? false,
    };
  }

  async function consentsFor(userId: number, only?: number): Promise<Consent[]> {
    await ensureConsents();
    const [rows, records] = await Promise.all([
      db
        .select()
        .from(consents)
        .where(only ? eq(consents.id, only) : undefined)
        .orderBy(asc(consents.position), asc(consents.id)),
      db
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.userId, userId))
        .orderBy(desc(consentRecords.decidedAt), desc(consentRecords.id)),
    ]);
    // The newest decision per consent, for the consent's current version only.
    const latest = new Map<number, (typeof records)[number]>();
    for (const record of records) if (!latest.has(record.consentId)) latest.set(record.consentId, record);
    return rows.map((consent) => {
      const record = latest.get(consent.id);
      const current = record && record.version === consent.version ? record : undefined;
      return {
        id: consent.id,
        slug: consent.slug,
        title: consent.title,
        text: consent.text,
        version: consent.version,
        required: consent.required,
        granted: current ? current.granted : null,
        decidedAt: current ? current.decidedAt.toISOString() : null,
      };
    });
  }

  return {
    read,

    /** Merges what was sent into the stored settings (a type left out keeps its choice). */
    async update(userId: number, input: UpdateUserSettingsBody): Promise<UserSettings> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(userSettings).where(eq(userSettings.userId, userId)).for('update');
        const notifications = { ...withDefaults(row?.notifications), ...(input.notifications ?? {}) };
        const values = {
          notifications,
          enquiryMail: input.enquiryMail ?? row?.enquiryMail ?? DEFAULT_ENQUIRY_MAIL,
          theme: input.theme ?? row?.theme ?? 'system',
          language: input.language ?? row?.language ?? 'en',
          dataSaver: input.dataSaver ?? row?.dataSaver ?? false,
        };
        await tx
          .insert(userSettings)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: userSettings.userId, set: { ...values, updatedAt: sql`now()` } });
      });
      return read(userId);
    },

    consents: (userId: number) => consentsFor(userId),

    /** Records a consent given on a form other than the privacy page (the sign-up form's terms box), by slug. */
    async grant(userId: number, slug: string): Promise<void> {
      await ensureConsents();
      const [consent] = await db.select().from(consents).where(eq(consents.slug, slug)).limit(1);
      if (!consent) throw notFound(MESSAGES.consentNotFound);
      await db.insert(consentRecords).values({ userId, consentId: consent.id, version: consent.version, granted: true });
    },

    /** Records a decision with the consent's current version and the time; a required one cannot be withdrawn. */
    async decide(userId: number, consentId: number, granted: boolean): Promise<Consent> {
      await ensureConsents();
      const [consent] = await db.select().from(consents).where(eq(consents.id, consentId)).limit(1);
      if (!consent) throw notFound(MESSAGES.consentNotFound);
      if (consent.required && !granted) throw new ApiError(422, MESSAGES.consentRequired, { granted: MESSAGES.consentRequired });
      await db.insert(consentRecords).values({ userId, consentId, version: consent.version, granted });
      const [current] = await consentsFor(userId, consentId);
      if (!current) throw notFound(MESSAGES.consentNotFound);
      return current;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

/** The consents the platform asks for (seeded, and inserted by the migration's seed step). */
export const CONSENTS = [
  {
    slug: 'terms',
    title: 'Terms of use and privacy policy',
    text: 'I agree to the terms of use and the privacy policy: Learnly stores my account, my progress and what I post to run the service.',
    required: true,
  },
  {
    slug: 'marketing-email',
    title: 'Course news and offers by email',
    text: 'Send me occasional emails about new courses, scholarships and offers. At most two a month; I can stop them here at any time.',
    required: false,
  },
  {
    slug: 'profile-visible',
    title: 'Show my profile to recruiters',
    text: 'Let employers who post jobs on Learnly see my name, my courses and certificates, and my public posts when I apply or match a job.',
    required: false,
  },
  {
    slug: 'usage-analytics',
    title: 'Help improve Learnly with usage data',
    text: 'Use anonymous information about how I use the site (pages, clicks, load times) to improve it. Nothing is sold or shared with advertisers.',
    required: false,
  },
] as const;
