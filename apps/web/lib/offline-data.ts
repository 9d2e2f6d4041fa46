import { get, set } from 'idb-keyval';
import { saveItemNote } from '@/features/learning/api/item-note';
import { completeItem } from '@/features/learning/api/item-progress';
import { answerQuiz } from '@/features/learning/api/quiz-attempts';
import { ApiError } from './api-error';
import { type FlushResult, flushQueue, type NewAction, offlineUser, queueOffline, type SendOutcome } from './offline-queue';
import { downloadsKey, pageCacheKey, pageCacheName, STATIC_CACHE, savedCacheName, VISITOR } from './offline-rules';

/**
 * The browser's side of offline learning (ADR 0045), loaded on demand: whose data is in use,
 * "Save for offline", the downloads list and sending what was done offline. The service worker
 * (worker/service-worker.ts) answers from the caches filled here.
 */

/** One saved course, as the Downloads page lists it. */
export type Download = {
  slug: string;
  title: string;
  savedAt: string;
  lessons: number;
  videos: number;
  bytes: number;
  /** The API answers stored for it (what removing it deletes). */
  urls: string[];
};

export type SaveProgress = { done: number; total: number; bytes: number };

export async function downloads(): Promise<Download[]> {
  return (await get<Download[]>(downloadsKey(await offlineUser()))) ?? [];
}

/** What the browser stores for this site (every cache and IndexedDB), and how much it may. */
export async function storageUsed(): Promise<{ usage: number; quota: number } | null> {
  if (!navigator.storage?.estimate) return null;
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  return { usage, quota };
}

/** A response's body read to the end, counting bytes as they come (a video's progress). */
async function readCounting(response: Response, onBytes: (bytes: number) => void): Promise<Response> {
  if (!response.body) return response;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    onBytes(read.value.byteLength);
  }
  return new Response(new Blob(chunks), { status: response.status, statusText: response.statusText, headers: response.headers });
}

type ContextForSaving = {
  course: { title: string };
  modules: { items: { id: number; kind: string }[] }[];
};
type ItemForSaving = {
  content: {
    videoUrl: string | null;
    captionsUrl: string | null;
    posterUrl: string | null;
    renditions: { url: string; width: number }[];
    deck: { id: number } | null;
    quiz: { slug: string } | null;
  } | null;
};

/**
 * Saves an enrolled course for offline: the learn page, the session, the course's outline, each
 * lesson's content and note, its slides, its quiz and its video in the smallest rendition (captions and
 * poster too). Stored one after another, with progress; an answer that is not a 200 (a premium
 * lesson without a plan, a deleted deck) is skipped.
 */
