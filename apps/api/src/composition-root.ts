import type { Hono } from 'hono';
import { createDeletionService } from './modules/accounts/deletion-service.ts';
import { githubRouter } from './modules/accounts/github-routes.ts';
import { createGithubService } from './modules/accounts/github-service.ts';
import { passkeyRouter } from './modules/accounts/passkey-routes.ts';
import { createPasskeyService } from './modules/accounts/passkey-service.ts';
import { phoneRouter } from './modules/accounts/phone-routes.ts';
import { createPhoneService } from './modules/accounts/phone-service.ts';
import { profileRouter } from './modules/accounts/profile-routes.ts';
import { createProfileService } from './modules/accounts/profile-service.ts';
import { accountsRouter } from './modules/accounts/routes.ts';
import { createAccountsService } from './modules/accounts/service.ts';
import { bannersRouter } from './modules/banners/routes.ts';
import { createBannersService } from './modules/banners/service.ts';
import { coursesRouter } from './modules/courses/routes.ts';
import { createCoursesService } from './modules/courses/service.ts';
import { enquiriesRouter } from './modules/enquiries/routes.ts';
import { createEnquiriesService } from './modules/enquiries/service.ts';
import { filesRouter, mediaRouter } from './modules/files/routes.ts';
import { fixmeRouter } from './modules/fixme/routes.ts';
import { createFixmeService } from './modules/fixme/service.ts';
import { institutesRouter } from './modules/institutes/routes.ts';
import { createInstitutesService } from './modules/institutes/service.ts';
import { interviewsRouter } from './modules/interviews/routes.ts';
import { createInterviewsService } from './modules/interviews/service.ts';
import { jobsRouter } from './modules/jobs/routes.ts';
import { createJobsService } from './modules/jobs/service.ts';
import { learningRouter } from './modules/learning/routes.ts';
import { createLearningService } from './modules/learning/service.ts';
import { moderationRouter } from './modules/moderation/routes.ts';
import { createModerationService } from './modules/moderation/service.ts';
import { notificationsRouter } from './modules/notifications/routes.ts';
import { createNotificationsListService } from './modules/notifications/service.ts';
import { postsRouter } from './modules/posts/routes.ts';
import { createPostsService } from './modules/posts/service.ts';
import { questionsRouter } from './modules/questions/routes.ts';
import { createQuestionsService } from './modules/questions/service.ts';
import { quizzesRouter } from './modules/quizzes/routes.ts';
import { createQuizzesService } from './modules/quizzes/service.ts';
import { reviewsRouter } from './modules/reviews/routes.ts';
import { createReviewsService } from './modules/reviews/service.ts';
import { roadmapsRouter } from './modules/roadmaps/routes.ts';
import { createRoadmapsService } from './modules/roadmaps/service.ts';
import { searchRouter } from './modules/search/routes.ts';
import { createSearchService } from './modules/search/service.ts';
import { settingsRouter } from './modules/settings/routes.ts';
import { createSettingsService } from './modules/settings/service.ts';
import { slidesRouter } from './modules/slides/routes.ts';
import { createSlidesService } from './modules/slides/service.ts';
import { staffRouter } from './modules/staff/routes.ts';
import { createStaffService } from './modules/staff/service.ts';
import { totpRouter } from './modules/staff/totp-routes.ts';
import { createTotpService } from './modules/staff/totp-service.ts';
import { subscriptionsRouter, testGatewayRouter } from './modules/subscriptions/routes.ts';
import { createSubscriptionsService } from './modules/subscriptions/service.ts';
import { docsRouter, systemRouter } from './modules/system/routes.ts';
import { taxonomyRouter } from './modules/taxonomy/routes.ts';
import { createTaxonomyService } from './modules/taxonomy/service.ts';
import type { PremiumCheck } from './platform/access.ts';
import { systemClock } from './platform/clock.ts';
import type { AppDeps, AppEnv } from './platform/context.ts';
import { liveRouter } from './platform/live.ts';
import { createPaymentGateway, testGatewayActions } from './platform/payments.ts';
import { createSandbox } from './platform/sandbox/sandbox.ts';
import { smsFor } from './platform/sms.ts';
import { createStaffDirectory } from './platform/staff-directory.ts';

