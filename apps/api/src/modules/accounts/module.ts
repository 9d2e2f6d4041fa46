import type { Clock } from '../../platform/clock.ts';
import type { AppDeps } from '../../platform/context.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import { createRouter } from '../../platform/openapi.ts';
import { smsFor } from '../../platform/sms.ts';
import { createDeletionService, type DeletionStep } from './deletion-service.ts';
import { githubRouter } from './github-routes.ts';
import { createGithubService } from './github-service.ts';
import { passkeyRouter } from './passkey-routes.ts';
import { createPasskeyService } from './passkey-service.ts';
import { phoneRouter } from './phone-routes.ts';
import { createPhoneService } from './phone-service.ts';
import { profileRouter } from './profile-routes.ts';
import { createProfileService } from './profile-service.ts';
import { accountsRouter, type GrantConsent } from './routes.ts';
import { createAccountsService, type LocaleOf } from './service.ts';

/**
 * Accounts: sign-up and codes, the profile, phone, passkeys, GitHub connect and account
 * deletion. Offers Auth.js what signs a user in (`accounts`, `passkeys`).
 */
export function defineAccounts(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'storage' | 'logger' | 'rateLimiter' | 'points' | 'events' | 'sessions'> & {
    clock: Clock;
    /** Other modules' parts of deleting an account (votes, likes, reviews), run in its transaction. */
    deletionSteps: DeletionStep[];
    /** The settings module's record of a consent (the sign-up form's terms box). */
    grantConsent: GrantConsent;
    /** The settings module's reader of an account's language (its mails are written in it). */
    localeOf: LocaleOf;
  },
) {
  const { db, sessions } = deps;
  const accounts = createAccountsService(deps, sessions, deps.localeOf);
  // The site's public origin (PUBLIC_URL, or this server's own address): WebAuthn's relying party
  // and where GitHub sends the browser back.
  const origin = new URL(deps.config.publicUrl ?? `http://localhost:${deps.config.port}`).origin;
  const github = createGithubService(db, {
    config: deps.config.github,
    redirectUri: `${origin}/api/accounts/github-connect/callback`,
    storage: deps.storage,
    clock: deps.clock,
    logger: deps.logger,
  });
  const profile = createProfileService(db, { points: deps.points, storage: deps.storage, github: github.link });
  const phone = createPhoneService(db, { sms: smsFor(deps.config), secret: deps.config.authSecret, profile: profile.profile });
  const passkeys = createPasskeyService(db, { origin, rpId: new URL(origin).hostname, rpName: 'Learnly' });
  const deletion = createDeletionService(db, {
    storage: deps.storage,
    sessions,
    events: deps.events,
    profile,
    github,
    logger: deps.logger,
    steps: deps.deletionSteps,
  });
  return {
    router: createRouter()
      .route('/', accountsRouter({ accounts, grantConsent: deps.grantConsent }, deps))
      .route('/', profileRouter({ profile, deletion }, deps))
      .route('/', phoneRouter({ phone }))
      .route('/', passkeyRouter({ passkeys }, deps))
      .route('/', githubRouter({ github, profile }, deps)),
    reactions: [],
    jobs: [],
    offers: { accounts, passkeys },
  } satisfies ModuleDefinition<unknown, object>;
}
