import { count } from 'drizzle-orm';
import type { Storage } from '../../platform/storage.ts';
import type { Database } from '../client.ts';
import { streams } from '../schema/taxonomy.ts';
import { seedAccountProfiles } from './accounts-seed.ts';
import { seedActivity } from './activity-seed.ts';
import { COVER_CACHE_DIR, seedCatalogue } from './catalogue-seed.ts';
import { writeCovers } from './cover-art.ts';
import { SEED_COUNSELLOR, seedEnquiries } from './enquiries-seed.ts';
import { insertTaxonomy, insertUser } from './factories.ts';
import { seedFixme } from './fixme-seed.ts';
import { seedHiring } from './hiring-seed.ts';
import { seedInterviews } from './interviews-seed.ts';
import { seedLearnerProgress, seedLessonContents } from './learning-seed.ts';
import { seedPosts } from './posts-seed.ts';
import { seedQuestions } from './questions-seed.ts';
import { seedRoadmapSteps } from './roadmaps-seed.ts';
import { seedDecks, seedSlideLessons } from './slides-seed.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, seedStaff } from './staff-seed.ts';
import { authorCatalogueOutlines } from './studio-catalogue-seed.ts';
import { seedStudioContent } from './studio-content-seed.ts';
import { seedStudio } from './studio-seed.ts';
import { seedStudioVideo } from './studio-video-seed.ts';
import { seedSubscriptions } from './subscriptions-seed.ts';

/** Demo accounts printed at start and listed in the README; the staff's second factor is a seeded authenticator secret. */
export const DEMO_ACCOUNTS = [
  { email: 'demo@learnly.in', password: 'Learnly@123', fullName: 'Aarav Sharma', note: 'preferences chosen' },
  { email: 'new@learnly.in', password: 'Learnly@123', fullName: 'Diya Patel', note: 'sees the welcome form' },
  {
    email: 'premium@learnly.in',
    password: 'Learnly@123',
    fullName: 'Kavya Iyer',
    note: 'premium member (yearly plan), receipts under Account › Subscriptions',
  },
  ...DEMO_STAFF.map((member) => ({
    email: member.email,
    password: DEMO_STAFF_PASSWORD,
    fullName: member.fullName,
    note: `${member.note}; authenticator secret ${member.totpSecret}, or npm run staff -- totp ${member.email}`,
  })),
] as const;

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(streams);
  return (row?.n ?? 0) === 0;
}

export type SeedProgress = (step: string, done: number, total: number) => void;

/**
 * Deterministic demo data: the same rows on every machine. With `storage`, the catalogue's
 * cover art is drawn (or copied from the render cache) into it. The studio's videos (the first
 * institute's clip lessons) go to `mediaStorage`, `storage` when not given: one of them is needed.
 */
export async function seed(
  db: Database,
  onProgress: SeedProgress = () => {},
  options: { storage?: Storage; mediaStorage?: Storage; demoVideo?: boolean } = {},
): Promise<void> {
  const mediaStorage = options.mediaStorage ?? options.storage;
  if (!mediaStorage) throw new Error("seed needs a storage for the studio's videos (storage or mediaStorage)");
  const steps = 5;
  onProgress('streams and tags', 0, steps);
  await insertTaxonomy(db);
  onProgress('demo accounts', 1, steps);
  const [demo, fresh, member] = DEMO_ACCOUNTS;
  await insertUser(db, {
    email: demo.email,
    password: demo.password,
    fullName: demo.fullName,
    showPreferences: false,
    streamSlug: 'computer-applications',
    tagSlugs: ['web-development', 'python', 'data-science'],
  });
  await insertUser(db, { email: fresh.email, password: fresh.password, fullName: fresh.fullName, showPreferences: true });
  const premium = await insertUser(db, {
    email: member.email,
    password: member.password,
    fullName: member.fullName,
    showPreferences: false,
    streamSlug: 'computer-applications',
    tagSlugs: ['web-development', 'cloud-computing'],
  });
  await seedAccountProfiles(db, demo.email);
  onProgress('catalogue', 2, steps);
  const { covers, studioOutlines } = await seedCatalogue(db, (step) => onProgress(`catalogue: ${step}`, 2, steps), {
    outlineInStudio: true,
  });
  onProgress('practice: fix-me problems and mock interviews', 2, steps);
  await seedFixme(db);
  await seedInterviews(db);
  onProgress('premium plans and a member', 2, steps);
  await seedSubscriptions(db, { premiumUserId: premium.id });
  onProgress('quizzes and lessons', 3, steps);
  const now = new Date();
  const quizIds = await seedLessonContents(db, now);
  onProgress('slide decks', 3, steps);
  const decks = await seedDecks(db, now);
  onProgress("course studio: every course's modules and lessons", 3, steps);
  await authorCatalogueOutlines(db, studioOutlines, { decks, quizIds, storage: mediaStorage });
  onProgress('learning', 3, steps);
  await seedLearnerProgress(db, { demoEmail: demo.email, now, quizIds });
  onProgress('slide lessons and collections', 3, steps);
  await seedSlideLessons(db, decks, { demoEmail: demo.email, now });
  onProgress('roadmap steps', 3, steps);
  await seedRoadmapSteps(db);
  if (options.storage) {
    onProgress('cover art', 4, steps);
    await writeCovers(options.storage, covers, { cacheDir: COVER_CACHE_DIR });
  }
  onProgress('community questions and feed', 4, steps);
  await seedQuestions(db);
  const feed = await seedPosts(db);
  if (options.storage) await writeCovers(options.storage, feed.covers, { cacheDir: COVER_CACHE_DIR });
  onProgress('staff and reports for the review queue', 4, steps);
  await seedStaff(db, { reporterEmails: [demo.email, member.email] });
  await seedEnquiries(db, { admissionsEmail: 'admissions@learnly.in' });
  onProgress('jobs and applicants of the recruiter', 4, steps);
  await seedHiring(db, { demoEmail: demo.email, ...(options.storage ? { storage: options.storage } : {}) });
  onProgress('course studio: drafts of the catalogue, a course authored in the studio and a draft', 4, steps);
  const studio = await seedStudio(db);
  if (options.storage) await writeCovers(options.storage, studio.covers, { cacheDir: COVER_CACHE_DIR });
  // The draft's video lesson just uploaded and queued for its transcode (its source goes to storage),
  // unless told not to (config.seedDemoVideo: the browser journeys).
  if (options.storage && options.demoVideo !== false) await seedStudioVideo(db, options.storage);
  await seedStudioContent(db, { instructorEmail: 'instructor@learnly.in' });
  onProgress('sign-ups, enrolments and payments of the last months', 4, steps);
  await seedActivity(db, { staffEmails: [...DEMO_STAFF.map((m) => m.email), SEED_COUNSELLOR.email], quietEmails: [fresh.email] });
  onProgress('done', steps, steps);
}
