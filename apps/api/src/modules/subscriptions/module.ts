import type { Locale } from '@lp/contract/locale';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PremiumCheck } from '../../platform/access.ts';
import type { Clock } from '../../platform/clock.ts';
import type { JobRunner } from '../../platform/jobs.ts';
import type { Logger } from '../../platform/logger.ts';
import { job, type ModuleDefinition } from '../../platform/module.ts';
import type { Notifications } from '../../platform/notifications.ts';
import { createRouter } from '../../platform/openapi.ts';
import { createPaymentGateway, testGatewayActions } from '../../platform/payments.ts';
import { RENEW_JOB, SWEEP_EVERY_MS, SWEEP_JOB, TEST_WEBHOOK_JOB } from './records.ts';
import { subscriptionsRouter, testGatewayRouter } from './routes.ts';
import { createSubscriptionsService } from './service.ts';

/**
 * Premium: plans, checkout through the payment gateway (ADR 0015), its webhook, renewals,
 * expiry and invoices. Offers the premium check every premium-gated module uses.
 */
export function defineSubscriptions(deps: {
  db: Database;
  config: Pick<AppConfig, 'payments'>;
  clock: Clock;
  notifications: Notifications;
  jobRunner: JobRunner;
  logger: Logger;
  /** The account's language (the settings module's), for the invoice's words. */
  localeOf: (userId: number) => Promise<Locale | null>;
}) {
  const gateway = createPaymentGateway(deps.config.payments, deps.db);
  // The test gateway's checkout page and its approve/decline calls exist only when it is the configured gateway.
  const testGateway = gateway.name === 'test' ? testGatewayActions(deps.config.payments, deps.db) : null;
  const subscriptions = createSubscriptionsService(deps.db, { ...deps, gateway });
  const isPremium: PremiumCheck = (userId) => subscriptions.isPremium(userId);
  return {
    router: createRouter()
      .route('/', subscriptionsRouter({ subscriptions, localeOf: deps.localeOf }))
      .route('/', testGatewayRouter({ subscriptions, testGateway })),
    reactions: [],
    jobs: [
      job(
        SWEEP_JOB,
        async () => {
          await subscriptions.sweep();
        },
        { everyMs: SWEEP_EVERY_MS },
      ),
      job<{ subscriptionId: number }>(RENEW_JOB, async ({ subscriptionId }) => subscriptions.renew(subscriptionId), {
        retry: { maxAttempts: 3, backoffMs: 10 * 60_000 },
      }),
      job<{ body: string; signature: string }>(TEST_WEBHOOK_JOB, async ({ body, signature }) => {
        await subscriptions.webhook(body, signature);
      }),
    ],
    offers: { isPremium },
  } satisfies ModuleDefinition<unknown, object>;
}
