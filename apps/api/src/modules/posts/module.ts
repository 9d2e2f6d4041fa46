import type { Database } from '../../db/client.ts';
import type { ModuleDefinition } from '../../platform/module.ts';
import type { Notifications } from '../../platform/notifications.ts';
import type { Storage } from '../../platform/storage.ts';
import { postsReactions } from './reactions.ts';
import type { PostsDeps } from './records.ts';
import { postsRouter } from './routes.ts';
import { createPostsService } from './service.ts';

/**
 * The feed: posts with images, likes, saves, comments, reports, and the notifications they
 * cause. Offers its cards to search and the withdrawal of a deleted account's likes.
 */
export function definePosts(deps: PostsDeps & { db: Database; storage: Storage; notifications: Notifications }) {
  const posts = createPostsService(deps.db, deps);
  return {
    router: postsRouter({ posts }, deps),
    reactions: postsReactions(deps.db, deps.notifications),
    jobs: [],
    offers: { cardsByIds: posts.cardsByIds, withdrawLikesOf: posts.withdrawLikesOf, setHidden: posts.setHidden },
  } satisfies ModuleDefinition<unknown, object>;
}
