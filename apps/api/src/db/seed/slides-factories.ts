import type { Database } from '../client.ts';
import { type Slide, slideCollectionDecks, slideCollectionQuestions, slideCollections, slideDecks } from '../schema/slides.ts';

let sequence = 0;

type DeckValues = Partial<typeof slideDecks.$inferInsert>;

/** A deck of `slides` (three short ones unless given); the slug is unique per call. */
export async function insertDeck(db: Database, values: DeckValues = {}) {
  sequence += 1;
  const title = values.title ?? `Test Deck ${sequence}`;
  const slides: Slide[] = values.slides ?? [
    { title: 'What it is', body: 'A **short** definition.' },
    { title: 'An example', body: '```sql\nselect 1;\n```' },
    { title: 'Remember', body: '- one\n- two' },
  ];
  const [deck] = await db
    .insert(slideDecks)
    .values({
      slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${sequence}`,
      title,
      summary: `Slides on ${title}.`,
      ...values,
      slides,
      slideCount: slides.length,
    })
    .returning();
  return deck!;
}

export type CollectionQuestion = {
  prompt: string;
  options: string[];
  /** 1-based positions of the right options (option ids are 1..n). */
  correct: number[];
  explanation?: string;
};

/**
 * A course's slide collection: `deckIds` in order and a check of `questions` (two single-choice
 * questions whose right option is 1 unless given). Option ids are 1..n in every question.
 */
export async function insertCollection(
  db: Database,
  input: {
    courseId: number;
    deckIds: number[];
    title?: string;
    summary?: string;
    position?: number;
    passPercent?: number;
    questions?: CollectionQuestion[];
  },
) {
  sequence += 1;
  const questions = input.questions ?? [
    { prompt: 'Pick the first', options: ['First', 'Second', 'Third'], correct: [1], explanation: 'It is first.' },
    { prompt: 'Pick the first again', options: ['First', 'Second', 'Third'], correct: [1], explanation: 'Still first.' },
  ];
  const [collection] = await db
    .insert(slideCollections)
    .values({
      courseId: input.courseId,
      position: input.position ?? sequence,
      title: input.title ?? `Test Collection ${sequence}`,
      summary: input.summary ?? 'Revise the module in a few slides, then check yourself.',
      passPercent: input.passPercent ?? 60,
      questionCount: questions.length,
    })
    .returning();
  if (input.deckIds.length > 0) {
    await db
      .insert(slideCollectionDecks)
      .values(input.deckIds.map((deckId, i) => ({ collectionId: collection!.id, deckId, position: i + 1 })));
  }
  const questionRows =
    questions.length === 0
      ? []
      : await db
          .insert(slideCollectionQuestions)
          .values(
            questions.map((q, i) => ({
              collectionId: collection!.id,
              position: i + 1,
              prompt: q.prompt,
              kind: q.correct.length > 1 ? ('multiple' as const) : ('single' as const),
              options: q.options.map((text, o) => ({ id: o + 1, text })),
              correct: q.correct,
              explanation: q.explanation ?? '',
            })),
          )
          .returning();
  return { ...collection!, questions: questionRows };
}
