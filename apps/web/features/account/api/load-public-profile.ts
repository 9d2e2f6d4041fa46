import type { PublicProfile } from '@lp/contract/accounts';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ApiError } from '@/lib/api-error';
import { serverApi, serverData } from '@/lib/server-api';

/** A learner's public profile for its page and metadata; a missing learner (or a bad id) is the 404 page. */
export const loadPublicProfile = cache(async (id: string): Promise<PublicProfile> => {
  if (!/^\d{1,10}$/.test(id)) notFound();
  try {
    return await serverData(serverApi().api.accounts.users[':id'].$get({ param: { id } }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) notFound();
    throw error;
  }
});
