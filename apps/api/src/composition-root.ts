import type { Hono } from 'hono';
import { defineAccounts } from './modules/accounts/module.ts';
import { defineBanners } from './modules/banners/module.ts';
import { defineCourses } from './modules/courses/module.ts';
import { defineEnquiries } from './modules/enquiries/module.ts';
import { defineFiles } from './modules/files/module.ts';
import { defineFixme } from './modules/fixme/module.ts';
import { defineInstitutes } from './modules/institutes/module.ts';
import { defineInterviews } from './modules/interviews/module.ts';
import { defineJobs } from './modules/jobs/module.ts';
import { defineLearning } from './modules/learning/module.ts';
import { defineModeration } from './modules/moderation/module.ts';
import { defineNotifications } from './modules/notifications/module.ts';
import { definePosts } from './modules/posts/module.ts';
import { defineQuestions } from './modules/questions/module.ts';
import { defineQuizzes } from './modules/quizzes/module.ts';
import { defineReviews } from './modules/reviews/module.ts';
import { defineRoadmaps } from './modules/roadmaps/module.ts';
import { defineSearch } from './modules/search/module.ts';
import { defineSettings } from './modules/settings/module.ts';
import { defineSlides } from './modules/slides/module.ts';
import { defineStaff } from './modules/staff/module.ts';
import { defineStudioMedia } from './modules/studio/media-module.ts';
import { defineStudio } from './modules/studio/module.ts';
import { defineSubscriptions } from './modules/subscriptions/module.ts';
import { defineSystem } from './modules/system/module.ts';
import { defineTaxonomy } from './modules/taxonomy/module.ts';
import { systemClock } from './platform/clock.ts';
import type { AppDeps, AppEnv } from './platform/context.ts';
import { housekeepingJob } from './platform/housekeeping.ts';
import { liveRouter } from './platform/live.ts';
import { registerModule } from './platform/module.ts';
import { createMediaSigner } from './platform/signed-media.ts';
import { createStaffDirectory } from './platform/staff-directory.ts';

/**
 * The composition root: every module is defined here, once (its `define<Module>` in
 * modules/<module>/module.ts builds its service and router), then its jobs and reactions are
 * registered. AppDeps is the infrastructure and the platform services runtime.ts built. A module
 * that needs another gets what the other `offers` as an argument here, never by importing the
 * other module (biome.json forbids that).
 */