/**
 * The composition root: every service is built here, once, and handed to the routers. AppDeps
 * is the infrastructure the caller (the server, a test) provides; everything built from it
 * lives below. A service that needs another gets it as an argument here, never by importing
 * the other module (biome.json forbids that).
 */
export function createServices(deps: AppDeps) {
  // Platform services (deps.events, deps.points, deps.notifications, deps.live, deps.jobRunner, deps.sessions)
  // arrive built in AppDeps (platform/services.ts): they hold connections and timers that the
  // server starts and stops. Hand them to the module services below as arguments.
  const clock = deps.clock ?? systemClock;
  const paymentGateway = createPaymentGateway(deps.config.payments, deps.db);
  // The test gateway's checkout page and its approve/decline calls exist only when it is the configured gateway.
  const testGateway = paymentGateway.name === 'test' ? testGatewayActions(deps.config.payments, deps.db) : null;
  const subscriptions = createSubscriptionsService(deps.db, {
    gateway: paymentGateway,
    clock,
    notifications: deps.notifications,
    jobRunner: deps.jobRunner,
    logger: deps.logger,
  });
  const isPremium: PremiumCheck = (userId) => subscriptions.isPremium(userId);

  const { sessions } = deps;
  const staffDirectory = createStaffDirectory(deps.db, clock);

  const accounts = createAccountsService(deps, sessions);
  // The site's public origin (PUBLIC_URL, or this server's own address): WebAuthn's relying party
  // and where GitHub sends the browser back.
  const origin = new URL(deps.config.publicUrl ?? `http://localhost:${deps.config.port}`).origin;
  const github = createGithubService(deps.db, {
    config: deps.config.github,
    redirectUri: `${origin}/api/accounts/github-connect/callback`,
    storage: deps.storage,
    clock,
    logger: deps.logger,
  });
  const profile = createProfileService(deps.db, { points: deps.points, storage: deps.storage, github: github.link });
  const phone = createPhoneService(deps.db, {
    sms: smsFor(deps.config),
    secret: deps.config.authSecret,
    profile: profile.profile,
  });
  const passkeys = createPasskeyService(deps.db, { origin, rpId: new URL(origin).hostname, rpName: 'Learnly' });
  const taxonomy = createTaxonomyService(deps.db);
  const courses = createCoursesService(deps.db);
  const institutes = createInstitutesService(deps.db);
  const reviews = createReviewsService(deps.db, { course: courses.setRating, institute: institutes.setRating });
  const enquiries = createEnquiriesService(deps.db);
  const jobs = createJobsService(deps.db, deps.storage);
  const roadmaps = createRoadmapsService(deps.db);
  const banners = createBannersService(deps.db);
  // The code sandbox's threads start on the first run and end with the process.
  const sandbox = createSandbox(deps.config.sandbox);
  deps.onShutdown(() => sandbox.close());
  const fixme = createFixmeService({ db: deps.db, sandbox, points: deps.points, events: deps.events, isPremium });
  const interviews = createInterviewsService({
    db: deps.db,
    storage: deps.storage,
    points: deps.points,
    events: deps.events,
    isPremium,
  });

  const learning = createLearningService(deps.db, { events: deps.events, points: deps.points, isPremium });
  const quizzes = createQuizzesService(deps.db, {
    events: deps.events,
    points: deps.points,
    jobRunner: deps.jobRunner,
    isPremium,
  });
  const slides = createSlidesService(deps.db, {
    events: deps.events,
    points: deps.points,
    isPremium,
    requireLearner: learning.requireLearner,
  });
  const questions = createQuestionsService(deps.db, {
    events: deps.events,
    points: deps.points,
    notifications: deps.notifications,
    rateLimiter: deps.rateLimiter,
    rateLimitFactor: deps.config.communityRateLimitFactor,
  });
  const posts = createPostsService(deps.db, {
    events: deps.events,
    notifications: deps.notifications,
    rateLimiter: deps.rateLimiter,
    rateLimitFactor: deps.config.communityRateLimitFactor,
    // A report opens or joins its case (moderation is built below; called only once requests run).
    reportFiled: (tx, report) => moderation.reportFiled(tx, report),
  });
  const moderation = createModerationService(deps.db, {
    notifications: deps.notifications,
    autoHideReports: deps.config.moderationAutoHideReports,
    setHidden: (tx, type, id, hidden) =>
      type === 'question' || type === 'answer'
        ? questions.setHidden(tx, type, id, hidden)
        : posts.setHidden(tx, type, id, hidden),
  });
  // Account deletion runs other modules' steps: votes, likes and reviews leave with the counters they moved.
  const deletion = createDeletionService(deps.db, {
    storage: deps.storage,
    sessions,
    events: deps.events,
    profile,
    github,
    logger: deps.logger,
    steps: [questions.withdrawVotesOf, posts.withdrawLikesOf, reviews.withdrawReviewsOf],
  });
  const notificationsList = createNotificationsListService(deps.db, {
    notifications: deps.notifications,
    live: deps.live,
    events: deps.events,
    logger: deps.logger,
  });
  const settings = createSettingsService(deps.db);
  const totp = createTotpService(deps.db, { clock });
  const staff = createStaffService(deps.db, { directory: staffDirectory, totp, sessions, clock });
  const search = createSearchService(deps.db, {
    cards: {
      fixme: fixme.cardsByIds,
      interview: interviews.cardsByIds,
      question: questions.cardsByIds,
      post: posts.cardsByIds,
    },
    isPremium,
  });

  return {
    clock,
    subscriptions,
    testGateway,
    isPremium,
    staffDirectory,
    sessions,
    accounts,
    profile,
    phone,
    passkeys,
    github,
    deletion,
    taxonomy,
    courses,
    institutes,
    reviews,
    enquiries,
    jobs,
    roadmaps,
    search,
    banners,
    sandbox,
    fixme,
    interviews,
    learning,
    quizzes,
    slides,
    questions,
    posts,
    moderation,
    notificationsList,
    settings,
    totp,
    staff,
  };
}

