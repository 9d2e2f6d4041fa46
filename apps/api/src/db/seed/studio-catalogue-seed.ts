import { studioItemCreateSchema } from '@lp/contract/studio';
import { eq, inArray } from 'drizzle-orm';
// biome-ignore lint/style/noRestrictedImports: issue 31, "the seed uses the same path": the catalogue's lessons are authored through the studio's own functions
import { importLiveCourses } from '../../modules/studio/import-live.ts';
// biome-ignore lint/style/noRestrictedImports: as above (the studio's service, not its tables)
import { createStudioService, type StudioActor } from '../../modules/studio/service.ts';
import type { Database } from '../client.ts';
import { courses } from '../schema/courses.ts';
import { institutes } from '../schema/institutes.ts';
import { studioCourses } from '../schema/studio.ts';
import { PRACTICE_LESSON, type StudioOutline } from './catalogue-seed.ts';
import { ARTICLES } from './learning-articles.ts';
import { LESSON_CLIPS, LESSON_QUIZZES, lessonGuide } from './lesson-content.ts';
import { DECKS, SLIDE_LESSONS } from './slides-data.ts';
import { SLIDE_LESSON_NOTE } from './slides-seed.ts';

/** The seed acts as the platform itself in the audit log (it is not a person). */
const SEED_ACTOR: StudioActor = { actor: null, role: 'system', ip: null };

/**
 * Whether the studio authors a catalogue course's outline (seedCatalogue's `outlineInStudio`):
 * every lesson is text (an article, or a written practice task, which is text too) or a slide
 * deck. A course with a lesson that plays a clip or ends with a quiz keeps the catalogue's rows
 * for now: the clips would need ready studio media, and the studio has no article followed by a
 * quiz (ADR 0043).
 */
export function studioAuthorsOutline(lessons: string[]): boolean {
  return lessons.every((title) => !LESSON_CLIPS[title] && !LESSON_QUIZZES[title]);
}

/** A minute a slide: the typed length of a slide lesson. */
const slideMinutes = new Map(DECKS.map((deck) => [deck.title, deck.slides.length]));

/**
 * The outlines seedCatalogue left to the studio, authored as an instructor would: the live course
 * gets its draft (`importLiveCourses`, as for any course published before the studio), then each
 * module and lesson is added through the studio's service with its text, and the draft is
 * published, which writes the live modules, lessons, their content and reading times. Runs before
 * the slides and the roadmap steps, which look lessons up by title.
 */
export async function authorCatalogueOutlines(
  db: Database,
  outlines: StudioOutline[],
  decks: Map<string, number>,
): Promise<void> {
  if (outlines.length === 0) return;
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
  for (const outline of outlines) {
    const draft = draftOf.get(outline.courseId);
    if (!draft) continue;
    for (const module of outline.modules) {
      const { id: moduleId } = await studio.addModule(SEED_ACTOR, draft.id, module.title);
      for (const title of module.lessons) {
        const place = {
          title,
          kind: PRACTICE_LESSON.test(title) ? ('exercise' as const) : ('article' as const),
          moduleTitle: module.title,
          courseTitle: draft.title,
          summary: draft.summary,
          institute: draft.institute,
        };
        const deck = SLIDE_LESSONS[title];
        const deckId = deck ? decks.get(deck) : undefined;
        const item = deckId
          ? { kind: 'slides', title, deckId, body: SLIDE_LESSON_NOTE, durationMinutes: slideMinutes.get(deck!) }
          : { kind: 'article', title, body: ARTICLES[title] ?? lessonGuide(place) };
        await studio.addItem(SEED_ACTOR, moduleId, studioItemCreateSchema.parse(item));
      }
    }
    await studio.publish(SEED_ACTOR, draft.id);
  }
}
