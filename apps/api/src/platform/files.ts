import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { storedFiles } from '../db/schema/files.ts';

export type StoredFile = typeof storedFiles.$inferSelect;
export type NewStoredFile = Omit<typeof storedFiles.$inferInsert, 'createdAt'>;

/** `/api/core/files/resumes/2026/11/….pdf`: where the owner downloads a private stored file. */
export function privateFileUrl(key: string): string {
  return `/api/core/files/${key}`;
}

/** Records who owns a stored private file, inside the caller's transaction (with the row that uses it). */
export async function recordStoredFile(tx: Database, file: NewStoredFile): Promise<void> {
  await tx.insert(storedFiles).values(file);
}

/** The file under `key` when it belongs to `userId`; null otherwise (missing and not-yours look the same). */
export async function findOwnedFile(db: Database, key: string, userId: number): Promise<StoredFile | null> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.key, key), eq(storedFiles.ownerUserId, userId)))
    .limit(1);
  return row ?? null;
}

/** Forgets a stored private file's owner record (the caller deletes the bytes after its transaction commits). */
export async function forgetStoredFile(tx: Database, key: string): Promise<void> {
  await tx.delete(storedFiles).where(eq(storedFiles.key, key));
}