export function createModules(deps: AppDeps) {
  const clock = deps.clock ?? systemClock;
  const { db } = deps;
  const communityLimits = { rateLimiter: deps.rateLimiter, rateLimitFactor: deps.config.communityRateLimitFactor };

  // Short-lived links to the studio's video files (ADR 0043): signed by the player and the studio, checked by files.
  const signer = createMediaSigner(deps.config.authSecret, () => clock.now().getTime());
  // Settings first: premium's invoices are worded in the account's language.
  const settings = defineSettings(deps);
  const subscriptions = defineSubscriptions({ ...deps, clock, localeOf: settings.offers.localeOf });
  const { isPremium } = subscriptions.offers;
  // Staff roles, second factors and suspensions as the access levels read them on each request.
  const staffDirectory = createStaffDirectory(db, clock);
  const staff = defineStaff({ ...deps, clock, directory: staffDirectory });

  const taxonomy = defineTaxonomy(deps);
  const courses = defineCourses(deps);
  const institutes = defineInstitutes(deps);
  const reviews = defineReviews({
    db,
    ratingWriters: { course: courses.offers.setRating, institute: institutes.offers.setRating },
  });
  const enquiries = defineEnquiries({ ...deps, enquiryMailOf: settings.offers.enquiryMailOf });
  const jobs = defineJobs(deps);
  const roadmaps = defineRoadmaps(deps);
  const banners = defineBanners(deps);
  const fixme = defineFixme({ ...deps, isPremium });
  const interviews = defineInterviews({ ...deps, isPremium });
  const learning = defineLearning({ ...deps, isPremium, signer });
  const quizzes = defineQuizzes({ ...deps, isPremium });
  const slides = defineSlides({ ...deps, isPremium, requireLearner: learning.offers.requireLearner });
  const questions = defineQuestions({ ...deps, ...communityLimits });
  const posts = definePosts({
    ...deps,
    ...communityLimits,
    // A report opens or joins its case (moderation is defined below; called only once requests run).
    reportFiled: (tx, report) => moderation.offers.reportFiled(tx, report),
  });
  const moderation = defineModeration({
    ...deps,
    directory: staffDirectory,
    autoHideReports: deps.config.moderationAutoHideReports,
    setHidden: (tx, type, id, hidden) =>
      type === 'question' || type === 'answer'
        ? questions.offers.setHidden(tx, type, id, hidden)
        : posts.offers.setHidden(tx, type, id, hidden),
  });
  // Account deletion runs other modules' steps: votes, likes and reviews leave with the counters they moved.
  const accounts = defineAccounts({
    ...deps,
    clock,
    grantConsent: settings.offers.grantConsent,
    localeOf: settings.offers.localeOf,
    deletionSteps: [questions.offers.withdrawVotesOf, posts.offers.withdrawLikesOf, reviews.offers.withdrawReviewsOf],
  });
  const notifications = defineNotifications(deps);
  const search = defineSearch({
    readDb: deps.readDb,
    cards: {
      fixme: fixme.offers.cardsByIds,
      interview: interviews.offers.cardsByIds,
      question: questions.offers.cardsByIds,
      post: posts.offers.cardsByIds,
    },
    isPremium,
  });

  // The one place anything is registered: the platform's own hourly clean-up, then every module's jobs and reactions.
  registerModule({ reactions: [], jobs: [housekeepingJob(db)] }, deps);
  const modules = {
    system: defineSystem(deps),
    files: defineFiles({ ...deps, signer }),
    accounts,
    taxonomy,
    courses,
    institutes,
    reviews,
    enquiries,
    jobs,
    roadmaps,
    search,
    banners,
    fixme,
    interviews,
    subscriptions,
    learning,
    quizzes,
    slides,
    questions,
    posts,
    notifications,
    settings,
    staff,
    moderation,
    studio: defineStudio(deps),
    studioMedia: defineStudioMedia({ ...deps, signer }),
  };
  for (const definition of Object.values(modules)) registerModule(definition, deps);

  return {
    modules,
    clock,
    isPremium,
    staffDirectory,
    signInGate: staff.offers.signInGate,
    /** The signed-in user's interface language, for the error envelope's texts (platform/error-locale.ts). */
    localeOf: settings.offers.localeOf,
    sessions: deps.sessions,
    accounts: accounts.offers.accounts,
    passkeys: accounts.offers.passkeys,
  };
}

export type Modules = ReturnType<typeof createModules>;

/**
 * Mounts every module's router at /api, in this order. A new module adds one `.route` line. The
 * chain (not a loop) keeps each route's types, so `ApiRoutes` below describes the whole API for
 * the typed client (hono/client: apps/web/lib/server-api.ts and apps/web/lib/api-client.ts; the API tests in apps/api/src/test/test-app.ts).
 */
export function mountRouters<A extends Hono<AppEnv>>(app: A, { modules }: Modules, deps: AppDeps) {
  return app
    .route('/api', modules.system.router)
    .route('/api', modules.files.router)
    .route('/api', modules.accounts.router)
    .route('/api', modules.taxonomy.router)
    .route('/api', modules.courses.router)
    .route('/api', modules.institutes.router)
    .route('/api', modules.reviews.router)
    .route('/api', modules.enquiries.router)
    .route('/api', modules.jobs.router)
    .route('/api', modules.roadmaps.router)
    .route('/api', modules.search.router)
    .route('/api', modules.banners.router)
    .route('/api', modules.fixme.router)
    .route('/api', modules.interviews.router)
    .route('/api', modules.subscriptions.router)
    .route('/api', modules.learning.router)
    .route('/api', modules.quizzes.router)
    .route('/api', modules.slides.router)
    .route('/api', modules.questions.router)
    .route('/api', modules.posts.router)
    .route('/api', modules.notifications.router)
    .route('/api', modules.settings.router)
    .route('/api', modules.staff.router)
    .route('/api', modules.moderation.router)
    .route('/api', modules.studio.router)
    .route('/api', modules.studioMedia.router)
    .route('/api', liveRouter(deps));
}

/** Every route of the API with its input and output types: `hc<ApiRoutes>(origin)`. */
export type ApiRoutes = ReturnType<typeof mountRouters<Hono<AppEnv>>>;
