import { sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords.ts';
import type { Database } from '../client.ts';
import { users, userTags } from '../schema/accounts.ts';
import { streams, tags } from '../schema/taxonomy.ts';
import { STREAMS, slugify } from './taxonomy-data.ts';

/** Data factories shared by the seed and the tests, so both build rows the same way. */

export async function insertTaxonomy(db: Database) {
  for (const [position, stream] of STREAMS.entries()) {
    const [row] = await db
      .insert(streams)
      .values({ name: stream.name, slug: stream.slug, description: stream.description, position })
      .returning({ id: streams.id });
    if (!row) throw new Error('stream insert returned no row');
    if (stream.tags.length > 0) {
      await db.insert(tags).values(stream.tags.map((name) => ({ streamId: row.id, name, slug: slugify(name) })));
    }
  }
}

let userSequence = 0;

export type UserOverrides = Partial<{
  email: string;
  fullName: string;
  password: string;
  showPreferences: boolean;
  streamSlug: string;
  tagSlugs: string[];
}>;

/** A user with a real argon2id hash of `password` (default "Learnly@123"). */
export async function insertUser(db: Database, overrides: UserOverrides = {}) {
  userSequence += 1;
  const password = overrides.password ?? 'Learnly@123';
  const email = (overrides.email ?? `user${userSequence}-${Date.now()}@example.in`).toLowerCase();
  const [stream] = overrides.streamSlug
    ? await db.select({ id: streams.id }).from(streams).where(sql`${streams.slug} = ${overrides.streamSlug}`)
    : [];
  const [user] = await db
    .insert(users)
    .values({
      email,
      fullName: overrides.fullName ?? `Test User ${userSequence}`,
      passwordHash: await hashPassword(password),
      showPreferences: overrides.showPreferences ?? true,
      streamId: stream?.id ?? null,
      passwordChangedAt: sql`now()`,
    })
    .returning();
  if (!user) throw new Error('user insert returned no row');
  if (stream && overrides.tagSlugs?.length) {
    const chosen = await db
      .select({ id: tags.id })
      .from(tags)
      .where(sql`${tags.streamId} = ${stream.id} and ${tags.slug} in ${overrides.tagSlugs}`);
    if (chosen.length > 0) await db.insert(userTags).values(chosen.map((t) => ({ userId: user.id, tagId: t.id })));
  }
  return { ...user, password };
}