export type Services = ReturnType<typeof createServices>;

/**
 * Mounts every module's router at /api, in this order. A new module adds one `.route` line. The
 * chain (not a loop) keeps each route's types, so `ApiRoutes` below describes the whole API for
 * the typed client (hono/client: apps/web/lib/server-api.ts and apps/web/lib/api-client.ts; the API tests in apps/api/src/test/test-app.ts).
 */
export function mountRouters<A extends Hono<AppEnv>>(app: A, services: Services, deps: AppDeps) {
  const build = <R>(router: (services: Services, deps: AppDeps) => R) => router(services, deps);
  return app
    .route('/api', build(systemRouter))
    .route('/api', build(docsRouter))
    .route('/api', build(mediaRouter))
    .route('/api', build(filesRouter))
    .route('/api', build(accountsRouter))
    .route('/api', build(profileRouter))
    .route('/api', build(phoneRouter))
    .route('/api', build(passkeyRouter))
    .route('/api', build(githubRouter))
    .route('/api', build(taxonomyRouter))
    .route('/api', build(coursesRouter))
    .route('/api', build(institutesRouter))
    .route('/api', build(reviewsRouter))
    .route('/api', build(enquiriesRouter))
    .route('/api', build(jobsRouter))
    .route('/api', build(roadmapsRouter))
    .route('/api', build(searchRouter))
    .route('/api', build(bannersRouter))
    .route('/api', build(fixmeRouter))
    .route('/api', build(interviewsRouter))
    .route('/api', build(subscriptionsRouter))
    .route('/api', build(testGatewayRouter))
    .route('/api', build(learningRouter))
    .route('/api', build(quizzesRouter))
    .route('/api', build(slidesRouter))
    .route('/api', build(questionsRouter))
    .route('/api', build(postsRouter))
    .route('/api', build(notificationsRouter))
    .route('/api', build(settingsRouter))
    .route('/api', build(liveRouter))
    .route('/api', build(staffRouter))
    .route('/api', build(moderationRouter))
    .route('/api', build(totpRouter));
}

/** Every route of the API with its input and output types: `hc<ApiRoutes>(origin)`. */
export type ApiRoutes = ReturnType<typeof mountRouters<Hono<AppEnv>>>;
