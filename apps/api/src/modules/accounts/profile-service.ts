import type { EditProfileBody, GithubLink, Profile, PublicProfile, UserInfoBody } from '@lp/contract/accounts';
import { MESSAGES } from '@lp/contract/messages';
import { eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { notFound, unauthorized } from '../../platform/errors.ts';
import type { StoredImage } from '../../platform/images.ts';
import type { Points } from '../../platform/points.ts';
import type { Storage } from '../../platform/storage.ts';

type UserRow = typeof users.$inferSelect;

/** First and last name: the stored ones, or the full name split at its last space. */
export function splitName(row: Pick<UserRow, 'firstName' | 'lastName' | 'fullName'>): { firstName: string; lastName: string } {
  if (row.firstName) return { firstName: row.firstName, lastName: row.lastName ?? '' };
  const full = row.fullName.trim();
  const space = full.lastIndexOf(' ');
  return space > 0 ? { firstName: full.slice(0, space), lastName: full.slice(space + 1) } : { firstName: full, lastName: '' };
}

const pictureOut = (picture: StoredImage[] | null) =>
  (picture ?? []).map(({ width, height, url }) => ({ width, height, url })).sort((a, b) => a.width - b.width);

/**
 * The profile (SPEC §1): names, designation, student, member since, time zone, bio, picture,
 * phone, GitHub, and the points and streaks the platform's ledger holds.
 */
export function createProfileService(
  db: Database,
  deps: {
    points: Points;
    storage: Storage;
    /** The linked GitHub account (github-service.ts), or null. */
    github: (userId: number) => Promise<GithubLink | null>;
  },
) {
  async function row(userId: number): Promise<UserRow> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw unauthorized();
    return user;
  }

  /** Deletes picture files no other account uses (keys are content-hashed, so two people may share one). */
  async function deletePictureFiles(picture: StoredImage[] | null, exceptUserId: number) {
    for (const image of picture ?? []) {
      const [shared] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.id} <> ${exceptUserId} and ${users.picture} @> ${JSON.stringify([{ key: image.key }])}::jsonb`)
        .limit(1);
      if (!shared) await deps.storage.delete(image.key);
    }
  }

  async function profile(userId: number): Promise<Profile> {
    const user = await row(userId);
    const [summary, github] = await Promise.all([deps.points.summary(userId), deps.github(userId)]);
    return {
      id: user.id,
      email: user.email,
      ...splitName(user),
      fullName: user.fullName,
      designation: user.designation,
      student: user.isStudent,
      city: user.city,
      memberSince: user.createdAt.toISOString(),
      timeZone: user.timeZone,
      bio: user.bio,
      picture: pictureOut(user.picture),
      phone: user.phoneVerifiedAt ? user.phone : null,
      points: summary.total,
      currentStreak: summary.currentStreak,
      longestStreak: summary.longestStreak,
      github,
    };
  }

  return {
    profile,

    async publicProfile(userId: number): Promise<PublicProfile> {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) throw notFound(MESSAGES.userNotFound);
      const full = await profile(userId);
      return {
        id: full.id,
        fullName: full.fullName,
        designation: full.designation,
        student: full.student,
        memberSince: full.memberSince,
        bio: full.bio,
        picture: full.picture,
        points: full.points,
        currentStreak: full.currentStreak,
        longestStreak: full.longestStreak,
        github: full.github && { login: full.github.login, name: full.github.name, profileUrl: full.github.profileUrl },
      };
    },

    async editProfile(
      userId: number,
      input: Required<Omit<EditProfileBody, 'lastName'>> & { lastName: string },
    ): Promise<Profile> {
      const fullName = [input.firstName, input.lastName].filter(Boolean).join(' ');
      await db
        .update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          fullName,
          designation: input.designation ?? null,
          isStudent: input.student ?? null,
          timeZone: input.timeZone,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
      return profile(userId);
    },

    async editBio(userId: number, bio: string): Promise<Profile> {
      await db
        .update(users)
        .set({ bio: bio || null, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      return profile(userId);
    },

    /** The welcome form's answers: only the fields sent change. */
    async saveUserInfo(userId: number, input: UserInfoBody): Promise<Profile> {
      const set: Partial<typeof users.$inferInsert> = {};
      if (input.student !== undefined) set.isStudent = input.student;
      if (input.designation !== undefined) set.designation = input.designation;
      if (input.city !== undefined) set.city = input.city;
      if (input.timeZone !== undefined) set.timeZone = input.timeZone;
      if (Object.keys(set).length > 0) {
        await db
          .update(users)
          .set({ ...set, updatedAt: sql`now()` })
          .where(eq(users.id, userId));
      }
      return profile(userId);
    },

    /** Stores the new picture's variants and deletes the old picture's files. */
    async setPicture(userId: number, picture: StoredImage[]): Promise<Profile> {
      const before = await row(userId);
      await db.update(users).set({ picture, updatedAt: sql`now()` }).where(eq(users.id, userId));
      const keep = new Set(picture.map((p) => p.key));
      await deletePictureFiles(
        (before.picture ?? []).filter((p) => !keep.has(p.key)),
        userId,
      );
      return profile(userId);
    },

    /** Back to the default avatar (SPEC §9); the stored files go. */
    async removePicture(userId: number): Promise<Profile> {
      const before = await row(userId);
      await db.update(users).set({ picture: null, updatedAt: sql`now()` }).where(eq(users.id, userId));
      await deletePictureFiles(before.picture, userId);
      return profile(userId);
    },

    deletePictureFiles,

    /** For tests and the seed: whether anyone else holds `key`. */
    async pictureKeyInUse(key: string, exceptUserId: number): Promise<boolean> {
      const [shared] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`${ne(users.id, exceptUserId)} and ${users.picture} @> ${JSON.stringify([{ key }])}::jsonb`)
        .limit(1);
      return Boolean(shared);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
