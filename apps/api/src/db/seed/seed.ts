import { count } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { streams } from '../schema/taxonomy.ts';
import { seedCatalogue } from './catalogue-seed.ts';
import { insertTaxonomy, insertUser } from './factories.ts';

/** Demo accounts printed at start and listed in the README. */
export const DEMO_ACCOUNTS = [
  { email: 'demo@learnly.in', password: 'Learnly@123', fullName: 'Aarav Sharma', note: 'preferences chosen' },
  { email: 'new@learnly.in', password: 'Learnly@123', fullName: 'Diya Patel', note: 'sees the welcome form' },
] as const;

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(streams);
  return (row?.n ?? 0) === 0;
}

export type SeedProgress = (step: string, done: number, total: number) => void;

/** Deterministic demo data: the same rows on every machine. */
export async function seed(db: Database, onProgress: SeedProgress = () => {}): Promise<void> {
  const steps = 3;
  onProgress('streams and tags', 0, steps);
  await insertTaxonomy(db);
  onProgress('demo accounts', 1, steps);
  const [demo, fresh] = DEMO_ACCOUNTS;
  await insertUser(db, {
    email: demo.email,
    password: demo.password,
    fullName: demo.fullName,
    showPreferences: false,
    streamSlug: 'computer-applications',
    tagSlugs: ['web-development', 'python', 'data-science'],
  });
  await insertUser(db, { email: fresh.email, password: fresh.password, fullName: fresh.fullName, showPreferences: true });
  onProgress('catalogue', 2, steps);
  await seedCatalogue(db, (step) => onProgress(`catalogue: ${step}`, 2, steps));
  onProgress('done', steps, steps);
}
