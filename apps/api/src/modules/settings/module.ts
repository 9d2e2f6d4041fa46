import type { Database } from '../../db/client.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { settingsRouter } from './routes.ts';
import { createSettingsService, storedEnquiryMail, storedLocale } from './service.ts';

/** A user's settings, notification preferences and consents. */
export function defineSettings(deps: { db: Database }) {
  const settings = createSettingsService(deps.db);
  return {
    router: settingsRouter({ settings }),
    reactions: [],
    jobs: [],
    offers: {
      grantConsent: settings.grant,
      enquiryMailOf: storedEnquiryMail,
      localeOf: (userId: number) => storedLocale(deps.db, userId),
    },
  } satisfies ModuleDefinition<unknown, object>;
}
