import { fileURLToPath } from 'node:url';
import { studioItemCreateSchema } from '@lp/contract/studio';
import { eq, inArray } from 'drizzle-orm';
// biome-ignore lint/style/noRestrictedImports: issue 31, "the seed uses the same path": the catalogue's lessons are authored through the studio's own functions
import { importLiveCourses } from '../../modules/studio/import-live.ts';
// biome-ignore lint/style/noRestrictedImports: as above (the clips become studio media through the media service)
import { createMediaService } from '../../modules/studio/media-service.ts';
// biome-ignore lint/style/noRestrictedImports: as above (the studio's service, not its tables)
import { createStudioService, type StudioActor } from '../../modules/studio/service.ts';
import type { Storage } from '../../platform/storage.ts';
import type { Database } from '../client.ts';
import { courses } from '../schema/courses.ts';
import { institutes } from '../schema/institutes.ts';
import { studioCourses } from '../schema/studio.ts';
import { PRACTICE_LESSON, type StudioOutline } from './catalogue-seed.ts';
import { ARTICLES } from './learning-articles.ts';
import { clipFile, LESSON_CLIPS, LESSON_QUIZZES, lessonGuide } from './lesson-content.ts';
import { DECKS, SLIDE_LESSONS } from './slides-data.ts';
import { SLIDE_LESSON_NOTE } from './slides-seed.ts';

/** The seed acts as the platform itself in the audit log (it is not a person). */
const SEED_ACTOR: StudioActor = { actor: null, role: 'system', ip: null };

/** A minute a slide: the typed length of a slide lesson. */
const slideMinutes = new Map(DECKS.map((deck) => [deck.title, deck.slides.length]));

/** The seed registers finished renditions only: nothing here is queued for the transcoder. */
const NO_JOBS = {
  enqueue: async (): Promise<boolean> => {
    throw new Error('the catalogue seed queues no transcode');
  },
};

/**
 * The outlines seedCatalogue left to the studio (every course of the catalogue), authored as an
 * instructor would: the live course gets its draft (`importLiveCourses`, as for any course
 * published before the studio), then each module and lesson is added through the studio's service
 * with its text, and the draft is published, which writes the live modules, lessons, their content
 * and lengths. A lesson with a clip is a video item whose media is the clip's H.264 rendition,
 * registered through the media service (ready with its probed length, poster and thumbnail, no
 * transcode) with its captions; a lesson that ends with a quiz names it (an article's or video's
 * end-of-lesson quiz). Runs after the quizzes and decks, before the learner's progress, the slide
 * lessons and the roadmap steps, which look lessons up by title.
 */
export async function authorCatalogueOutlines(
  db: Database,
  outlines: StudioOutline[],
  deps: { decks: Map<string, number>; quizIds: Map<string, number>; storage: Storage },
): Promise<void> {
  if (outlines.length === 0) return;
  const { decks, quizIds, storage } = deps;
  const courseIds = outlines.map((outline) => outline.courseId);
  await importLiveCourses(db, { courseIds });
  const drafts = await db
    .select({
      id: studioCourses.id,
      liveCourseId: studioCourses.liveCourseId,
      title: courses.title,
      summary: courses.summary,
      institute: institutes.name,
    })
    .from(studioCourses)
    .innerJoin(courses, eq(courses.id, studioCourses.liveCourseId))
    .innerJoin(institutes, eq(institutes.id, courses.instituteId))
    .where(inArray(studioCourses.liveCourseId, courseIds));
  const draftOf = new Map(drafts.map((draft) => [draft.liveCourseId, draft]));
  const studio = createStudioService(db);
  const media = createMediaService(db, { storage, jobRunner: NO_JOBS });
  // A video lesson gets its media once its outline is in: the clip's rendition, then its captions.
  const clipVideos: { itemId: number; clip: (typeof LESSON_CLIPS)[string] }[] = [];
  const published: number[] = [];
  for (const outline of outlines) {
    const draft = draftOf.get(outline.courseId);
    if (!draft) continue;
    const lessons = outline.modules.flatMap((module) => module.lessons.map((title) => ({ module, title })));
    const items = lessons.map(({ module, title }) => {
      const clip = LESSON_CLIPS[title];
      const place = {
        title,
        kind: PRACTICE_LESSON.test(title) ? ('exercise' as const) : clip ? ('video' as const) : ('article' as const),
        moduleTitle: module.title,
        courseTitle: draft.title,
        summary: draft.summary,
        institute: draft.institute,
      };
      const body = ARTICLES[title] ?? lessonGuide(place);
      const quizId = quizIds.get(LESSON_QUIZZES[title] ?? '');
      const deck = SLIDE_LESSONS[title];
      const deckId = deck ? decks.get(deck) : undefined;
      return studioItemCreateSchema.parse(
        deckId
          ? { kind: 'slides', title, deckId, body: SLIDE_LESSON_NOTE, durationMinutes: slideMinutes.get(deck!) }
          : { kind: clip ? 'video' : 'article', title, body, ...(quizId ? { quizId } : {}) },
      );
    });
    let next = 0;
    const ids = await studio.addOutline(
      SEED_ACTOR,
      draft.id,
      outline.modules.map((module) => ({ title: module.title, items: module.lessons.map(() => items[next++]!) })),
    );
    for (const [i, item] of items.entries()) {
      const clip = LESSON_CLIPS[item.title];
      if (clip && item.kind === 'video') clipVideos.push({ itemId: ids[i]!, clip });
    }
    published.push(draft.id);
  }
  for (const { itemId, clip } of clipVideos) {
    const rendition = fileURLToPath(clipFile(clip.rendition));
    await media.registerRendition(SEED_ACTOR, itemId, { path: rendition, filename: rendition.split('/').at(-1)! });
    const captions = fileURLToPath(clipFile(clip.captionsUrl));
    await media.attachCaptions(SEED_ACTOR, itemId, { path: captions, filename: captions.split('/').at(-1)! });
  }
  for (const id of published) await studio.publish(SEED_ACTOR, id);
}
