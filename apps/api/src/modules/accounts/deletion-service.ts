import { DELETE_REASONS } from '@lp/contract/constants';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { accountDeletions, otpCodes, users } from '../../db/schema/accounts.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { unauthorized } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import type { StoredImage } from '../../platform/images.ts';
import type { Logger } from '../../platform/logger.ts';
import type { SessionVersions } from '../../platform/session-versions.ts';
import type { Storage } from '../../platform/storage.ts';
import type { GithubService } from './github-service.ts';
import type { ProfileService } from './profile-service.ts';

/** Tables that hold secrets or machinery rather than what the user gave or did: never exported. */
const NOT_EXPORTED = new Set([
  'users',
  'phone_otps',
  'webauthn_challenges',
  'github_oauth_states',
  'outbox_events',
  'background_jobs',
]);
/** Columns never exported (hashes, keys, verifiers). */
const SECRET_COLUMN = /(hash|secret|verifier|public_key|token)/i;

type ExportRow = Record<string, unknown>;

/**
 * What another module does in the deletion's transaction before the users row goes (handed in
 * by the composition root). Rows that cascade away with the user but were counted in a counter
 * of someone else's row (votes, likes: ADR 0017) are taken away here with their counter, so
 * every counter still equals its rows once the account is gone.
 */
export type DeletionStep = (tx: Tx, userId: number) => Promise<void>;

/**
 * Deleting an account (ADR 0012): the users row goes and every row that references it with it
 * (ON DELETE CASCADE: tags, progress, reviews, applications, passkeys, points, notifications,
 * stored-file records; community questions, answers, posts and comments reference users with
 * ON DELETE SET NULL, stay, and show a deleted user). The `steps` of other modules run first in
 * the same transaction (votes and likes leave with their counters). Then the
 * files: résumés and other private files, and the profile picture. The email is free again at
 * once, and every session ends because its user no longer exists.
 */
export function createDeletionService(
  db: Database,
  deps: {
    storage: Storage;
    sessions: SessionVersions;
    events: Events;
    profile: ProfileService;
    github: Pick<GithubService, 'avatarOf' | 'deleteAvatar'>;
    logger: Logger;
    /** Run in order, in the transaction, before the users row is deleted. */
    steps: DeletionStep[];
  },
) {
  return {
    reasons() {
      return DELETE_REASONS.map(({ id, label }) => ({ id, label }));
    },

    async deleteAccount(userId: number, reason: string): Promise<void> {
      const [user] = await db
        .select({ id: users.id, email: users.email, picture: users.picture })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw unauthorized();
      const files = await db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.ownerUserId, userId));
      const githubAvatar = await deps.github.avatarOf(userId);
      await db.transaction(async (tx) => {
        // The row is locked first: a write of this user that would add to a counter (a vote, a
        // like) waits for the deletion, then fails on the missing user, so the steps see them all.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        for (const step of deps.steps) await step(tx, userId);
        await tx.insert(accountDeletions).values({ reason });
        // No userId on the event row: it would go with the user (ON DELETE CASCADE).
        await deps.events.emit(tx, { type: 'account.deleted', payload: { userId } });
        await tx.delete(users).where(eq(users.id, userId));
        // Codes mailed to the address are personal data too, and would make a new sign-up wait.
        await tx.delete(otpCodes).where(eq(sql`lower(${otpCodes.email})`, user.email.toLowerCase()));
      });
      await deps.sessions.forget(userId);
      // After the commit: a file that fails to go is logged, never brings the account back.
      const picture = (user.picture ?? []) as StoredImage[];
      for (const { key } of files) {
        await deps.storage.delete(key).catch((err) => deps.logger.error({ err, key }, 'deleting a stored file failed'));
      }
      await deps.profile
        .deletePictureFiles(picture, userId)
        .catch((err) => deps.logger.error({ err }, 'deleting a profile picture failed'));
      await deps.github
        .deleteAvatar(githubAvatar, userId)
        .catch((err) => deps.logger.error({ err }, 'deleting a GitHub picture failed'));
    },

    /**
     * "Your data": the profile, then every row of every table that references the user, found
     * from the database's own foreign keys (so a module added later is included without a
     * change here), minus secrets.
     */
    async exportData(userId: number): Promise<{ exportedAt: string; profile: unknown; records: Record<string, ExportRow[]> }> {
      const profile = await deps.profile.profile(userId);
      const refs = (await db.execute(sql`
        select distinct kcu.table_name as "table", kcu.column_name as "column"
        from information_schema.referential_constraints rc
        join information_schema.key_column_usage kcu
          on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
        where ccu.table_name = 'users' and ccu.column_name = 'id' and kcu.table_schema = current_schema()
        order by 1, 2`)) as unknown as { rows: { table: string; column: string }[] };
      const records: Record<string, ExportRow[]> = {};
      for (const { table, column } of refs.rows) {
        if (NOT_EXPORTED.has(table)) continue;
        const result = (await db.execute(
          sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
        )) as unknown as { rows: ExportRow[] };
        if (result.rows.length === 0) continue;
        const key = records[table] ? `${table}.${column}` : table;
        records[key] = result.rows.map((row) =>
          Object.fromEntries(Object.entries(row).filter(([name]) => !SECRET_COLUMN.test(name))),
        );
      }
      return { exportedAt: new Date().toISOString(), profile, records };
    },
  };
}

export type DeletionService = ReturnType<typeof createDeletionService>;
