import { serverApi, serverDataOrNull } from '@/lib/server-api';

/** The courses a learner takes and has finished, as anyone may see them (newest first); null when the call fails. */
export async function loadPublicCourses(id: string) {
  const listing = await serverDataOrNull(
    serverApi().api.accounts.users[':id'].courses.$get({ param: { id }, query: { page_size: '12' } }),
  );
  return listing ? { results: listing.results, count: listing.count } : null;
}
