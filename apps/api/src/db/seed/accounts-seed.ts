import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { users } from '../schema/accounts.ts';

/** The demo learner's profile (SPEC §1), so the profile and public profile pages show something real. */
export async function seedAccountProfiles(db: Database, demoEmail: string): Promise<void> {
  await db
    .update(users)
    .set({
      firstName: 'Aarav',
      lastName: 'Sharma',
      designation: 'Final-year BCA student',
      isStudent: true,
      city: 'Jaipur',
      bio: 'Learning web development and Python on evenings. Building a timetable app for my college, one commit at a time.',
    })
    .where(eq(users.email, demoEmail));
}
