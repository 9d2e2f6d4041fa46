import { del, set } from 'idb-keyval';
import { clearQueue, offlineUser } from './offline-queue';
import { downloadsKey, isPerUserCache, OFFLINE_USER_KEY, pageCacheName, savedCacheName, VISITOR } from './offline-rules';

/*
 * Whose offline data this device keeps (ADR 0045). Imported by the shell's offline part itself, not
 * loaded on demand: it runs on every page, offline too, where a chunk never loaded is not there.
 */

/**
 * Called as the session becomes known: when it is another account (or none) than the one whose
 * data is stored, that data goes (pages seen, saved lessons, actions not yet sent), so that no
 * account ever opens another's.
 */
export async function keepDataOf(user: string): Promise<void> {
  const previous = await offlineUser();
  if (previous === user) return;
  for (const name of await caches.keys()) {
    if (isPerUserCache(name) && name !== pageCacheName(user) && name !== savedCacheName(user)) await caches.delete(name);
  }
  await del(downloadsKey(previous));
  await clearQueue(previous);
  await set(OFFLINE_USER_KEY, user);
}

/** Signing out: everything stored for the account goes. */
export async function forgetOfflineData(): Promise<void> {
  const user = await offlineUser();
  for (const name of await caches.keys()) if (isPerUserCache(name)) await caches.delete(name);
  await del(downloadsKey(user));
  await clearQueue();
  await set(OFFLINE_USER_KEY, VISITOR);
}