export async function saveCourse(slug: string, onProgress: (progress: SaveProgress) => void): Promise<Download> {
  const user = await offlineUser();
  if (user === VISITOR) throw new Error('Sign in to save a course for offline.');
  const saved = await caches.open(savedCacheName(user));
  const progress: SaveProgress = { done: 0, total: 3, bytes: 0 };
  const report = () => onProgress({ ...progress });
  const stored: string[] = [];

  const store = async (url: string): Promise<Response | null> => {
    const response = await fetch(url, { credentials: 'same-origin' });
    progress.done++;
    if (response.status !== 200) {
      report();
      return null;
    }
    const copy = await readCounting(response, (bytes) => {
      progress.bytes += bytes;
      report();
    });
    await saved.put(url, copy.clone());
    stored.push(url);
    report();
    return copy;
  };

  const learnPath = `/courses/${encodeURIComponent(slug)}/learn`;
  const page = await fetch(learnPath, { credentials: 'same-origin' });
  if (page.ok) await (await caches.open(pageCacheName(user))).put(pageCacheKey(new URL(learnPath, location.href).href), page);
  // The scripts and styles this page runs on, those loaded on demand included (the bundler adds a
  // tag for each), so that it opens offline whatever the worker had seen. The browser's list of
  // loaded resources stops at 250 entries: the tags are the sure part.
  const assets = new Set(
    [
      ...performance.getEntriesByType('resource').map((entry) => entry.name),
      ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
      ...[...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.href),
    ]
      .map((address) => new URL(address, location.href))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/_next/static/'))
      .map((url) => url.href),
  );
  const staticCache = await caches.open(STATIC_CACHE);
  await Promise.all([...assets].map((url) => staticCache.add(url).catch(() => undefined)));

  await store('/api/auth/session');
  const contextResponse = await store(`/api/core/courses/${encodeURIComponent(slug)}/context`);
  if (!contextResponse) throw new ApiError(404, 'This course could not be saved: open it again and retry.');
  const context = (await contextResponse.json()).data as ContextForSaving;
  const items = context.modules.flatMap((module) => module.items);
  progress.total += items.length * 2;
  report();

  let videos = 0;
  for (const item of items) {
    const itemUrl = `/api/core/courses/module-item/${item.id}`;
    const itemResponse = await store(itemUrl);
    await store(`${itemUrl}/note`);
    const content = itemResponse ? ((await itemResponse.json()).data as ItemForSaving).content : null;
    if (!content) continue;
    const smallest = [...content.renditions].sort((a, b) => a.width - b.width)[0]?.url ?? content.videoUrl;
    const extra = [
      content.deck ? `/api/core/slides/${content.deck.id}` : null,
      // The lesson's quiz (questions, never answers), to answer offline when it is untimed.
      content.quiz ? `/api/core/quiz/${encodeURIComponent(content.quiz.slug)}` : null,
      smallest,
      content.captionsUrl,
      content.posterUrl,
    ].filter((url): url is string => Boolean(url));
    progress.total += extra.length;
    report();
    for (const url of extra) {
      const kept = await store(url);
      if (kept && url === smallest) videos++;
    }
  }

  const download: Download = {
    slug,
    title: context.course.title,
    savedAt: new Date().toISOString(),
    lessons: items.length,
    videos,
    bytes: progress.bytes,
    urls: stored,
  };
  const list = await downloads();
  await set(downloadsKey(user), [...list.filter((d) => d.slug !== slug), download]);
  return download;
}

/** Removes a saved course: its stored answers, except those another saved course still uses (the session). */
export async function removeDownload(slug: string): Promise<void> {
  const user = await offlineUser();
  const list = await downloads();
  const gone = list.find((d) => d.slug === slug);
  if (!gone) return;
  const rest = list.filter((d) => d.slug !== slug);
  const stillUsed = new Set(rest.flatMap((d) => d.urls));
  const saved = await caches.open(savedCacheName(user));
  for (const url of gone.urls) if (!stillUsed.has(url)) await saved.delete(url, { ignoreVary: true });
  await set(downloadsKey(user), rest);
}

async function sendOne(action: NewAction & { id: string }) {
  try {
    if (action.kind === 'complete') await completeItem(action.itemId);
    else if (action.kind === 'note') await saveItemNote(action.itemId, action.body);
    else {
      // Marked now, by the server's rules (attempts left, premium): as the player does online, a pass completes the lesson.
      // The queued action's id: a send whose reply was lost (the page left) is answered, not made again, on the next flush.
      const result = await answerQuiz(action.quizId, action.answers, action.id);
      // Sent once: a completion that cannot go now waits in the queue, not the quiz again.
      if (result.passed) {
        await completeItem(action.itemId).catch(async (error: unknown) => {
          if (!isOfflineFailure(error)) throw error;
          await queueOffline({ kind: 'complete', itemId: action.itemId });
        });
      }
    }
    return { kind: 'sent' } satisfies SendOutcome;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { kind: 'refused', message: error.message } satisfies SendOutcome;
    }
    return { kind: 'unreachable' } satisfies SendOutcome;
  }
}

/** Sends what the signed-in account did offline (see offline-queue.ts). */
export async function sendQueued(): Promise<FlushResult | null> {
  const user = await offlineUser();
  if (user === VISITOR) return null;
  return flushQueue(user, sendOne);
}

/** Whether a failed call failed for want of a network (then the action is queued). */
export function isOfflineFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}
